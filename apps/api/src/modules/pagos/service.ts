import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  formatAdditionalInfo,
  type PaymentProviderName,
  pagoWebhookComercioRoute,
  pagoWebhookRoute,
  MOTIVOS_REINTEGRO,
  type InfoPago,
} from '@vidriera/domain/pagos';
import type { Db } from '../../db/client.ts';
import { pagos, paymentEvents } from '../../db/schema.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { formatExternalReference, type PaymentReference, parseExternalReference } from './external-reference.ts';
import { APPROVED, type PaymentProvider, type ProviderPayment, type WebhookNotification } from './payment-provider.ts';
import type { MarkPaidResult } from './payment-targets.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { formatPaymentRef, requestRefund } from './reintegros.ts';

export type PagoRow = typeof pagos.$inferSelect;

export const MSG_PROVEEDOR_DESCONOCIDO = 'Proveedor de pagos desconocido';
export const MSG_FIRMA_INVALIDA = 'La firma de la notificación no es válida';
export const MSG_PROVEEDOR_NO_RESPONDE = 'No se pudo consultar el pago al proveedor. Reintentá en unos minutos.';

/** Statuses that may follow an approval (money given back): anything else leaves an approved checkout as it is. */
const REVERSALS = new Set(['refunded', 'charged_back']);

export interface PrepareCheckoutRequest {
  reference: PaymentReference;
  /** Centavos, computed by the server. */
  amount: number;
  title: string;
  /** Origin of the request ('https://tandil.example.com'): the API and the buyer's site. */
  origin: string;
  /** Hash routes of the web app to return to by outcome ('#/mis-pedidos'). */
  backRoutes: { success: string; failure: string; pending: string };
  /** The business paid: its own MercadoPago account takes the payment when it set one. */
  comercioId?: number;
}

/** Who takes a business's payments: its own MercadoPago account, else the platform's active provider. */
export async function resolveCheckoutProvider(
  deps: PaymentsDeps,
  comercioId: number | undefined,
): Promise<{ provider: PaymentProvider; comercioId: number | null }> {
  if (comercioId !== undefined && deps.comercioProviders) {
    const own = await deps.comercioProviders.forComercio(comercioId);
    if (own) return { provider: own, comercioId };
  }
  return { provider: deps.providers.active, comercioId: null };
}

/** Payment info (spec 02 §3) of a prepared checkout. */
export function toInfoPago(pago: PagoRow): InfoPago {
  return {
    id: pago.referenciaId,
    additionalInfo: formatAdditionalInfo({ preferenceId: pago.preferenceId, publicKey: pago.publicKey }),
    provider: pago.provider,
    checkoutUrl: pago.checkoutUrl,
    importe: pago.importe / 100,
  };
}

const byReference = (reference: PaymentReference) =>
  and(eq(pagos.referenciaTipo, reference.kind), eq(pagos.referenciaId, reference.id));

/** Whether an approved payment already covered the reference (with any provider). */
export async function isReferencePaid(db: Db, reference: PaymentReference): Promise<boolean> {
  const [row] = await db
    .select({ id: pagos.id })
    .from(pagos)
    .where(and(byReference(reference), isNotNull(pagos.paidAt)))
    .limit(1);
  return row !== undefined;
}

/** The reference's current checkout with the provider (the active one unless told), if one was prepared. */
export async function findCurrentCheckout(
  deps: PaymentsDeps,
  reference: PaymentReference,
  providerName: PaymentProviderName = deps.providers.active.name,
): Promise<PagoRow | null> {
  const [row] = await deps.db
    .select()
    .from(pagos)
    .where(and(byReference(reference), eq(pagos.provider, providerName), eq(pagos.vigente, true)))
    .limit(1);
  return row ?? null;
}

/**
 * The checkout for paying the reference's amount: the current one when it charges that amount, else a new one
 * with the active provider (an amount that changed retires the old checkout first). Two concurrent calls end
 * with one current checkout: the unique index on current checkouts lets one insert win, the other reads it.
 */
