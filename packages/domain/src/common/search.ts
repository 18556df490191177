import { normalizeText } from './text.ts';

/** Splits a search query into normalised words; empty words are dropped. */
export function toSearchWords(query: string): string[] {
  return normalizeText(query).split(/\s+/).filter(Boolean);
}

/**
 * The spec's search rule: case-insensitive (and accent-insensitive), every space-separated word of the
 * query must appear in at least one of the searched fields. An empty query matches everything.
 */
export function matchesSearch(fields: ReadonlyArray<string | null | undefined>, query: string): boolean {
  const words = toSearchWords(query);
  if (words.length === 0) return true;
  const haystack = fields.filter((f): f is string => Boolean(f)).map(normalizeText);
  return words.every((word) => haystack.some((field) => field.includes(word)));
}

/** Fields of a business that the listing search looks at: name, short description, address, domain, meta tags. */
export function businessSearchFields(c: {
  nombreComercio: string;
  descrCorta?: string | null;
  domicilio?: string | null;
  dominio?: string | null;
  metaTags?: string | null;
}): Array<string | null | undefined> {
  return [c.nombreComercio, c.descrCorta, c.domicilio, c.dominio, c.metaTags];
}
