/**
 * Online payment of orders (and, with the events issue, ticket sales) through a payment provider: the rules and
 * texts the API and the web share. Spec 02 §3 (Payment info), §4 (payment), §8.
 */

/** The providers the server knows: MercadoPago, and the built-in simulated one that works offline. */
export const PAYMENT_PROVIDERS = ['simulado', 'mercadopago'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

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
