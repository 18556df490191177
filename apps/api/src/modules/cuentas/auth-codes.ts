import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  AUTH_CODE_LENGTH,
  AUTH_CODE_MAX_ATTEMPTS,
  AUTH_CODE_RESEND_SECONDS,
  AUTH_CODE_TTL_SECONDS,
} from '@vidriera/domain/cuentas';
import type { Db } from '../../db/client.ts';
import { authCodes, users } from '../../db/schema.ts';
import { hashSecret, verifySecret } from './passwords.ts';

export type IssuedAuthCode = { kind: 'issued'; id: number; code: string } | { kind: 'tooSoon'; secondsLeft: number };

/** A uniformly random code of AUTH_CODE_LENGTH digits (leading zeros included). */
export function generateAuthCode(): string {
  return String(randomInt(0, 10 ** AUTH_CODE_LENGTH)).padStart(AUTH_CODE_LENGTH, '0');
}

/**
 * A new code for the user, stored hashed, unless the last one is younger than AUTH_CODE_RESEND_SECONDS. The
 * user's row is locked meanwhile, so two simultaneous requests cannot both send a code. A new code replaces
 * the previous one: only the latest code is ever checked.
 */
export async function issueAuthCode(db: Db, userId: number, now: Date): Promise<IssuedAuthCode> {
  const code = generateAuthCode();
  const codeHash = await hashSecret(code);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const secondsLeft = await resendWaitSeconds(tx, userId, now);
    if (secondsLeft > 0) return { kind: 'tooSoon', secondsLeft } as const;
    // Old codes are of no further use: only the latest one counts.
    await tx.delete(authCodes).where(and(eq(authCodes.userId, userId), lt(authCodes.createdAt, now)));
    const [row] = await tx
      .insert(authCodes)
      .values({
        userId,
        codeHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + AUTH_CODE_TTL_SECONDS * 1000),
      })
      .returning({ id: authCodes.id });
    if (!row) throw new Error('auth code not stored');
    return { kind: 'issued', id: row.id, code } as const;
  });
}

/** Seconds before another code may be sent to the user: 0 when one may be sent now. */
export async function resendWaitSeconds(db: Db, userId: number, now: Date): Promise<number> {
  const [last] = await db
    .select({ createdAt: authCodes.createdAt })
    .from(authCodes)
    .where(eq(authCodes.userId, userId))
    .orderBy(desc(authCodes.id))
    .limit(1);
  if (!last) return 0;
  const leftMs = AUTH_CODE_RESEND_SECONDS * 1000 - (now.getTime() - last.createdAt.getTime());
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

/** Forgets a code that could not be delivered, so the customer may ask again at once. */
export async function discardAuthCode(db: Db, id: number): Promise<void> {
  await db.delete(authCodes).where(eq(authCodes.id, id));
}

export type AuthCodeCheck = 'ok' | 'wrong' | 'unusable';

/**
 * Checks a code against the user's latest one. A try is claimed atomically before comparing (so parallel
 * guesses cannot exceed AUTH_CODE_MAX_ATTEMPTS); a correct code is used once.
 * 'unusable': there is no code, or it expired, was used, or ran out of tries.
 */
export async function checkAuthCode(db: Db, userId: number, code: string, now: Date): Promise<AuthCodeCheck> {
  const [latest] = await db
    .select({ id: authCodes.id })
    .from(authCodes)
    .where(eq(authCodes.userId, userId))
    .orderBy(desc(authCodes.id))
    .limit(1);
  if (!latest) return 'unusable';
  const [claimed] = await db
    .update(authCodes)
    .set({ failedAttempts: sql`${authCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(authCodes.id, latest.id),
        isNull(authCodes.usedAt),
        lt(authCodes.failedAttempts, AUTH_CODE_MAX_ATTEMPTS),
        gt(authCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: authCodes.codeHash });
  if (!claimed) return 'unusable';
  if (!/^\d+$/.test(code) || !(await verifySecret(claimed.codeHash, code))) return 'wrong';
  const [used] = await db
    .update(authCodes)
    .set({ usedAt: now, failedAttempts: sql`${authCodes.failedAttempts} - 1` })
    .where(and(eq(authCodes.id, latest.id), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  return used ? 'ok' : 'unusable';
}
