import { normalizePhone } from '@vidriera/domain/common';

/** Contact data arrives as a handle ('@lafarola'), a bare path or a full URL; only https/http URLs pass as-is. */
function toProfileUrl(value: string | null | undefined, host: string): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (/^https?:\/\//i.test(raw)) return raw;
  const handle = raw
    .replace(/^(www\.)?[a-z.]*\.com\//i, '')
    .replace(/^@/, '')
    .replace(/\/+$/, '');
  return handle ? `https://${host}/${encodeURIComponent(handle)}` : null;
}

export function toInstagramUrl(value: string | null | undefined): string | null {
  return toProfileUrl(value, 'www.instagram.com');
}

export function toFacebookUrl(value: string | null | undefined): string | null {
  return toProfileUrl(value, 'www.facebook.com');
}

/** WhatsApp chat link for an Argentine number in any written form: https://wa.me/549{area}{number}. */
export function toWhatsAppUrl(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//i.test(raw)) return raw;
  const { normalized } = normalizePhone(raw);
  return normalized ? `https://wa.me/549${normalized}` : null;
}
