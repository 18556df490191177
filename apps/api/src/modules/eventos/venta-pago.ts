import { MSG_PEDIDO_NO_PAGABLE, MSG_PEDIDO_YA_PAGADO, REFERENCIA_VENTA, type InfoPago } from '@vidriera/domain/pagos';
import { toCentavos } from '@vidriera/domain/pedidos';
import {
  type VentaTicket,
  canPagarVenta,
  ESTADO_VENTA_CANCELADA,
  ESTADO_VENTA_CANCELADA_CLIENTE,
  FORMA_PAGO_TICKET_ONLINE,
  isVentaOcupaLugar,
} from '@vidriera/domain/eventos';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { UserRow } from '../../plugins/auth.ts';
import { conflict } from '../../plugins/errors.ts';
import { hasNoRefund, type PaymentReference, type Payments, toInfoPago } from '../pagos/public.ts';
import { ventasTickets } from '../../db/schema.ts';
import { publishVentaChanged } from './notify.ts';
import { expireVentasImpagas, getVentaForOwner, getVentaRow, markVentaPaid, reviveVentaVencida } from './ventas.ts';

/** The external reference kind of ticket sales ('venta:7'). */
export const VENTA_KIND = REFERENCIA_VENTA;
const MSG_VENTA_SIN_IMPORTE = 'La compra no tiene importe a pagar';

/**
 * Paying a sale (5 → 1) is this module's move; the webhook reaches it through this target. A sale whose hold
 * expired is completed by a late payment while its places are free; any other cancelled sale refuses the payment,
 * which is then refunded (decision 022).
 */
export function registerVentaPaymentTarget(payments: Payments): void {
  payments.registerTarget(VENTA_KIND, {
    async markPaid(tx, id, paymentRef, now) {
      const { changed, venta } = await markVentaPaid(tx, id, paymentRef, now);
      if (changed || !venta)
        return { paid: changed, paymentRef: venta?.paymentRef ?? null, comercioId: venta?.comercioId ?? null };
      if (isVentaOcupaLugar(venta.estado) && venta.paymentRef !== null) {
        return { paid: true, paymentRef: venta.paymentRef, comercioId: venta.comercioId };
      }
      const revived = await reviveVentaVencida(tx, id, paymentRef, now);
      return { paid: revived !== null, paymentRef: revived?.paymentRef ?? null, comercioId: venta.comercioId };
    },
    async listRefundsDue(db, limit) {
      return db
        .select({
          id: ventasTickets.id,
          paymentRef: sql<string>`${ventasTickets.paymentRef}`,
          comercioId: ventasTickets.comercioId,
        })
        .from(ventasTickets)
        .where(
          and(
            isNotNull(ventasTickets.paymentRef),
            inArray(ventasTickets.estado, [ESTADO_VENTA_CANCELADA_CLIENTE, ESTADO_VENTA_CANCELADA]),
            hasNoRefund(VENTA_KIND, ventasTickets.id, ventasTickets.paymentRef),
          ),
        )
        .limit(limit);
    },
    expireUnpaid: (db, now) => expireVentasImpagas(db, now),
    async announceChange(tx, id) {
      const venta = await getVentaRow(tx, id);
      if (venta) await publishVentaChanged(tx, venta);
    },
  });
}

/**
 * The caller's sale, when it can be paid now. An online sale leaves estado 5 only by being paid (→ 1) or
 * cancelled, so an online sale that still holds its places and is not pending counts as paid ('El pedido ya fue
 * pagado', the text the web compares, as for orders).
 */
async function loadPayableVenta(payments: Payments, user: UserRow, id: number) {
  const venta = await getVentaForOwner(payments.deps.db, user.id, id);
  const reference: PaymentReference = { kind: VENTA_KIND, id };
  const paidOnline =
    venta.formaPagoId === FORMA_PAGO_TICKET_ONLINE && !canPagarVenta(venta.estado) && isVentaOcupaLugar(venta.estado);
  if (paidOnline || (await payments.isReferencePaid(reference))) throw conflict(MSG_PEDIDO_YA_PAGADO);
  if (!canPagarVenta(venta.estado)) throw conflict(MSG_PEDIDO_NO_PAGABLE);
  return { venta, reference };
}

function prepareFor(payments: Payments, venta: VentaTicket, reference: PaymentReference, origin: string) {
  const amount = toCentavos(venta.importeTotal);
  if (amount <= 0) throw conflict(MSG_VENTA_SIN_IMPORTE);
  const back = `#/compra-realizada/${encodeURIComponent(venta.carpeta)}/${venta.id}`;
  return payments.prepareCheckout({
    reference,
    amount,
    title: `Entradas #${venta.id} - ${venta.titulo} - ${venta.nombreComercio}`,
    origin,
    backRoutes: { success: back, failure: back, pending: back },
    comercioId: venta.configRestoId,
  });
}

/** POST eventos/PreparePedidoPago: the checkout for the sale's server-computed total (reused when current). */
export async function prepareVentaPago(
  payments: Payments,
  user: UserRow,
  id: number,
  origin: string,
): Promise<InfoPago> {
  const { venta, reference } = await loadPayableVenta(payments, user, id);
  return prepareFor(payments, venta, reference, origin);
}

/** GET eventos/GetInfoPago/{id}: the sale's current checkout, prepared here when PreparePedidoPago was not called. */
export async function getInfoPagoVenta(
  payments: Payments,
  user: UserRow,
  id: number,
  origin: string,
): Promise<InfoPago> {
  const { venta, reference } = await loadPayableVenta(payments, user, id);
  const current = await payments.findCurrentCheckout(reference, venta.configRestoId);
  if (current && current.importe === toCentavos(venta.importeTotal)) return toInfoPago(current);
  return prepareFor(payments, venta, reference, origin);
}
