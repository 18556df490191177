import { MercadoPagoConfig, Payment, PaymentRefund, Preference } from 'mercadopago';
import type {
  Checkout,
  CheckoutRequest,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  RefundRequest,
  WebhookNotification,
} from './payment-provider.ts';
import { ProviderRefundError, readNotifiedPaymentId } from './payment-provider.ts';
import { isWebhookSignatureValid } from './webhook-signature.ts';

export interface MercadoPagoCredentials {
  accessToken: string;
  publicKey: string;
  /** The "secret signature" of the application's webhooks (Tus integraciones → Webhooks). */
  webhookSecret: string;
}

/** The SDK calls the provider makes; tests hand in fakes, production the official SDK's clients. */
export interface MercadoPagoClients {
  preference: Pick<Preference, 'create'>;
  payment: Pick<Payment, 'get'>;
  refund: Pick<PaymentRefund, 'create'>;
}

/** Checkout Pro through the official SDK: a preference per payment, the hosted checkout, signed webhooks. */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago' as const;
  private readonly clients: MercadoPagoClients;

  constructor(
    private readonly credentials: MercadoPagoCredentials,
    clients?: MercadoPagoClients,
  ) {
    if (clients) {
      this.clients = clients;
    } else {
      const config = new MercadoPagoConfig({ accessToken: credentials.accessToken, options: { timeout: 10_000 } });
      this.clients = {
        preference: new Preference(config),
        payment: new Payment(config),
        refund: new PaymentRefund(config),
      };
    }
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const preference = await this.clients.preference.create({
      body: {
        items: [
          {
            id: request.externalReference,
            title: request.title,
            quantity: 1,
            unit_price: request.amount / 100,
            currency_id: 'ARS',
          },
        ],
        external_reference: request.externalReference,
        back_urls: request.backUrls,
        // Only an approved payment returns by itself; the others wait for the buyer on MercadoPago's page.
        auto_return: 'approved',
        notification_url: request.notificationUrl,
      },
    });
    if (!preference.id || !preference.init_point) throw new Error('MercadoPago no devolvió la preferencia');
    return { preferenceId: preference.id, publicKey: this.credentials.publicKey, checkoutUrl: preference.init_point };
  }

  async getPayment(paymentId: string): Promise<ProviderPayment | null> {
    try {
      const payment = await this.clients.payment.get({ id: paymentId });
      return {
        id: String(payment.id ?? paymentId),
        status: payment.status ?? 'unknown',
        externalReference: payment.external_reference ?? null,
        amount: Math.round((payment.transaction_amount ?? 0) * 100),
        raw: payment,
      };
    } catch (error) {
      // The SDK throws MercadoPago's error body; an unknown payment is an answer, anything else a failure.
      if ((error as { status?: number } | null)?.status === 404) return null;
      throw error;
    }
  }

  /** POST /v1/payments/{id}/refunds with the amount and X-Idempotency-Key (a repeated key answers the same refund). */
  async refundPayment(request: RefundRequest): Promise<ProviderRefund> {
    try {
      const refund = await this.clients.refund.create({
        payment_id: request.paymentId,
        body: { amount: request.amount / 100 },
        requestOptions: { idempotencyKey: request.idempotencyKey },
      });
      if (refund.id === undefined || refund.id === null)
        throw new ProviderRefundError('MercadoPago no devolvió el reintegro');
      return { id: String(refund.id), raw: refund };
    } catch (error) {
      if (error instanceof ProviderRefundError) throw error;
      throw new ProviderRefundError(describeMercadoPagoError(error));
    }
  }

  verifyWebhook(notification: WebhookNotification): boolean {
    return isWebhookSignatureValid(notification, this.credentials.webhookSecret);
  }

  getNotifiedPaymentId(notification: WebhookNotification): string | null {
    return readNotifiedPaymentId(notification);
  }
}

/** MercadoPago's reason as its error body gives it ('Payment not found', 'cause' list), else the thrown message. */
export function describeMercadoPagoError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const body = error as { message?: unknown; error?: unknown; status?: unknown; cause?: unknown };
  const causes = Array.isArray(body.cause)
    ? body.cause.map((c: { description?: unknown; code?: unknown }) => c?.description ?? c?.code).filter(Boolean)
    : [];
  const parts = [body.status, body.message ?? body.error, ...causes].filter((p) => p !== undefined && p !== null);
  return parts.length > 0 ? parts.map(String).join(' - ').slice(0, 500) : 'Error desconocido del proveedor';
}
