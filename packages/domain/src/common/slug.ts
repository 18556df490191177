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

/**
 * A business folder (carpeta) as the back office creates it: lower-case letters, digits and hyphens, 2 to 60
 * characters, no hyphen at either end.
 */
export const CARPETA_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

/**
 * A carpeta as a request names it or as a directory name under DATA_DIR (img/{carpeta}, videos/{carpeta}): letters
 * of either case, digits, '_' and '-', so it is one path segment that can never be '..' or hold a '/'. Looser than
 * CARPETA_PATTERN on purpose: that one is the naming rule for new businesses, this one a safety check that must
 * not refuse a carpeta as people type it (lookups ignore case: 'La-Farola' finds la-farola).
 */
export const CARPETA_PATH_PATTERN = /^[A-Za-z0-9_-]+$/;
