import { sql } from 'drizzle-orm';
import { staffAddSchema } from '@vidriera/domain/back-office';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict } from '../../plugins/errors.ts';
import { recordAudit } from '../plataforma/public.ts';
import { hashSecret } from './passwords.ts';
import { findUserByUserName, isUniqueViolation } from './service.ts';
import { replacePassword, requireStrongPassword } from './staff-passwords.ts';

// The platform's first administrator, and a way back in for any of them: the create-admin command (src/cli). A
// production database starts empty (no demo, so no published admin password), and this is how it gets one.

export type PlatformAdminOutcome =
  | { kind: 'created'; userId: number; userName: string }
  /** An existing admin's password replaced; its sessions ended. `reenabled`: it was disabled (anulado). */
  | { kind: 'reset'; userId: number; userName: string; reenabled: boolean }
  /** An existing user who is not a platform admin, made one (only when asked to: `promote`). */
  | { kind: 'promoted'; userId: number; userName: string }
  /** An existing user who is not a platform admin, left as it was. */
  | { kind: 'notAdmin'; userName: string };

/**
 * Creates the platform admin `userName` with this password, or replaces an existing admin's password (every session
 * it had ends, and a disabled account is enabled again). A user who exists but is not an admin (a merchant, a
 * customer) is made one only with `promote`. The password must pass the rule (password-strength.ts); a new user
 * name, the staff user name rule. Audited as the system's doing.
 */
export async function createOrResetPlatformAdmin(
  db: Db,
  input: { userName: string; password: string; promote?: boolean },
  now: Date,
): Promise<PlatformAdminOutcome> {
  const existing = await findUserByUserName(db, input.userName);
  if (existing) {
    requireStrongPassword(input.password, existing.userName, 'password');
    if (!existing.admin && !input.promote) return { kind: 'notAdmin', userName: existing.userName };
    const action = existing.admin ? 'user.password.reset' : 'user.admin.create';
    await replacePassword(db, existing.id, input.password, { actor: null, action }, now, {
      admin: true,
      anulado: false,
    });
    return existing.admin
      ? { kind: 'reset', userId: existing.id, userName: existing.userName, reenabled: existing.anulado }
      : { kind: 'promoted', userId: existing.id, userName: existing.userName };
  }
  // The staff user name rule (what they type at login; never a phone, which is a customer's user name).
  const parsed = staffAddSchema.shape.userName.safeParse(input.userName);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'El usuario no es válido');
  const userName = parsed.data;
  requireStrongPassword(input.password, userName, 'password');
  const passwordHash = await hashSecret(input.password);
  try {
    return await db.transaction(async (txAny) => {
      const tx = txAny as unknown as Db;
      const [created] = await tx
        .insert(users)
        .values({
          userName,
          passwordHash,
          nombreApellido: 'Administración',
          admin: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id, ver: users.ver });
      if (!created) throw new Error('platform admin not inserted');
      await recordAudit(
        tx,
        {
          actor: null,
          action: 'user.admin.create',
          entity: 'user',
          entityId: created.id,
          after: { ver: created.ver, admin: true, anulado: false },
        },
        now,
      );
      return { kind: 'created', userId: created.id, userName } as const;
    });
  } catch (err) {
    // Someone created the same user name meanwhile: run again to reset it.
    if (isUniqueViolation(err, 'users_user_name_idx')) {
      throw conflict(`El usuario ${userName} se acaba de crear: volvé a intentarlo para cambiarle la contraseña.`);
    }
    throw err;
  }
}

/** Whether the platform has an administrator who can log in (enabled, with a password). */
export async function hasPlatformAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.admin} and not ${users.anulado} and ${users.passwordHash} is not null`);
  return (row?.n ?? 0) > 0;
}
