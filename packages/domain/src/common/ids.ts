/** The largest id an integer column holds (PostgreSQL's integer). */
export const MAX_ID = 2_147_483_647;

/**
 * A text that is an id (digits only, 1 to MAX_ID) as a number; null for anything else, a carpeta or a date say.
 * Paths that take "an id or a carpeta" use it: a longer number must not reach an integer column (it answered 500).
 * Zod-free, so the web bundle can use it.
 */
export function parseIdText(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}
