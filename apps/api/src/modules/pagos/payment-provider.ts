import type { PaymentProviderName } from '@vidriera/domain/pagos';

/**
 * What the app needs from a payment provider (MercadoPago, or the built-in simulated one): a checkout for an
 * amount, the state of a payment, and proof that a notification comes from the provider. Orders and ticket
 * sales pay through the same provider; the external reference ('pedido:{id}', 'venta:{id}') says what was paid.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the provider's checkout (MercadoPago: a preference) for one payment of `amount`. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The payment as the provider has it now, or null when the provider does not know that id. */
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Whether the notification carries a valid signature of this provider. Checked before anything else. */
  verifyWebhook(notification: WebhookNotification): boolean;
  /** The payment a (verified) notification is about; null for topics that are not payments. */
  getNotifiedPaymentId(notification: WebhookNotification): string | null;
  /**
   * Gives `amount` of the payment back to the payer. The same `idempotencyKey` never refunds twice: the provider
   * answers the refund it already made. Throws ProviderRefundError with the provider's reason when it refuses.
   */
  refundPayment(request: RefundRequest): Promise<ProviderRefund>;
}

export interface RefundRequest {
  paymentId: string;
  /** Centavos. */
  amount: number;
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  /** The provider's record, kept for audits. */
  raw: unknown;
}

/** The provider refused a refund or could not be asked; `message` is its reason, as it gave it. */
export class ProviderRefundError extends Error {}

export interface CheckoutRequest {
  /** 'pedido:{id}' or 'venta:{id}' (external-reference.ts). */
  externalReference: string;
  /** What the buyer sees, e.g. 'Pedido #12 - La Farola'. */
  title: string;
  /** Centavos. */
  amount: number;
  /** Where the buyer returns after paying, by outcome (absolute URLs into the web app). */
  backUrls: { success: string; failure: string; pending: string };
  /** Where the provider posts payment notifications (this API's webhook for the provider). */
  notificationUrl: string;
  /** Base URL of this API as the buyer reached it (the simulated checkout page is served there). */
  apiBaseUrl: string;
}

export interface Checkout {
  preferenceId: string;
  publicKey: string;
  /** The page that takes the payment. */
  checkoutUrl: string;
}

/** A payment's state: MercadoPago's vocabulary ('approved', 'pending', 'in_process', 'rejected', ...). */
export interface ProviderPayment {
  id: string;
  status: string;
  externalReference: string | null;
  /** Centavos. */
  amount: number;
  /** The provider's own record, kept for audits. */
  raw: unknown;
}

/** A notification as it reached the webhook. */
export interface WebhookNotification {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

/** The status of a payment that went through (the only one that pays an order). */
export const APPROVED = 'approved';

/** The header value as one string (repeated headers keep the first). */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The id a MercadoPago-style notification names: `data.id` of the query string (what the signature covers),
 * else of the body; `id` with topic 'payment' for the older IPN form.
 */
export function readNotifiedPaymentId(notification: WebhookNotification): string | null {
  const { query, body } = notification;
  const bodyObject = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const type = String(query.type ?? query.topic ?? bodyObject.type ?? bodyObject.topic ?? '');
  if (type !== 'payment') return null;
  const data = (typeof bodyObject.data === 'object' && bodyObject.data !== null ? bodyObject.data : {}) as Record<
    string,
    unknown
  >;
  const id = query['data.id'] ?? data.id ?? query.id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const text = String(id).trim();
  return /^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : null;
}

/** The `data.id` the signature covers (the query string's, else the body's). */
export function readSignedDataId(notification: WebhookNotification): string | undefined {
  const fromQuery = notification.query['data.id'];
  if (typeof fromQuery === 'string') return fromQuery;
  const body = notification.body as { data?: { id?: unknown } } | undefined;
  const fromBody = body?.data?.id;
  return typeof fromBody === 'string' || typeof fromBody === 'number' ? String(fromBody) : undefined;
}
