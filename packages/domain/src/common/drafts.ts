/**
 * Drafts kept in the browser's local storage (the order being built, the pending reservation) are stored with
 * their creation time as `{ [field]: value, creado: ISO 8601 }`.
 */
export function serializeDraft(field: string, value: unknown, now: Date): string {
  return JSON.stringify({ [field]: value, creado: now.toISOString() });
}

/**
 * How far ahead of `now` a draft's creation time may lie and still be read: the web app dates and judges drafts by
 * its estimate of the server's clock, which moves by a few seconds as closer answers come in (decision 042).
 */
const CLOCK_SKEW_MS = 30_000;

/**
 * The stored object under `field`, or null when the text is unreadable, has no object there, or is older than
 * `ttlMinutes` (or dated in the future, beyond what a refined estimate of the clock moves).
 */
export function parseDraft(
  raw: string | null | undefined,
  field: string,
  now: Date,
  ttlMinutes: number,
): Record<string, unknown> | null {
  if (!raw) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const record = stored as Record<string, unknown>;
  const value = record[field];
  const created = typeof record.creado === 'string' ? Date.parse(record.creado) : Number.NaN;
  if (Number.isNaN(created) || !value || typeof value !== 'object') return null;
  const age = now.getTime() - created;
  if (age < -CLOCK_SKEW_MS || age > ttlMinutes * 60_000) return null;
  return value as Record<string, unknown>;
}
