import { canPagarPedido } from '../pedidos/pedidos.ts';

/**
 * Online payment of orders (and, with the events issue, ticket sales) through a payment provider: the rules and
 * texts the API and the web share. Spec 02 §3 (Payment info), §4 (payment), §8.
 */

/** The providers the server knows: MercadoPago, and the built-in simulated one that works offline. */
export const PAYMENT_PROVIDERS = ['simulado', 'mercadopago'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The kinds of thing paid online, as external references name them ('pedido:12', 'venta:7'). */
export const REFERENCIA_PEDIDO = 'pedido';
export const REFERENCIA_VENTA = 'venta';

/** Error body message of PreparePedidoPago for an order already paid; the web compares it as is (spec 02 §8). */
export const MSG_PEDIDO_YA_PAGADO = 'El pedido ya fue pagado';
export const MSG_PEDIDO_NO_PAGABLE = 'El pedido no está pendiente de pago';

/** What a Payment info's additionalInfo holds (JSON text): the provider button is drawn from these. */
export interface AdditionalInfo {
  preferenceId: string;
  publicKey: string;
}

/** The preference and public key of a Payment info's additionalInfo, or null when it holds something else. */
export function parseAdditionalInfo(additionalInfo: string | null | undefined): AdditionalInfo | null {
  if (!additionalInfo) return null;
  try {
    const value: unknown = JSON.parse(additionalInfo);
    if (typeof value !== 'object' || value === null) return null;
    const { preferenceId, publicKey } = value as Record<string, unknown>;
    if (typeof preferenceId !== 'string' || typeof publicKey !== 'string' || !preferenceId) return null;
    return { preferenceId, publicKey };
  } catch {
    return null;
  }
}

/** The additionalInfo text for a preference (the inverse of parseAdditionalInfo). */
export function formatAdditionalInfo(info: AdditionalInfo): string {
  return JSON.stringify({ preferenceId: info.preferenceId, publicKey: info.publicKey });
}

/**
 * How the buyer comes back from the provider's checkout to their orders: `#/mis-pedidos?pago={outcome}&pedido={id}`.
 * The outcome only chooses what to say while the server confirms; "paid" is always the server's word (the order's
 * `pagado`), never the address's.
 */
export const PAGO_RETORNO_PARAM = 'pago';
export const PAGO_RETORNO_PEDIDO_PARAM = 'pedido';
export const PAGO_RETORNOS = { success: 'aprobado', failure: 'rechazado', pending: 'pendiente' } as const;
export type PagoRetorno = (typeof PAGO_RETORNOS)[keyof typeof PAGO_RETORNOS];

/** The three back routes of an order's checkout (hash routes of the app). */
export function pedidoPagoBackRoutes(pedidoId: number): { success: string; failure: string; pending: string } {
  const route = (outcome: PagoRetorno) =>
    `#/mis-pedidos?${PAGO_RETORNO_PARAM}=${outcome}&${PAGO_RETORNO_PEDIDO_PARAM}=${pedidoId}`;
  return { success: route('aprobado'), failure: route('rechazado'), pending: route('pendiente') };
}

/** The outcome named by a return address, or null when it names none (or something else). */
export function parsePagoRetorno(value: string | null): PagoRetorno | null {
  return (Object.values(PAGO_RETORNOS) as string[]).includes(value ?? '') ? (value as PagoRetorno) : null;
}

/** What Mis Pedidos tells about a payment the customer came back from. */
export type AvisoPago = 'aprobado' | 'confirmando' | 'rechazado';

/**
 * 'aprobado' only when the server has the payment on record (the order's `pagado`); until then an approved or
 * pending return means the confirmation is on its way, and a refused one offers to pay again while the order still
 * can be paid. An order that can no longer be paid (annulled, rejected) gets no payment notice.
 */
export function chooseAvisoPago(pedido: { pagado: boolean; estadoId: number }, retorno: PagoRetorno): AvisoPago | null {
  if (pedido.pagado) return 'aprobado';
  if (!canPagarPedido(pedido.estadoId)) return null;
  return retorno === 'rechazado' ? 'rechazado' : 'confirmando';
}
