/**
 * Refunds (decision 022). A refund is asked for inside the transaction that makes it due (a late or second
 * payment, in applyPayment) or found by the job (a paid order or sale cancelled since: each payment target lists
 * them), and always written as one `reintegros` row per provider payment, so asking twice adds nothing. The job
 * then sends each pending one to the provider: it takes the row with a lock and a lease, calls the provider with
 * the key `reintegro-{id}` (a crash after the call and before the write is answered the same refund on the next
 * try) and records the outcome, audited. Failures keep the provider's reason and are tried again with backoff.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  type EstadoReintegro,
  getProximoIntentoReintegro,
  LEASE_REINTEGRO_SEGUNDOS,
  MAX_INTENTOS_REINTEGRO,
  type MotivoReintegro,
  type PaymentProviderName,
} from '@vidriera/domain/pagos';
import type { Db } from '../../db/client.ts';
import { pagos, paymentEvents, reintegros } from '../../db/schema.ts';
import { recordAudit } from '../plataforma/public.ts';
import type { PaymentReference } from './external-reference.ts';
import { APPROVED, type PaymentProvider, ProviderRefundError } from './payment-provider.ts';
import type { RefundDue } from './payment-targets.ts';
import type { PaymentsDeps } from './payments-deps.ts';

export type ReintegroRow = typeof reintegros.$inferSelect;

/** How a target names the payment that paid it: '{provider}:{paymentId}' (applyPayment writes it). */
export function formatPaymentRef(provider: string, paymentId: string): string {
  return `${provider}:${paymentId}`;
}

export function parsePaymentRef(paymentRef: string): { provider: string; paymentId: string } | null {
  const at = paymentRef.indexOf(':');
  if (at <= 0 || at === paymentRef.length - 1) return null;
  return { provider: paymentRef.slice(0, at), paymentId: paymentRef.slice(at + 1) };
}

/**
 * For a target's "paid and cancelled" query: true while the payment `paymentRef` (a column '{provider}:{id}') of
 * the reference `kind`/`id` has no refund yet.
 */
export function hasNoRefund(kind: string, id: SQL | unknown, paymentRef: SQL | unknown): SQL {
  return sql`not exists (select 1 from ${reintegros} r where r.referencia_tipo = ${kind} and r.referencia_id = ${id}
    and r.provider || ':' || r.payment_id = ${paymentRef})`;
}

export interface RefundRequestInput {
  reference: PaymentReference;
  provider: PaymentProviderName;
  paymentId: string;
  comercioId: number | null;
  motivo: MotivoReintegro;
  /** Centavos: what the payment paid. */
  importe: number;
  pago: { id: number; cuentaComercioId: number | null } | null;
}

/**
 * Asks for the refund of one payment inside the caller's transaction: a new pending row (audited), or nothing
 * when that payment already has one. Answers whether it was new.
 */
export async function requestRefund(tx: Db, deps: PaymentsDeps, input: RefundRequestInput): Promise<boolean> {
  if (input.importe <= 0) return false;
  const now = deps.now();
  const [row] = await tx
    .insert(reintegros)
    .values({
      pagoId: input.pago?.id ?? null,
      provider: input.provider,
      cuentaComercioId: input.pago?.cuentaComercioId ?? null,
      paymentId: input.paymentId,
      referenciaTipo: input.reference.kind,
      referenciaId: input.reference.id,
      comercioId: input.comercioId,
      importe: input.importe,
      motivo: input.motivo,
      proximoIntento: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return false;
  await recordAudit(
    tx,
    {
      actor: null,
      comercioId: input.comercioId,
      action: 'reintegro.solicitar',
      entity: 'reintegro',
      entityId: row.id,
      after: auditView(row),
    },
    now,
  );
  await deps.targets.get(input.reference.kind)?.announceChange(tx, input.reference.id);
  return true;
}

const auditView = (row: ReintegroRow) => ({
  referencia: `${row.referenciaTipo}:${row.referenciaId}`,
  pago: formatPaymentRef(row.provider, row.paymentId),
  importe: row.importe,
  motivo: row.motivo,
  estado: row.estado,
  intentos: row.intentos,
  error: row.error,
  refundId: row.refundId,
});

/** What the payment paid, as its approval was notified; else what the checkout charged. */
async function paidAmount(db: Db, provider: string, paymentId: string, fallback: number): Promise<number> {
  const [event] = await db
    .select({ importe: paymentEvents.importe })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, provider),
        eq(paymentEvents.paymentId, paymentId),
        eq(paymentEvents.status, APPROVED),
      ),
    )
    .limit(1);
  return event?.importe ?? fallback;
}

/** The paid checkout of a reference with that provider (the one a payment applied to). */
async function findPaidCheckout(db: Db, reference: PaymentReference, provider: string) {
  const [row] = await db
    .select()
    .from(pagos)
    .where(
      and(
        eq(pagos.referenciaTipo, reference.kind),
        eq(pagos.referenciaId, reference.id),
        eq(pagos.provider, provider as PaymentProviderName),
        isNotNull(pagos.paidAt),
      ),
    )
    .orderBy(asc(pagos.paidAt))
    .limit(1);
  return row;
}

