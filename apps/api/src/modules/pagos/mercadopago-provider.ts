import { MercadoPagoConfig, Payment, Preference } from 'mercadopago';
import type {
  Checkout,
  CheckoutRequest,
  PaymentProvider,
  ProviderPayment,
  WebhookNotification,
} from './payment-provider.ts';
import { readNotifiedPaymentId } from './payment-provider.ts';
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
      this.clients = { preference: new Preference(config), payment: new Payment(config) };
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

  verifyWebhook(notification: WebhookNotification): boolean {
    return isWebhookSignatureValid(notification, this.credentials.webhookSecret);
  }

  getNotifiedPaymentId(notification: WebhookNotification): string | null {
    return readNotifiedPaymentId(notification);
  }
}
