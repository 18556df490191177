/**
 * Idempotency keys of customer writes (docs/decisions/044-idempotency-keys.md): the app sends the same key with
 * every try of one confirmation (an order, a booking, a purchase, a draw entry, a payment's start), and the server
 * answers a try it has already carried out with the first answer instead of writing it again. The header is the
 * IETF draft's ("The Idempotency-Key HTTP Header Field"); its value is ours: a random token, not a structured field.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on an answer the server gives again from its store (the write was not carried out a second time). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 8 to 128 letters, digits, '-' or '_': a UUID, or the web app's 22 base64url characters. */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** How long the server keeps a key and its answer: a try sent again within this time gets the first answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * How long the app keeps sending a confirmation's key when the same confirmation is sent again without an answer:
 * the lifetime of the drafts it confirms (30 minutes), well inside the server's 24 hours. Later, the same order
 * is a new one.
 */
export const IDEMPOTENCY_KEY_REUSE_MINUTES = 30;

export const MSG_CLAVE_IDEMPOTENCIA_INVALIDA =
  'La clave Idempotency-Key no es válida: debe tener de 8 a 128 letras, números, guiones o guiones bajos.';

export const MSG_CLAVE_IDEMPOTENCIA_USADA =
  'Esta clave (Idempotency-Key) ya se usó para otro pedido con otros datos. Enviá el pedido nuevo con otra clave.';

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}
