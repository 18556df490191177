import { asc, eq, inArray } from 'drizzle-orm';
import { REFERENCIA_PEDIDO, type ReintegroInfo } from '@vidriera/domain/pagos';
import { FORMA_PAGO_ONLINE, getEstadoPedidoTexto, toPesos, type Pedido } from '@vidriera/domain/pedidos';
import { formatInstantInZone } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { comercios, pedidoItems, pedidos } from '../../db/schema.ts';
import { loadReintegros } from '../pagos/public.ts';

export type PedidoRow = typeof pedidos.$inferSelect;
export type PedidoItemRow = typeof pedidoItems.$inferSelect;

/** What an order's answer shows of its business. */
const comercioFields = {
  id: comercios.id,
  carpeta: comercios.carpeta,
  nombreComercio: comercios.nombreComercio,
  domicilio: comercios.domicilio,
  telefono: comercios.telefono,
  logoUrl: comercios.logoUrl,
  ocultaDemora: comercios.ocultaDemora,
  soloTakeAway: comercios.soloTakeAway,
  comercioDigital: comercios.comercioDigital,
  timeZone: comercios.timeZone,
};

export interface PedidoJoined {
  pedido: PedidoRow;
  comercio: Pedido['configResto'];
}

/** Orders with their business; callers add the conditions (owner, site, estado) and the order. */
export function selectPedidosJoined(db: Db) {
  return db
    .select({ pedido: pedidos, comercio: comercioFields })
    .from(pedidos)
    .innerJoin(comercios, eq(comercios.id, pedidos.comercioId));
}

/** The lines of several orders, grouped by order id, in their order. */
export async function selectItemsByPedido(db: Db, pedidoIds: number[]): Promise<Map<number, PedidoItemRow[]>> {
  const byPedido = new Map<number, PedidoItemRow[]>();
  if (pedidoIds.length === 0) return byPedido;
  const rows = await db
    .select()
    .from(pedidoItems)
    .where(inArray(pedidoItems.pedidoId, pedidoIds))
    .orderBy(asc(pedidoItems.pedidoId), asc(pedidoItems.orden), asc(pedidoItems.id));
  for (const row of rows) {
    const list = byPedido.get(row.pedidoId) ?? [];
    list.push(row);
    byPedido.set(row.pedidoId, list);
  }
  return byPedido;
}

const toIso = (date: Date | null, timeZone: string) => (date ? formatInstantInZone(date.getTime(), timeZone) : null);

/**
 * An order in the spec's shape: pesos, times with the merchant's offset, the estado as its customer reads it at
 * `now` (the injected clock: 'Listo para Retirar!' / 'En Camino...' during the 20 minutes after its delivery time).
 */
export function toPedido(
  { pedido, comercio }: PedidoJoined,
  items: readonly PedidoItemRow[],
  now: Date,
  reintegro: ReintegroInfo | null = null,
): Pedido {
  return {
    pedidoId: pedido.id,
    cartaId: pedido.cartaId,
    configRestoId: pedido.comercioId,
    configResto: comercio,
    pedidosIts: items.map((item) => ({
      platoId: item.platoId,
      cantidad: item.cantidad,
      opciones: item.opciones.map((opcion) => ({
        productoOpcId: opcion.productoOpcId,
        descripcion: opcion.descripcion,
        productoOpcDets: opcion.productoOpcDets.map((det) => ({
          productoOpcDetId: det.productoOpcDetId,
          descripcion: det.descripcion,
          precio: toPesos(det.precio),
        })),
      })),
      opcionesTexto: item.opcionesTexto,
      precio: toPesos(item.precioUnitario),
      plato: item.titulo,
    })),
    subtotal: toPesos(pedido.subtotal),
    costoEnvio: toPesos(pedido.costoEnvio),
    total: toPesos(pedido.total),
    formaPagoId: pedido.formaPagoId,
    pagado: pedido.paymentRef !== null,
    reintegro,
    demora: pedido.demora,
    observacion: pedido.observacion,
    delivery: pedido.delivery,
    domicilio: pedido.domicilio,
    pagaCon: pedido.pagaCon === null ? null : toPesos(pedido.pagaCon),
    usuarioId: pedido.usuarioId,
    estadoId: pedido.estadoId,
    estado: getEstadoPedidoTexto(pedido, now),
    fechaHora: formatInstantInZone(pedido.fechaHora.getTime(), comercio.timeZone),
    horaEstimada: toIso(pedido.horaEstimada, comercio.timeZone),
    horaEntregado: toIso(pedido.horaEntregado, comercio.timeZone),
    horaCompletado: toIso(pedido.horaCompletado, comercio.timeZone),
    cargadoPorComercio: pedido.cargadoPorComercio,
    mesa: pedido.mesa,
    enLocal: pedido.enLocal,
    nombre: pedido.nombre,
    telefono: pedido.telefono,
  };
}

/**
 * Rows with their lines and refunds, turned into orders as read at `now` (one query for every order's lines, one for
 * refunds).
 */
export async function toPedidos(db: Db, rows: readonly PedidoJoined[], now: Date): Promise<Pedido[]> {
  const ids = rows.map((r) => r.pedido.id);
  const items = await selectItemsByPedido(db, ids);
  // Only orders paid online can have a refund (a late payment leaves none on the order): the others skip it.
  const online = rows.filter((r) => r.pedido.formaPagoId === FORMA_PAGO_ONLINE).map((r) => r.pedido.id);
  const refunds = await loadReintegros(db, REFERENCIA_PEDIDO, online);
  return rows.map((row) => toPedido(row, items.get(row.pedido.id) ?? [], now, refunds.get(row.pedido.id) ?? null));
}
