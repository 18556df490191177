/**
 * The account form (mi-cuenta/{origen}): what brought the customer there decides the title, whether the address
 * is asked for and how it is labelled.
 */

export const ORIGENES = ['reserva', 'pedido', 'ticket', 'concurso', 'home'] as const;
export type Origen = (typeof ORIGENES)[number];

/** Stored when a customer leaves the address empty and the address is not required. */
export const DEFAULT_DOMICILIO = 'Completar Domicilio';

export function isOrigen(value: unknown): value is Origen {
  return typeof value === 'string' && (ORIGENES as readonly string[]).includes(value);
}

export interface OrigenContext {
  /** The route's origen, when the route has one. */
  origen?: string | null;
  /** cantidad of the reservation in progress (0 when there is none). */
  reservaCantidad: number;
  /** Whether the order in progress has items. */
  pedidoHasItems: boolean;
  /** Site flag: a portal whose businesses do not deliver (its "orders" are ticket purchases). */
  esPortalSinEntrega: boolean;
}

/**
 * The route's origen when it names one; otherwise inferred from what is in progress: a reservation, then an
 * order (a ticket purchase on a portal without delivery), else home.
 */
export function inferOrigen(context: OrigenContext): Origen {
  if (isOrigen(context.origen)) return context.origen;
  if (context.reservaCantidad > 0) return 'reserva';
  if (context.pedidoHasItems) return context.esPortalSinEntrega ? 'ticket' : 'pedido';
  return 'home';
}

export interface AddressContext {
  origen: Origen;
  /** Whether the order in progress is to be delivered (not picked up). */
  conEnvio: boolean;
  esPortalSinEntrega: boolean;
}

/** The address is required (and the field shown) only for an order to be delivered, on a site that delivers. */
export function isAddressRequired(context: AddressContext): boolean {
  return !context.esPortalSinEntrega && context.origen === 'pedido' && context.conEnvio;
}

/** The address to save: as entered when given or required; an empty optional one becomes 'Completar Domicilio'. */
export function fillDomicilio(domicilio: string | null | undefined, isRequired: boolean): string {
  const trimmed = (domicilio ?? '').trim();
  if (trimmed || isRequired) return trimmed;
  return DEFAULT_DOMICILIO;
}

/** Whether an address says nothing yet (empty, or the default text), so a real one on file should be kept. */
export function isDomicilioMissing(domicilio: string | null | undefined): boolean {
  const trimmed = (domicilio ?? '').trim();
  return trimmed === '' || trimmed === DEFAULT_DOMICILIO;
}

/** The form's heading by origen. */
export function getCuentaTitle(origen: Origen, conEnvio: boolean): string {
  switch (origen) {
    case 'reserva':
      return 'Completá tus datos para tu reserva';
    case 'pedido':
      return conEnvio ? 'Completá tus datos para el envío' : 'Completá tus datos para el pedido';
    default:
      return 'Completá tus datos para tu compra';
  }
}

/** The address field's label by origen: empty where the address is not about a delivery. */
export function getDomicilioLabel(origen: Origen, conEnvio: boolean): string {
  if (origen !== 'pedido') return '';
  return conEnvio ? 'Domicilio de entrega' : 'Tu domicilio (para futuros envíos)';
}

/** Phone verification (login/Create for a phone that already has an account). */
export const AUTH_CODE_LENGTH = 6;
/** A new code may be asked for this long after the previous one. */
export const AUTH_CODE_RESEND_SECONDS = 60;
export const AUTH_CODE_TTL_SECONDS = 10 * 60;
/** Wrong tries after which a code stops being accepted. */
export const AUTH_CODE_MAX_ATTEMPTS = 5;
/** login/Create's `status` when the phone already belongs to an account (202, and 429 when asked too soon). */
export const CREATE_STATUS_EXISTING = 'Existing';
/**
 * login/Create's `status` (202, and 429 when asked too soon) on a site that verifies new phones: the phone's account
 * (just created, or created before without a code) waits for the WhatsApp code before it gets a session.
 */
export const CREATE_STATUS_VERIFY = 'Verify';
/** login/Create's `error` for a wrong, expired or spent code (400). */
export const INVALID_AUTH_CODE_ERROR = 'InvalidAuthCode';
/**
 * login/Create's `reason` beside INVALID_AUTH_CODE_ERROR: 'Wrong' (mistyped: try again) or 'Unusable' (expired,
 * already used or out of tries: only a new code helps, so the form offers one at once).
 */
export const AUTH_CODE_REASON_WRONG = 'Wrong';
export const AUTH_CODE_REASON_UNUSABLE = 'Unusable';

/** The WhatsApp message carrying a verification code. */
export function formatAuthCodeMessage(code: string): string {
  return `Tu código de verificación es ${code}`;
}

/** The WhatsApp message carrying a code to reset a staff password (login/RequestPasswordReset). */
export function formatPasswordResetCodeMessage(code: string): string {
  return `Tu código para cambiar la contraseña es ${code}`;
}