/** Asks for the refund of a cancelled paid thing (the job's first step, per target). Answers whether it was new. */
export async function requestRefundForCancelled(deps: PaymentsDeps, kind: string, due: RefundDue): Promise<boolean> {
  const parsed = parsePaymentRef(due.paymentRef);
  if (!parsed) {
    deps.log.error({ kind, id: due.id, paymentRef: due.paymentRef }, 'a paid target names no payment it can refund');
    return false;
  }
  const reference = { kind, id: due.id };
  const pago = await findPaidCheckout(deps.db, reference, parsed.provider);
  const importe = await paidAmount(deps.db, parsed.provider, parsed.paymentId, pago?.importe ?? 0);
  return requestRefund(deps.db, deps, {
    reference,
    provider: parsed.provider as PaymentProviderName,
    paymentId: parsed.paymentId,
    comercioId: due.comercioId,
    motivo: 'cancelado',
    importe,
    pago: pago ?? null,
  });
}

/** The provider that took the payment: the business's own account, else the platform's by name. */
async function providerOf(deps: PaymentsDeps, row: ReintegroRow): Promise<PaymentProvider | undefined> {
  if (row.cuentaComercioId !== null) {
    const own = await deps.comercioProviders?.forComercio(row.cuentaComercioId);
    return own && own.name === row.provider ? own : undefined;
  }
  return deps.providers.byName(row.provider);
}

/** Refunds to send at `now`: not done, their next try has come, tries left, and no other process holds them. */
const isRefundDue = (now: Date) =>
  and(
    inArray(reintegros.estado, ['pendiente', 'fallido']),
    lte(reintegros.proximoIntento, now),
    lt(reintegros.intentos, MAX_INTENTOS_REINTEGRO),
    or(isNull(reintegros.tomadoHasta), lte(reintegros.tomadoHasta, now)),
  );

/** How many refunds are due and not sent yet: the payments job's backlog (GET /metrics). */
export async function countRefundsDue(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reintegros).where(isRefundDue(now));
  return row?.n ?? 0;
}

/** Takes the next refund due, with a row lock while taking it and a lease while the provider is asked. */
async function claimNext(deps: PaymentsDeps, now: Date): Promise<ReintegroRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: reintegros.id })
      .from(reintegros)
      .where(isRefundDue(now))
      .orderBy(asc(reintegros.proximoIntento), asc(reintegros.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(reintegros)
      .set({
        tomadoHasta: new Date(now.getTime() + LEASE_REINTEGRO_SEGUNDOS * 1000),
        intentos: sql`${reintegros.intentos} + 1`,
        updatedAt: now,
      })
      .where(eq(reintegros.id, due.id))
      .returning();
    return claimed;
  });
}

async function recordOutcome(deps: PaymentsDeps, row: ReintegroRow, changes: Partial<ReintegroRow>, action: string) {
  const now = deps.now();
  await deps.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [after] = await tx
      .update(reintegros)
      .set({ ...changes, tomadoHasta: null, updatedAt: now })
      .where(and(eq(reintegros.id, row.id), sql`${reintegros.estado} <> 'hecho'`))
      .returning();
    if (!after) return;
    await recordAudit(
      tx,
      {
        actor: null,
        comercioId: row.comercioId,
        action,
        entity: 'reintegro',
        entityId: row.id,
        before: auditView(row),
        after: auditView(after),
      },
      now,
    );
    await deps.targets.get(row.referenciaTipo)?.announceChange(tx, row.referenciaId);
  });
}

/** Sends one taken refund to its provider and records what happened. */
async function sendRefund(deps: PaymentsDeps, row: ReintegroRow): Promise<EstadoReintegro> {
  const provider = await providerOf(deps, row);
  try {
    if (!provider) throw new ProviderRefundError('El proveedor que cobró el pago ya no está configurado');
    const refund = await provider.refundPayment({
      paymentId: row.paymentId,
      amount: row.importe,
      idempotencyKey: `reintegro-${row.id}`,
    });
    await recordOutcome(
      deps,
      row,
      { estado: 'hecho', refundId: refund.id, raw: refund.raw, error: null, hechoAt: deps.now() },
      'reintegro.hecho',
    );
    return 'hecho';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (!(error instanceof ProviderRefundError)) deps.log.error({ err: error, reintegro: row.id }, 'refund failed');
    const proximo = getProximoIntentoReintegro(row.intentos, deps.now());
    await recordOutcome(
      deps,
      row,
      { estado: 'fallido', error: reason.slice(0, 500), proximoIntento: proximo ?? row.proximoIntento },
      'reintegro.fallido',
    );
    return 'fallido';
  }
}

export interface RefundRunReport {
  hechos: number;
  fallidos: number;
}

/** Sends every refund due now (at most `limit` in one run). */
export async function processRefunds(deps: PaymentsDeps, limit = 50): Promise<RefundRunReport> {
  const report: RefundRunReport = { hechos: 0, fallidos: 0 };
  for (let i = 0; i < limit; i++) {
    const row = await claimNext(deps, deps.now());
    if (!row) break;
    const estado = await sendRefund(deps, row);
    if (estado === 'hecho') report.hechos++;
    else report.fallidos++;
  }
  return report;
}
