/**
 * Event title for links: trimmed, accents removed, non-alphanumerics removed, whitespace collapsed to an
 * underscore.
 */
export function toTitleSlug(title: string): string {
  return title
    .trim()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '_');
}

/** A business folder (carpeta): lower-case letters, digits and hyphens, 2 to 60 characters. */
export const CARPETA_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;
