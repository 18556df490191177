import {
  AUTH_CODE_RESEND_SECONDS,
  AUTH_CODE_REASON_UNUSABLE,
  AUTH_CODE_REASON_WRONG,
  CREATE_STATUS_EXISTING,
  CREATE_STATUS_VERIFY,
  formatAuthCodeMessage,
  INVALID_AUTH_CODE_ERROR,
  type CreateStatus,
  type CreateUserRequest,
} from '@vidriera/domain/cuentas';
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

/** Where the form was used: the site's id and whether it verifies new phones (null: no site). */
export interface RegistrationSite {
  id: number;
  verificarTelefonosNuevos: boolean;
}

export type RegistrationOutcome =
  /** A new phone: the account was created (200 with the login response). */
  | { kind: 'created'; user: UserRow }
  /** The code was right: the account is the caller's (200 with the login response). */
  | { kind: 'verified'; user: UserRow }
  /** A code was sent (202): the phone has an account ('Existing'), or its account waits for the code ('Verify'). */
  | { kind: 'codeSent'; status: CreateStatus; resendAfterSeconds: number }
  /** A code was sent less than AUTH_CODE_RESEND_SECONDS ago (429 with the seconds left). */
  | { kind: 'tooSoon'; status: CreateStatus; resendAfterSeconds: number };

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
 * code is checked, the phone counts as verified and the account's name and address take what was entered.
 * On a site that verifies new phones (decision 018) a new phone's account is created unverified and gets a code
 * instead of a session, and an unverified account answers 'Verify' rather than 'Existing'.
 */
export async function registerOrVerify(
  deps: RegistrationDeps,
  input: CreateUserRequest,
  site: RegistrationSite | null,
): Promise<RegistrationOutcome> {
  const telefono = requireAcceptedPhone(input.telefono);
  const verifiesNewPhones = site?.verificarTelefonosNuevos ?? false;
  const existing = await findUserByTelefono(deps.db, telefono);
  if (existing) return verifyExisting(deps, existing, input, verifiesNewPhones);
  let created: UserRow;
  try {
    created = await createCustomer(deps, input, telefono, site?.id ?? null);
  } catch (err) {
    // Someone registered the same phone a moment ago: from here on it is an existing account.
    if (!isUniqueViolation(err, 'users_telefono_idx')) throw err;
    const raced = await findUserByTelefono(deps.db, telefono);
    if (!raced) throw err;
    return verifyExisting(deps, raced, input, verifiesNewPhones);
  }
  if (!verifiesNewPhones) return { kind: 'created', user: created };
  return sendCode(deps, created, CREATE_STATUS_VERIFY);
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
  verifiesNewPhones: boolean,
): Promise<RegistrationOutcome> {
  if (user.anulado) throw new AppError(403, ACCOUNT_DISABLED_MESSAGE);
  const code = input.authCode?.trim();
  if (!code) {
    const waitsForCode = verifiesNewPhones && user.telefonoVerificadoAt === null;
    return sendCode(deps, user, waitsForCode ? CREATE_STATUS_VERIFY : CREATE_STATUS_EXISTING);
  }
  const now = deps.now();
  await requireRightCode(deps.db, user.id, code, now);
  const [updated] = await deps.db
    .update(users)
    .set({
      nombreApellido: input.nombreApellido,
      domicilio: chooseDomicilio(input.domicilio, user.domicilio),
      // The code went to this phone: it is proved, whatever the site.
      telefonoVerificadoAt: user.telefonoVerificadoAt ?? now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  return { kind: 'verified', user: updated ?? user };
}

/** Checks the code typed against the user's latest one: 400 InvalidAuthCode ('Wrong' or 'Unusable') unless right. */
export async function requireRightCode(db: Db, userId: number, code: string, now: Date): Promise<void> {
  const check = await checkAuthCode(db, userId, code, now);
  if (check === 'wrong') throw invalidAuthCode(WRONG_AUTH_CODE_MESSAGE, { reason: AUTH_CODE_REASON_WRONG });
  if (check === 'unusable') {
    // Only a new code helps: say when one may be asked for.
    const resendAfterSeconds = await resendWaitSeconds(db, userId, now);
    throw invalidAuthCode(UNUSABLE_AUTH_CODE_MESSAGE, { reason: AUTH_CODE_REASON_UNUSABLE, resendAfterSeconds });
  }
}

/** Sends a new code to the user's phone by WhatsApp, unless the last one is too recent (tooSoon). */
export async function sendCode<S extends CreateStatus>(
  deps: RegistrationDeps,
  user: UserRow,
  status: S,
): Promise<
  | { kind: 'codeSent'; status: S; resendAfterSeconds: number }
  | { kind: 'tooSoon'; status: S; resendAfterSeconds: number }
> {
  const telefono = user.telefono;
  if (!telefono) throw new Error(`user ${user.id} found by phone has no phone`);
  const issued = await issueAuthCode(deps.db, user.id, deps.now());
  if (issued.kind === 'tooSoon') return { kind: 'tooSoon', status, resendAfterSeconds: issued.secondsLeft };
  try {
    await deps.messenger.send({ telefono, text: formatAuthCodeMessage(issued.code), secret: issued.code });
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'verification code not delivered');
    await discardAuthCode(deps.db, issued.id);
    throw new AppError(503, MESSAGE_NOT_SENT_MESSAGE);
  }
  return { kind: 'codeSent', status, resendAfterSeconds: AUTH_CODE_RESEND_SECONDS };
}
