import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { withQuery } from '@vidriera/domain/common';
import { pagoWebhookRoute, simuladoCheckoutRoute } from '@vidriera/domain/pagos';
import type { Db } from '../../db/client.ts';
import { settings, simuladoCheckouts, simuladoPagos, simuladoReintegros } from '../../db/schema.ts';
import {
  APPROVED,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  ProviderRefundError,
  type RefundRequest,
  readNotifiedPaymentId,
  type WebhookNotification,
} from './payment-provider.ts';
import { isWebhookSignatureValid, signWebhook } from './webhook-signature.ts';

export const SIMULATED_PUBLIC_KEY = 'SIMULADO';
export const REJECTED = 'rejected';
export const REFUNDED = 'refunded';

/** The simulated checkout page of a preference, under /api (its GET shows it, its POST takes the choice). */
export const simulatedCheckoutPath = (preferenceId: string) => `/api${simuladoCheckoutRoute.toPath({ preferenceId })}`;

export type SimulatedCheckout = typeof simuladoCheckouts.$inferSelect;

const SECRET_KEY = 'pagos_simulado_webhook_secret';

/**
 * The webhook secret of the simulated provider, kept in the database so every API process signs and checks
 * notifications with the same one.
 */
export async function loadSimulatedWebhookSecret(db: Db): Promise<string> {
  const generated = randomBytes(32).toString('base64url');
  await db.insert(settings).values({ key: SECRET_KEY, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
  return row?.value ?? generated;
}

/**
 * The embedded provider, so every flow works with no account and offline: its checkouts and payments are rows
 * of this database, its checkout page is served by this API (simulated-checkout-routes.ts), and each payment
 * made there is announced to the webhook signed exactly as MercadoPago signs its notifications.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulado' as const;

  constructor(private readonly deps: { db: Db; now: () => Date; webhookSecret: string }) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const id = `sim-${randomUUID()}`;
    await this.deps.db.insert(simuladoCheckouts).values({
      id,
      titulo: request.title,
      externalReference: request.externalReference,
      importe: request.amount,
      backUrls: request.backUrls,
      createdAt: this.deps.now(),
    });
    return {
      preferenceId: id,
      publicKey: SIMULATED_PUBLIC_KEY,
      checkoutUrl: `${request.apiBaseUrl}${simulatedCheckoutPath(id)}`,
    };
  }

  async getCheckout(checkoutId: string): Promise<SimulatedCheckout | undefined> {
    const [row] = await this.deps.db.select().from(simuladoCheckouts).where(eq(simuladoCheckouts.id, checkoutId));
    return row;
  }

  /** The checkout's approved payment, if the buyer already approved one. */
  async findApprovedPaymentId(checkoutId: string): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ id: simuladoPagos.id })
      .from(simuladoPagos)
      .where(and(eq(simuladoPagos.checkoutId, checkoutId), eq(simuladoPagos.status, APPROVED)))
      .orderBy(desc(simuladoPagos.id))
      .limit(1);
    return row ? String(row.id) : null;
  }

  /** Records the buyer's choice on the checkout page as a payment of the checkout's amount. */
  async recordPayment(checkout: SimulatedCheckout, approve: boolean): Promise<string> {
    const [row] = await this.deps.db
      .insert(simuladoPagos)
      .values({
        checkoutId: checkout.id,
        status: approve ? APPROVED : REJECTED,
        externalReference: checkout.externalReference,
        importe: checkout.importe,
        createdAt: this.deps.now(),
      })
      .returning({ id: simuladoPagos.id });
    return String(row?.id);
  }

  async getPayment(paymentId: string): Promise<ProviderPayment | null> {
    if (!/^\d{1,9}$/.test(paymentId)) return null;
    const [row] = await this.deps.db
      .select()
      .from(simuladoPagos)
      .where(eq(simuladoPagos.id, Number(paymentId)));
    if (!row) return null;
    return {
      id: String(row.id),
      status: row.status,
      externalReference: row.externalReference,
      amount: row.importe,
      raw: { ...row, createdAt: row.createdAt.toISOString() },
    };
  }

  /**
   * Refunds an approved payment, whole or in part, once per idempotency key (a repeated key answers the refund
   * already made, as MercadoPago does); the payment's status becomes 'refunded'.
   */
  async refundPayment(request: RefundRequest): Promise<ProviderRefund> {
    const existing = await this.findRefund(request.idempotencyKey);
    if (existing) return existing;
    const payment = await this.getPayment(request.paymentId);
    if (!payment) throw new ProviderRefundError('El pago no existe');
    if (payment.status !== APPROVED)
      throw new ProviderRefundError(`El pago no se puede reintegrar (${payment.status})`);
    if (request.amount <= 0 || request.amount > payment.amount) {
      throw new ProviderRefundError('El importe a reintegrar supera el del pago');
    }
    await this.deps.db.transaction(async (tx) => {
      await tx
        .insert(simuladoReintegros)
        .values({
          pagoId: Number(payment.id),
          idempotencyKey: request.idempotencyKey,
          importe: request.amount,
          createdAt: this.deps.now(),
        })
        .onConflictDoNothing();
      await tx
        .update(simuladoPagos)
        .set({ status: REFUNDED })
        .where(eq(simuladoPagos.id, Number(payment.id)));
    });
    const made = await this.findRefund(request.idempotencyKey);
    if (!made) throw new ProviderRefundError('El reintegro no quedó registrado');
    return made;
  }

  private async findRefund(idempotencyKey: string): Promise<ProviderRefund | null> {
    const [row] = await this.deps.db
      .select()
      .from(simuladoReintegros)
      .where(eq(simuladoReintegros.idempotencyKey, idempotencyKey));
    return row ? { id: `simref-${row.id}`, raw: { ...row, createdAt: row.createdAt.toISOString() } } : null;
  }

  verifyWebhook(notification: WebhookNotification): boolean {
    return isWebhookSignatureValid(notification, this.deps.webhookSecret);
  }

  getNotifiedPaymentId(notification: WebhookNotification): string | null {
    return readNotifiedPaymentId(notification);
  }

  /** The notification MercadoPago would send for the payment: query, body and signed headers. */
  buildNotification(paymentId: string): { url: string; headers: Record<string, string>; body: unknown } {
    const requestId = randomUUID();
    const ts = String(this.deps.now().getTime());
    return {
      url: withQuery(`/api${pagoWebhookRoute.toPath({ provider: this.name })}`, {
        'data.id': paymentId,
        type: 'payment',
      }),
      headers: {
        'x-signature': signWebhook(paymentId, requestId, ts, this.deps.webhookSecret),
        'x-request-id': requestId,
      },
      body: { action: 'payment.created', type: 'payment', data: { id: paymentId } },
    };
  }
}
