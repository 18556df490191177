import {
  CREATE_STATUS_VERIFY,
  findPhoneNotVerifiedMessage,
  PHONE_NOT_VERIFIED_ERROR,
  type PhoneVerificationKind,
} from '@vidriera/domain/cuentas';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError, badRequest, conflict } from '../../plugins/errors.ts';
import { type RegistrationDeps, requireRightCode, sendCode } from './registration.ts';

// Decision 018: a site may verify new phones by a WhatsApp code before their first order, reservation or purchase.

export const NO_PHONE_TO_VERIFY_MESSAGE = 'Tu cuenta no tiene teléfono: completalo en Mis Datos.';
export const PHONE_CHANGED_MESSAGE = 'Tu teléfono cambió mientras lo verificábamos: pedí un código nuevo.';

interface SiteSetting {
  verificarTelefonosNuevos: boolean;
}

export function isPhoneVerified(user: Pick<UserRow, 'telefonoVerificadoAt'>): boolean {
  return user.telefonoVerificadoAt !== null;
}

/**
 * The one check of the customer routes that write (pedidos/pedir, reservas/reservar, eventos/comprar), called
 * before anything is written: on a site that verifies new phones, an account whose phone no WhatsApp code has
 * proved yet is refused with 403 PhoneNotVerified.
 */
export function requireVerifiedPhone(site: SiteSetting, user: UserRow, kind: PhoneVerificationKind): void {
  const message = findPhoneNotVerifiedMessage(
    { siteVerifiesNewPhones: site.verificarTelefonosNuevos, isPhoneVerified: isPhoneVerified(user) },
    kind,
  );
  if (message) throw new AppError(403, message, { error: PHONE_NOT_VERIFIED_ERROR });
}

/** GetActivo's telefonoVerificado: only on a site that verifies new phones (elsewhere the answer is as before). */
export function describePhoneVerification(
  site: SiteSetting | undefined,
  user: UserRow,
): { telefonoVerificado?: boolean } {
  return site?.verificarTelefonosNuevos ? { telefonoVerificado: isPhoneVerified(user) } : {};
}

export type VerifyPhoneOutcome =
  /** The phone is verified: now, or it already was (nothing sent). */
  | { kind: 'verified' }
  | { kind: 'codeSent'; status: typeof CREATE_STATUS_VERIFY; resendAfterSeconds: number }
  | { kind: 'tooSoon'; status: typeof CREATE_STATUS_VERIFY; resendAfterSeconds: number };

/**
 * login/VerifyPhone: the session's own phone. Without a code one is sent (as login/Create does, once per
 * AUTH_CODE_RESEND_SECONDS); with it the code is checked and the phone marked verified.
 */
export async function verifyOwnPhone(
  deps: RegistrationDeps,
  user: UserRow,
  authCode: string | null | undefined,
): Promise<VerifyPhoneOutcome> {
  if (!user.telefono) throw badRequest(NO_PHONE_TO_VERIFY_MESSAGE);
  if (isPhoneVerified(user)) return { kind: 'verified' };
  const code = authCode?.trim();
  if (!code) return sendCode(deps, user, CREATE_STATUS_VERIFY);
  const now = deps.now();
  await requireRightCode(deps.db, user.id, code, now);
  // Only the phone the code went to: a change of phone meanwhile (updateOwnUser) leaves the new one unverified.
  const marked = await deps.db
    .update(users)
    .set({ telefonoVerificadoAt: now, updatedAt: now })
    .where(and(eq(users.id, user.id), eq(users.telefono, user.telefono)))
    .returning({ id: users.id });
  if (marked.length === 0) throw conflict(PHONE_CHANGED_MESSAGE);
  return { kind: 'verified' };
}
