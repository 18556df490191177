import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Customer writes carried out under an Idempotency-Key (decision 044), with the answer they got: a try sent again
 * with the same key by the same user to the same route is answered this answer instead of being written again.
 * A row is inserted in the write's own transaction (or statement), so it exists exactly when the write committed.
 * Only successful answers are kept: a refused write wrote nothing, and its next try is carried out anew.
 * No foreign key to users: rows live 24 hours, and the check would lock the user's row on every keyed write.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    /** The route's method and path pattern ('POST /api/pedidos/pedir'). */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 (base64url) of what the request asked (site, path parameters, body): another one is a 422. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The answer's body exactly as it was sent (serialized JSON). */
    responseBody: text('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** created_at + 24 h: later the key is forgotten (and purged by the idempotency plugin's job). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.route, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
