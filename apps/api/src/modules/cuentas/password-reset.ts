import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  AUTH_CODE_RESEND_SECONDS,
  AUTH_CODE_TTL_SECONDS,
  formatPasswordResetCodeMessage,
  type PasswordResetSent,
  type ResetPasswordRequest,
} from '@vidriera/domain/cuentas';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { checkAuthCode, discardAuthCode, generateAuthCode, issueAuthCode } from './auth-codes.ts';
import { hashSecret, verifyAgainstNothing } from './passwords.ts';
import { MESSAGE_NOT_SENT_MESSAGE, type RegistrationDeps } from './registration.ts';
import { findUserByUserName } from './service.ts';
import { replacePassword } from './staff-passwords.ts';

// A forgotten staff password, reset with a 6-digit code sent by WhatsApp to the phone on file: the customers'
// codes (auth-codes.ts: hashed, one resend a minute, 10 minutes, 5 tries) and messenger. No answer tells whether a
// user name exists: an unknown one, a disabled account or one without phone get the same 202 (with a masked phone
// that stays the same for that user name), and every wrong step the same 400.

export const RESET_CODE_REFUSED_MESSAGE = `El código no es correcto o ya no sirve (vence a los ${
  AUTH_CODE_TTL_SECONDS / 60
} minutos). Revisalo o pedí uno nuevo.`;

const MASK = '••••••••';
const MASK_KEY_SETTING = 'password_reset_mask_key';

/** A phone as the reset screen shows it: its last two digits only, behind a mask of fixed length. */
export function maskPhone(lastDigits: string): string {
  return `${MASK}${lastDigits.slice(-2)}`;
}

/** Whether a code may reset this account's password: an enabled account with a password and a phone. */
function canResetPassword(user: UserRow): user is UserRow & { telefono: string } {
  return !user.anulado && user.passwordHash !== null && user.telefono !== null;
}

/**
 * The key that makes up the two digits shown for a user name with no phone to send to: kept in the database, so
 * every process and every restart shows the same digits for the same name (digits that changed would tell).
 */
export function createMaskKeyLoader(db: Db): () => Promise<string> {
  let key: Promise<string> | undefined;
  const load = async () => {
    await db
      .insert(settings)
      .values({ key: MASK_KEY_SETTING, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(settings).where(eq(settings.key, MASK_KEY_SETTING));
    if (!row) throw new Error('password reset mask key not stored');
    return row.value;
  };
  return () => {
    key ??= load().catch((err: unknown) => {
      key = undefined;
      throw err;
    });
    return key;
  };
}

function madeUpDigits(key: string, userName: string): string {
  const digest = createHmac('sha256', key).update(userName.trim().toLowerCase()).digest();
  return String(digest.readUInt16BE(0) % 100).padStart(2, '0');
}

export interface PasswordResetDeps extends RegistrationDeps {
  maskKey: () => Promise<string>;
}

/**
 * login/RequestPasswordReset: a new code to the account's phone (unless one went less than a minute ago: that one
 * still works). The same answer, after the same work (a code hashed), for a user name that cannot be reset. 503
 * when the messenger refused the message (the code is forgotten, so another may be asked for at once).
 */
export async function requestPasswordReset(deps: PasswordResetDeps, userName: string): Promise<PasswordResetSent> {
  const user = await findUserByUserName(deps.db, userName);
  const sent = { resendAfterSeconds: AUTH_CODE_RESEND_SECONDS };
  if (!user || !canResetPassword(user)) {
    await hashSecret(generateAuthCode());
    return { ...sent, telefono: maskPhone(madeUpDigits(await deps.maskKey(), userName)) };
  }
  const issued = await issueAuthCode(deps.db, user.id, deps.now());
  if (issued.kind === 'issued') {
    try {
      await deps.messenger.send({
        telefono: user.telefono,
        text: formatPasswordResetCodeMessage(issued.code),
        secret: issued.code,
      });
    } catch (err) {
      deps.log.error({ err, userId: user.id }, 'password reset code not delivered');
      await discardAuthCode(deps.db, issued.id);
      throw new AppError(503, MESSAGE_NOT_SENT_MESSAGE);
    }
  }
  return { ...sent, telefono: maskPhone(user.telefono) };
}

/**
 * login/ResetPassword: with the right code (the account's latest, unexpired, unused, within its tries) the new
 * password replaces the old one and every session ends; the code also proves the phone. Null for anything else
 * (wrong code, no code, unknown user name), which the route answers with one 400.
 */
export async function resetPassword(deps: PasswordResetDeps, input: ResetPasswordRequest): Promise<UserRow | null> {
  const user = await findUserByUserName(deps.db, input.userName);
  if (!user || !canResetPassword(user)) {
    await verifyAgainstNothing(input.authCode);
    return null;
  }
  const now = deps.now();
  const check = await checkAuthCode(deps.db, user.id, input.authCode, now);
  // No code to compare with takes as long as a comparison: the time does not tell a code was never sent.
  if (check === 'unusable') await verifyAgainstNothing(input.authCode);
  if (check !== 'ok') return null;
  return replacePassword(
    deps.db,
    user.id,
    input.passwordNueva,
    { actor: { id: user.id, userName: user.userName }, action: 'user.password.reset' },
    now,
    { telefonoVerificadoAt: user.telefonoVerificadoAt ?? now },
  );
}
