import {
  AUTH_CODE_RESEND_SECONDS,
  AUTH_CODE_REASON_UNUSABLE,
  AUTH_CODE_REASON_WRONG,
  CREATE_STATUS_EXISTING,
  formatAuthCodeMessage,
  INVALID_AUTH_CODE_ERROR,
} from '@vidriera/domain/cuenta';
import type { CreateUserRequest } from '@vidriera/domain/schemas/cuenta';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Messenger } from '../../integrations/whatsapp/messenger.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError, conflict } from '../../plugins/errors.ts';
import { checkAuthCode, discardAuthCode, issueAuthCode, resendWaitSeconds } from './auth-codes.ts';
import { hashSecret } from './passwords.ts';
import {
  ACCOUNT_DISABLED_MESSAGE,
  chooseDomicilio,
  findUserByTelefono,
  findUserByUserName,
  isUniqueViolation,
  requireAcceptedPhone,
  USER_NAME_TAKEN_MESSAGE,
} from './service.ts';

export const WRONG_AUTH_CODE_MESSAGE = 'El código ingresado no es correcto. Revisalo e intentá de nuevo.';
export const UNUSABLE_AUTH_CODE_MESSAGE = 'El código venció o ya no es válido. Pedí uno nuevo.';
export const MESSAGE_NOT_SENT_MESSAGE = 'No pudimos enviarte el código por WhatsApp. Intentá de nuevo en unos minutos.';

export function formatResendWaitMessage(seconds: number): string {
  return `Ya te enviamos un código. Podés pedir otro en ${seconds} segundos.`;
}

export interface RegistrationDeps {
  db: Db;
  now: () => Date;
  messenger: Messenger;
  log: FastifyBaseLogger;
}

export type RegistrationOutcome =
  /** A new phone: the account was created (200 with the login response). */
  | { kind: 'created'; user: UserRow }
  /** The code was right: the account is the caller's (200 with the login response). */
  | { kind: 'verified'; user: UserRow }
  /** The phone has an account: a code was sent (202). */
  | { kind: 'codeSent'; status: typeof CREATE_STATUS_EXISTING; resendAfterSeconds: number }
  /** A code was sent less than AUTH_CODE_RESEND_SECONDS ago (429 with the seconds left). */
  | { kind: 'tooSoon'; status: typeof CREATE_STATUS_EXISTING; resendAfterSeconds: number };

/**
 * 400 with error 'InvalidAuthCode', the body the account form recognises; `reason` tells a mistyped code (try
 * again) from one that can no longer be used (ask for a new one).
 */
function invalidAuthCode(message: string, body: { reason: string; resendAfterSeconds?: number }): AppError {
  return new AppError(400, message, { error: INVALID_AUTH_CODE_ERROR, body });
}

/**
 * login/Create. The phone is normalised with the form's rule. A phone without account creates one (a
 * customer: admin and anulado from the body are ignored). A phone with an account proves ownership with a
 * code sent by WhatsApp: without authCode a code is sent (once per AUTH_CODE_RESEND_SECONDS), with it the
 * code is checked and the account's name and address take what was entered.
 */
export async function registerOrVerify(
  deps: RegistrationDeps,
  input: CreateUserRequest,
  siteId: number | null,
): Promise<RegistrationOutcome> {
  const telefono = requireAcceptedPhone(input.telefono);
  const existing = await findUserByTelefono(deps.db, telefono);
  if (existing) return verifyExisting(deps, existing, input);
  try {
    return { kind: 'created', user: await createCustomer(deps, input, telefono, siteId) };
  } catch (err) {
    // Someone registered the same phone a moment ago: from here on it is an existing account.
    if (!isUniqueViolation(err, 'users_telefono_idx')) throw err;
    const raced = await findUserByTelefono(deps.db, telefono);
    if (!raced) throw err;
    return verifyExisting(deps, raced, input);
  }
}

async function createCustomer(
  deps: RegistrationDeps,
  input: CreateUserRequest,
  telefono: string,
  siteId: number | null,
): Promise<UserRow> {
  const userName = input.userName?.trim() || telefono;
  if (await findUserByUserName(deps.db, userName)) throw conflict(USER_NAME_TAKEN_MESSAGE);
  const passwordHash = input.password ? await hashSecret(input.password) : null;
  const now = deps.now();
  try {
    const [row] = await deps.db
      .insert(users)
      .values({
        userName,
        passwordHash,
        nombreApellido: input.nombreApellido,
        telefono,
        domicilio: chooseDomicilio(input.domicilio, null),
        admin: false,
        anulado: false,
        siteId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('user not inserted');
    return row;
  } catch (err) {
    if (isUniqueViolation(err, 'users_user_name_idx')) throw conflict(USER_NAME_TAKEN_MESSAGE);
    throw err;
  }
}

async function verifyExisting(
  deps: RegistrationDeps,
  user: UserRow,
  input: CreateUserRequest,
): Promise<RegistrationOutcome> {
  if (user.anulado) throw new AppError(403, ACCOUNT_DISABLED_MESSAGE);
  const code = input.authCode?.trim();
  if (!code) return sendCode(deps, user);
  const now = deps.now();
  const check = await checkAuthCode(deps.db, user.id, code, now);
  if (check === 'wrong') throw invalidAuthCode(WRONG_AUTH_CODE_MESSAGE, { reason: AUTH_CODE_REASON_WRONG });
  if (check === 'unusable') {
    // Only a new code helps: say when one may be asked for.
    const resendAfterSeconds = await resendWaitSeconds(deps.db, user.id, now);
    throw invalidAuthCode(UNUSABLE_AUTH_CODE_MESSAGE, { reason: AUTH_CODE_REASON_UNUSABLE, resendAfterSeconds });
  }
  const [updated] = await deps.db
    .update(users)
    .set({
      nombreApellido: input.nombreApellido,
      domicilio: chooseDomicilio(input.domicilio, user.domicilio),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  return { kind: 'verified', user: updated ?? user };
}

async function sendCode(deps: RegistrationDeps, user: UserRow): Promise<RegistrationOutcome> {
  const telefono = user.telefono;
  if (!telefono) throw new Error(`user ${user.id} found by phone has no phone`);
  const issued = await issueAuthCode(deps.db, user.id, deps.now());
  if (issued.kind === 'tooSoon') {
    return { kind: 'tooSoon', status: CREATE_STATUS_EXISTING, resendAfterSeconds: issued.secondsLeft };
  }
  try {
    await deps.messenger.send({ telefono, text: formatAuthCodeMessage(issued.code), secret: issued.code });
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'verification code not delivered');
    await discardAuthCode(deps.db, issued.id);
    throw new AppError(503, MESSAGE_NOT_SENT_MESSAGE);
  }
  return { kind: 'codeSent', status: CREATE_STATUS_EXISTING, resendAfterSeconds: AUTH_CODE_RESEND_SECONDS };
}
