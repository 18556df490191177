/** Lower-cases and strips accents (diacritics) so "Café" matches "cafe". */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