export async function prepareCheckout(deps: PaymentsDeps, request: PrepareCheckoutRequest): Promise<InfoPago> {
  const { db, now } = deps;
  const { provider, comercioId } = await resolveCheckoutProvider(deps, request.comercioId);
  const current = await findCurrentCheckout(deps, request.reference, provider.name);
  if (current && current.importe === request.amount) return toInfoPago(current);
  if (current) {
    await db.update(pagos).set({ vigente: false, updatedAt: now() }).where(eq(pagos.id, current.id));
  }

  const apiBase = (deps.publicUrl ?? request.origin).replace(/\/+$/, '');
  // A business's own account notifies at its own address: the webhook checks it with that business's secret.
  const webhookPath = `/api${
    comercioId === null
      ? pagoWebhookRoute.toPath({ provider: provider.name })
      : pagoWebhookComercioRoute.toPath({ provider: provider.name, configRestoId: comercioId })
  }`;
  const toApp = (route: string) => `${request.origin}/${route}`;
  const checkout = await provider.createCheckout({
    externalReference: formatExternalReference(request.reference),
    title: request.title,
    amount: request.amount,
    backUrls: {
      success: toApp(request.backRoutes.success),
      failure: toApp(request.backRoutes.failure),
      pending: toApp(request.backRoutes.pending),
    },
    notificationUrl: `${apiBase}${webhookPath}`,
    apiBaseUrl: request.origin,
  });
  const [inserted] = await db
    .insert(pagos)
    .values({
      provider: provider.name,
      preferenceId: checkout.preferenceId,
      referenciaTipo: request.reference.kind,
      referenciaId: request.reference.id,
      importe: request.amount,
      publicKey: checkout.publicKey,
      checkoutUrl: checkout.checkoutUrl,
      cuentaComercioId: comercioId,
      createdAt: now(),
      updatedAt: now(),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return toInfoPago(inserted);
  const winner = await findCurrentCheckout(deps, request.reference, provider.name);
  if (!winner) throw new Error('the concurrent checkout vanished');
  return toInfoPago(winner);
}

/** The provider a notification is for: the platform's by name, or a business's own account at its address. */
async function findNotifiedProvider(deps: PaymentsDeps, providerName: string, comercioId: number | undefined) {
  if (comercioId === undefined) return deps.providers.byName(providerName);
  const own = await deps.comercioProviders?.forComercio(comercioId);
  return own && own.name === providerName ? own : undefined;
}

/**
 * POST pagos/webhook/{provider}[/{configRestoId}]: the signature first (a bad one changes nothing), then the
 * payment as the provider has it now (never the notification's word), then applyPayment. Answers what it did.
 */
export async function handleNotification(
  deps: PaymentsDeps,
  providerName: string,
  notification: WebhookNotification,
  comercioId?: number,
): Promise<string> {
  const provider = await findNotifiedProvider(deps, providerName, comercioId);
  if (!provider) throw notFound(MSG_PROVEEDOR_DESCONOCIDO);
  if (!provider.verifyWebhook(notification)) {
    deps.log.warn({ provider: providerName }, 'payment notification with an invalid signature');
    throw new AppError(401, MSG_FIRMA_INVALIDA);
  }
  const paymentId = provider.getNotifiedPaymentId(notification);
  if (!paymentId) return 'ignorado';
  let payment: ProviderPayment | null;
  try {
    payment = await provider.getPayment(paymentId);
  } catch (error) {
    // A 503 makes the provider deliver the notification again later.
    deps.log.error({ err: error, provider: providerName, paymentId }, 'could not fetch a notified payment');
    throw new AppError(503, MSG_PROVEEDOR_NO_RESPONDE);
  }
  if (!payment) return 'desconocido';
  return applyPayment(deps, provider.name, payment);
}

/**
 * Applies a payment's current state once per (provider, payment, status), in one transaction: the checkout
 * records it, and an approval that covers the prepared amount marks its target paid. The checkout row is
 * locked first, so notifications of the same checkout apply one after the other.
 */
export async function applyPayment(deps: PaymentsDeps, providerName: PaymentProviderName, payment: ProviderPayment) {
  const { now, log } = deps;
  const reference = parseExternalReference(payment.externalReference);
  return deps.db.transaction(async (tx) => {
    const pago = reference ? await lockCheckout(tx as unknown as Db, providerName, reference) : undefined;
    const [event] = await tx
      .insert(paymentEvents)
      .values({
        provider: providerName,
        paymentId: payment.id,
        status: payment.status,
        pagoId: pago?.id ?? null,
        externalReference: payment.externalReference,
        importe: payment.amount,
        receivedAt: now(),
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!event) return 'repetido';

    let resultado: string;
    if (!reference || !pago) {
      resultado = 'sin-pago';
      log.warn({ provider: providerName, payment: payment.id }, 'a payment for no prepared checkout');
    } else {
      const isApproved = payment.status === APPROVED;
      const covers = payment.amount >= pago.importe;
      let paidAt = pago.paidAt;
      if (isApproved && covers) {
        resultado = await markTargetPaid(tx as unknown as Db, deps, reference, pago, providerName, payment);
        if (resultado === 'aplicado') paidAt ??= now();
      } else {
        resultado = isApproved ? 'importe-insuficiente' : payment.status;
        if (isApproved) log.warn({ pago: pago.id, payment: payment.id }, 'approved payment below the amount');
      }
      // A late notification of an earlier state must not undo an approval.
      const status = pago.paidAt && !REVERSALS.has(payment.status) ? pago.status : payment.status;
      await tx
        .update(pagos)
        .set({ status, paymentId: payment.id, raw: payment.raw, paidAt, updatedAt: now() })
        .where(eq(pagos.id, pago.id));
    }
    await tx.update(paymentEvents).set({ resultado }).where(eq(paymentEvents.id, event.id));
    return resultado;
  });
}

/** The checkout a payment belongs to (the current one, else the latest), locked for this transaction. */
async function lockCheckout(tx: Db, providerName: PaymentProviderName, reference: PaymentReference) {
  const [row] = await tx
    .select()
    .from(pagos)
    .where(and(byReference(reference), eq(pagos.provider, providerName)))
    .orderBy(desc(pagos.vigente), desc(pagos.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Marks the target paid in a savepoint. When the target refuses (an order annulled or a hold expired meanwhile),
 * or it was already paid by another payment, the payment is still recorded and answered, and its refund is asked
 * for in the same transaction (decision 022), instead of failing the notification forever.
 */
async function markTargetPaid(
  tx: Db,
  deps: PaymentsDeps,
  reference: PaymentReference,
  pago: PagoRow,
  providerName: PaymentProviderName,
  payment: ProviderPayment,
) {
  const target = deps.targets.get(reference.kind);
  if (!target) return 'sin-destino';
  const paymentRef = formatPaymentRef(providerName, payment.id);
  let result: MarkPaidResult;
  try {
    result = await tx.transaction((sp) => target.markPaid(sp as unknown as Db, reference.id, paymentRef, deps.now()));
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    result = { paid: false, paymentRef: null, comercioId: null };
  }
  if (result.paid && result.paymentRef === paymentRef) return 'aplicado';
  const motivo = result.paid ? MOTIVOS_REINTEGRO.pagoDuplicado : MOTIVOS_REINTEGRO.pagoTardio;
  deps.log.warn({ reference, paymentRef, motivo }, 'a payment its target does not keep: refunding it');
  await requestRefund(tx, deps, {
    reference,
    provider: providerName,
    paymentId: payment.id,
    comercioId: result.comercioId,
    motivo,
    importe: payment.amount,
    pago,
  });
  return result.paid ? 'duplicado' : 'rechazado-por-destino';
}

/** Counts the reference's applied payment events (tests and the back office read them). */
export async function countAppliedPayments(db: Db, reference: PaymentReference): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.externalReference, formatExternalReference(reference)),
        eq(paymentEvents.resultado, 'aplicado'),
      ),
    );
  return row?.n ?? 0;
}
