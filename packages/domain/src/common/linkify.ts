/**
 * Turns merchant-written text into plain-text and link parts, so the web can render links as elements (never as
 * HTML) and only ever link to http(s) addresses.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A URL starts with http(s):// or www. and is not glued to a word, an e-mail address or another URL.
const URL_CANDIDATE = /(?<![\w@/.-])(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = '.,;:!?¡¿\'"»”’*';
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BARE_HOST = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d{1,5})?(?:[/?#]|$)/u;

function countChar(value: string, char: string): number {
  return value.split(char).length - 1;
}

/** Sentence punctuation after a URL is not part of it; a closing bracket is, only when the URL opened one. */
function trimTrailing(candidate: string): string {
  let url = candidate;
  while (url.length > 0) {
    const last = url.charAt(url.length - 1);
    if (TRAILING_PUNCTUATION.includes(last)) {
      url = url.slice(0, -1);
      continue;
    }
    const opening = last === ')' ? '(' : last === ']' ? '[' : last === '}' ? '{' : null;
    if (opening && countChar(url, opening) < countChar(url, last)) {
      url = url.slice(0, -1);
      continue;
    }
    break;
  }
  return url;
}

/**
 * A safe href for an address a merchant typed: http and https only (a bare host such as `www.x.com` or
 * `x.com.ar/promo` gets https://). Anything else (javascript:, data:, mailto:, garbage) gives null.
 */
export function toSafeHref(raw: string): string | null {
  const value = raw.trim();
  if (!value || /\s/.test(value)) return null;
  let candidate: string;
  if (SCHEME.test(value) && !BARE_HOST.test(value)) candidate = value;
  else if (value.startsWith('//')) candidate = `https:${value}`;
  else if (BARE_HOST.test(value)) candidate = `https://${value}`;
  else return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  // As written (a browser parses it to the same URL checked above), so the link shows what the merchant typed.
  return candidate;
}

/** Splits text into plain parts and link parts; joined back, the parts' texts give the original text. */
export function splitTextIntoLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = '';
  let cursor = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index ?? 0;
    const shown = trimTrailing(match[0]);
    const href = shown ? toSafeHref(shown) : null;
    plain += text.slice(cursor, start);
    cursor = start;
    if (!href) continue;
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'link', text: shown, href });
    cursor = start + shown.length;
  }
  plain += text.slice(cursor);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}
