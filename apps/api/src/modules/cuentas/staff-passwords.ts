import { eq, sql } from 'drizzle-orm';
import { findPasswordWeakness, type ChangePasswordRequest } from '@vidriera/domain/cuentas';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { type AuditActor, recordAudit } from '../plataforma/public.ts';
import { hashSecret, verifyAgainstNothing, verifySecret } from './passwords.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'La contraseña actual no es correcta.';

/** Audit actions of a password set: by its user (change, reset by code) or by the create-admin command. */
export type PasswordAuditAction = 'user.password.change' | 'user.password.reset' | 'user.admin.create';

/** A 400 naming the field, as a validation error does: the form shows it under that field. */
export function fieldError(field: string, message: string): AppError {
  return new AppError(400, message, { body: { errors: { [field]: [message] } } });
}

/** 400 on `field` unless the password is strong enough for this user name (password-strength.ts). */
export function requireStrongPassword(password: string, userName: string, field: string): void {
  const weakness = findPasswordWeakness(password, userName);
  if (weakness) throw fieldError(field, weakness);
}

/**
 * Stores a new password (argon2id) and ends every session the user had: `ver` goes up, so every token issued
 * before is refused and the apps holding one are told to log out (site state's LOGOUT). Audited in the same
 * transaction, without any hash. `extra` sets other columns in the same update. Returns the user as it is now, for
 * a fresh session.
 */
export async function replacePassword(
  db: Db,
  userId: number,
  password: string,
  audit: { actor: AuditActor | null; action: PasswordAuditAction },
  now: Date,
  extra: Partial<Pick<UserRow, 'admin' | 'anulado' | 'telefonoVerificadoAt'>> = {},
): Promise<UserRow> {
  // Hashing takes ~50 ms: done before the transaction, which then only writes.
  const passwordHash = await hashSecret(password);
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [row] = await tx
      .update(users)
      .set({ passwordHash, ver: sql`${users.ver} + 1`, updatedAt: now, ...extra })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError(404, 'No se encontró el usuario');
    await recordAudit(
      tx,
      { ...audit, entity: 'user', entityId: userId, after: { ver: row.ver, admin: row.admin, anulado: row.anulado } },
      now,
    );
    return row;
  });
}

/**
 * login/ChangePassword: the session's user proves the current password (400 on that field when wrong: never a 401,
 * which would end the session the user is typing in) and chooses a new one the rule accepts for their user name.
 */
export async function changeOwnPassword(
  db: Db,
  user: UserRow,
  input: ChangePasswordRequest,
  now: Date,
): Promise<UserRow> {
  const matches = user.passwordHash
    ? await verifySecret(user.passwordHash, input.passwordActual)
    : await verifyAgainstNothing(input.passwordActual);
  if (!matches) throw fieldError('passwordActual', WRONG_CURRENT_PASSWORD_MESSAGE);
  requireStrongPassword(input.passwordNueva, user.userName, 'passwordNueva');
  return replacePassword(
    db,
    user.id,
    input.passwordNueva,
    { actor: { id: user.id, userName: user.userName }, action: 'user.password.change' },
    now,
  );
}
