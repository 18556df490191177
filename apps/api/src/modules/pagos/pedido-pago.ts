import {
  MSG_PEDIDO_NO_PAGABLE,
  MSG_PEDIDO_YA_PAGADO,
  pedidoPagoBackRoutes,
  REFERENCIA_PEDIDO,
  type InfoPago,
} from '@vidriera/domain/pagos';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  canPagarPedido,
  ESTADO_CANCELADO,
  ESTADO_RECHAZADO,
  FORMA_PAGO_ONLINE,
  isPedidoAnulado,
  toCentavos,
} from '@vidriera/domain/pedidos';
import type { UserRow } from '../../plugins/auth.ts';
import { conflict } from '../../plugins/errors.ts';
import { pedidos } from '../../db/schema.ts';
import {
  expirePedidosImpagos,
  getPedidoForOwner,
  getPedidoRow,
  markPedidoPaid,
  publishPedidoChanged,
} from '../pedidos/public.ts';
import type { PaymentReference } from './external-reference.ts';
import type { Payments } from './plugin.ts';
import { hasNoRefund } from './reintegros.ts';
import { toInfoPago } from './service.ts';

export const PEDIDO_KIND = REFERENCIA_PEDIDO;
const MSG_PEDIDO_SIN_IMPORTE = 'El pedido no tiene importe a pagar';

/**
 * Paying an order (5 → 0) is the orders module's move; the webhook reaches it through this target. An order
 * annulled, rejected or cancelled (its hold expired included) refuses a payment, which is then refunded: cooking
 * an order its customer was told was cancelled is not what anyone wants (decision 022).
 */
export function registerPedidoPaymentTarget(payments: Payments): void {
  payments.registerTarget(PEDIDO_KIND, {
    async markPaid(tx, id, paymentRef, now) {
      const { changed, pedido } = await markPedidoPaid(tx, id, paymentRef, now);
      const vigente = pedido !== null && !isPedidoAnulado(pedido.estadoId);
      return {
        paid: changed || (vigente && pedido.paymentRef !== null),
        paymentRef: pedido?.paymentRef ?? null,
        comercioId: pedido?.comercioId ?? null,
      };
    },
    async listRefundsDue(db, limit) {
      return db
        .select({ id: pedidos.id, paymentRef: sql<string>`${pedidos.paymentRef}`, comercioId: pedidos.comercioId })
        .from(pedidos)
        .where(
          and(
            isNotNull(pedidos.paymentRef),
            inArray(pedidos.estadoId, [ESTADO_CANCELADO, ESTADO_RECHAZADO]),
            hasNoRefund(PEDIDO_KIND, pedidos.id, pedidos.paymentRef),
          ),
        )
        .limit(limit);
    },
    expireUnpaid: (db, now) => expirePedidosImpagos(db, now),
    async announceChange(tx, id) {
      const pedido = await getPedidoRow(tx, id);
      if (pedido) await publishPedidoChanged(tx, pedido);
    },
  });
}

type OwnPedido = Awaited<ReturnType<typeof getPedidoForOwner>>;

/**
 * The caller's order, when it can be paid now. An order paid online leaves estado 5 only by being paid (or
 * annulled/rejected), so an online order in 0, 1 or 2 counts as paid even if paid outside this checkout.
 */
async function loadPayablePedido(payments: Payments, user: UserRow, id: number) {
  const pedido = await getPedidoForOwner(payments.deps.db, user.id, id, payments.deps.now());
  const reference: PaymentReference = { kind: PEDIDO_KIND, id };
  const paidOnline = pedido.formaPagoId === FORMA_PAGO_ONLINE && pedido.estadoId >= 0 && pedido.estadoId <= 2;
  if (paidOnline || (await payments.isReferencePaid(reference))) throw conflict(MSG_PEDIDO_YA_PAGADO);
  if (!canPagarPedido(pedido.estadoId)) throw conflict(MSG_PEDIDO_NO_PAGABLE);
  return { pedido, reference };
}

function prepareFor(payments: Payments, pedido: OwnPedido, reference: PaymentReference, origin: string) {
  const amount = toCentavos(pedido.total);
  if (amount <= 0) throw conflict(MSG_PEDIDO_SIN_IMPORTE);
  return payments.prepareCheckout({
    reference,
    amount,
    title: `Pedido #${pedido.pedidoId} - ${pedido.configResto.nombreComercio}`,
    origin,
    // Back to the orders list, which says how the payment went for this order.
    backRoutes: pedidoPagoBackRoutes(pedido.pedidoId),
    comercioId: pedido.configRestoId,
  });
}

/** POST pedidos/PreparePedidoPago: the checkout for the order's server-computed total (reused when current). */
export async function preparePedidoPago(
  payments: Payments,
  user: UserRow,
  id: number,
  origin: string,
): Promise<InfoPago> {
  const { pedido, reference } = await loadPayablePedido(payments, user, id);
  return prepareFor(payments, pedido, reference, origin);
}

/**
 * GET pedidos/GetInfoPago/{id}: the order's current checkout. The app calls PreparePedidoPago first; when it
 * did not, the checkout is prepared here (once: later calls find it), so the payment page never dead-ends.
 */
export async function getInfoPagoPedido(
  payments: Payments,
  user: UserRow,
  id: number,
  origin: string,
): Promise<InfoPago> {
  const { pedido, reference } = await loadPayablePedido(payments, user, id);
  const current = await payments.findCurrentCheckout(reference, pedido.configRestoId);
  if (current && current.importe === toCentavos(pedido.total)) return toInfoPago(current);
  return prepareFor(payments, pedido, reference, origin);
}
