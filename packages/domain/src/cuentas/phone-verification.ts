/**
 * A site may verify new phones by a WhatsApp code before their first order, reservation or purchase (a platform
 * setting, off by default, against prank orders). The API refuses such a request with 403 PHONE_NOT_VERIFIED_ERROR
 * and one of these messages; the web reads the error and takes the customer to verify their phone.
 */

/** The `error` of the 403 answered to a customer whose phone still waits for its code. */
export const PHONE_NOT_VERIFIED_ERROR = 'PhoneNotVerified';

/** What the customer was doing when the phone's verification was asked for. */
export type PhoneVerificationKind = 'pedido' | 'reserva' | 'compra';

const FIRST_OF: Record<PhoneVerificationKind, string> = {
  pedido: 'tu primer pedido',
  reserva: 'tu primera reserva',
  compra: 'tu primera compra',
};

export function formatPhoneNotVerifiedMessage(kind: PhoneVerificationKind): string {
  return `Verificá tu teléfono con un código por WhatsApp antes de ${FIRST_OF[kind]}.`;
}

export interface PhoneVerificationContext {
  /** The site's setting (verificarTelefonosNuevos). */
  siteVerifiesNewPhones: boolean;
  /** Whether a WhatsApp code proved the account's phone (accounts from before the setting count as verified). */
  isPhoneVerified: boolean;
}

/** Whether the customer must verify their phone before ordering, booking or buying on this site. */
export function isPhoneVerificationPending(context: PhoneVerificationContext): boolean {
  return context.siteVerifiesNewPhones && !context.isPhoneVerified;
}

/** The refusal's message when the phone must be verified first; null when the request may go on. */
export function findPhoneNotVerifiedMessage(
  context: PhoneVerificationContext,
  kind: PhoneVerificationKind,
): string | null {
  return isPhoneVerificationPending(context) ? formatPhoneNotVerifiedMessage(kind) : null;
}
