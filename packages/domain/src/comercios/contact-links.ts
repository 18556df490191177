import { normalizePhone } from '../common/phone.ts';

/**
 * Links for contact data that merchants type in many forms (a page name or its address, a phone with spaces,
 * +54, 0 or 15). Social profile links are in the web's ui/social-links.ts; these are the ones the help and home
 * pages add: Messenger chats, calls and e-mails.
 */

const PAGE_NAME = /^@?([A-Za-z0-9._-]{1,100})$/;

/** The page name of a Facebook contact: the name itself, or the first path segment of its address. */
function toFacebookPageName(value: string): string | null {
  if (!/^(https?:\/\/)?([a-z0-9-]+\.)*(facebook|fb)\.com\b/i.test(value)) return PAGE_NAME.exec(value)?.[1] ?? null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.pathname === '/profile.php') return url.searchParams.get('id');
  const first = url.pathname.split('/').find(Boolean);
  return first && PAGE_NAME.test(first) ? first : null;
}

/** Messenger chat with the Facebook page: https://m.me/{page}. */
export function toMessengerUrl(facebook: string | null | undefined): string | null {
  const value = facebook?.trim();
  if (!value) return null;
  const page = toFacebookPageName(value);
  return page ? `https://m.me/${encodeURIComponent(page)}` : null;
}

/**
 * A tel: link that dials from any phone: an Argentine number (the spec's phone rule) as +54 and its area code and
 * number; a foreign number written with + as typed.
 */
export function toTelHref(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const digits = raw.replace(/\D/g, '');
  if (raw.startsWith('+') && !raw.startsWith('+54')) return digits.length >= 6 ? `tel:+${digits}` : null;
  // The trunk 0 written before the area code ('0249 ...') is not part of the number the rule reduces.
  const phone = normalizePhone(digits.startsWith('0') && !digits.startsWith('00') ? digits.slice(1) : raw);
  if (phone.status === 'valid') return `tel:+54${phone.normalized}`;
  return digits.length >= 6 ? `tel:${digits}` : null;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"?&]+@[^\s@<>()[\]\\,;:"?&]+\.[^\s@<>()[\]\\,;:"?&]+$/;

/** A mailto: link for a single plain address (no extra headers such as ?bcc= can ride along). */
export function toMailtoHref(value: string | null | undefined): string | null {
  const email = value?.trim();
  return email && EMAIL.test(email) ? `mailto:${email}` : null;
}

/** A phone for reading: a valid Argentine number as '249 400-0111' or '11 4555-1234'; anything else as typed. */
export function formatPhoneForDisplay(value: string): string {
  const phone = normalizePhone(value.replace(/^\D*0(?=[1-9])/, ''));
  if (phone.status !== 'valid') return value.trim();
  const n = phone.normalized;
  return n.startsWith('11') ? `11 ${n.slice(2, 6)}-${n.slice(6)}` : `${n.slice(0, 3)} ${n.slice(3, 6)}-${n.slice(6)}`;
}

/** A social profile for reading: '@name' from a handle or from the profile address. */
export function formatProfileHandle(value: string): string {
  const v = value.trim();
  const path = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(\/[^?#]*)?/i.exec(v)?.[3];
  const name = path ? path.split('/').filter(Boolean)[0] : v.replace(/^@/, '');
  return name ? `@${name}` : v;
}
