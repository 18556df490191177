import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  ESTADO_EN_PREPARACION,
  ESTADO_ENTREGADO,
  ESTADO_REALIZADO,
  getDayBounds,
  getGrupoCola,
  LISTOS_VENTANA_HORAS,
  summarizePedidosDelDia,
  type PedidosCola,
  type ResumenPedidos,
} from '@vidriera/domain/pedidos';
import { formatInstantInZone, getZonedIsoDate } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { pedidos } from '../../db/schema.ts';
import type { ComercioRow } from '../comercios/public.ts';
import { selectPedidosJoined, toPedidos } from './queries.ts';

/** More than a busy day's board; the oldest are shown first, so nothing waiting is cut. */
const BOARD_LIMIT = 500;

/**
 * The live queue's board: placed, in preparation, ready and not handed over (last 24 h), and handed over today
 * in the business's zone. One query; each order goes to its group by the domain's getGrupoCola.
 */
export async function getColaPedidos(db: Db, comercio: ComercioRow, now: Date): Promise<PedidosCola> {
  const fecha = getZonedIsoDate(now, comercio.timeZone);
  const inicioDelDia = getDayBounds(fecha, comercio.timeZone).desde;
  const listosDesde = new Date(now.getTime() - LISTOS_VENTANA_HORAS * 3_600_000);
  const rows = await selectPedidosJoined(db)
    .where(
      and(
        eq(pedidos.comercioId, comercio.id),
        or(
          inArray(pedidos.estadoId, [ESTADO_REALIZADO, ESTADO_EN_PREPARACION]),
          and(
            eq(pedidos.estadoId, ESTADO_ENTREGADO),
            isNull(pedidos.horaCompletado),
            gt(pedidos.horaEntregado, listosDesde),
          ),
          and(eq(pedidos.estadoId, ESTADO_ENTREGADO), gte(pedidos.horaCompletado, inicioDelDia)),
        ),
      ),
    )
    .orderBy(asc(pedidos.id))
    .limit(BOARD_LIMIT);
  const list = await toPedidos(db, rows, now);
  const cola: PedidosCola = { fecha, nuevos: [], enPreparacion: [], listos: [], entregadosHoy: [] };
  rows.forEach(({ pedido }, index) => {
    const grupo = getGrupoCola(pedido, now, inicioDelDia);
    const item = list[index];
    if (grupo && item) cola[grupo].push(item);
  });
  cola.entregadosHoy.reverse();
  return cola;
}

/**
 * The totals of the orders placed on one day of the business's zone (today when no date is given): counted in
 * SQL by estado and payment method, summed up by the domain's summarizePedidosDelDia.
 */
export async function getResumenPedidos(
  db: Db,
  comercio: ComercioRow,
  fecha: string | undefined,
  now: Date,
): Promise<ResumenPedidos> {
  const timeZone = comercio.timeZone;
  const dia = fecha ?? getZonedIsoDate(now, timeZone);
  const { desde, hasta } = getDayBounds(dia, timeZone);
  const filas = await db
    .select({
      estadoId: pedidos.estadoId,
      formaPagoId: pedidos.formaPagoId,
      cantidad: sql<number>`count(*)::int`,
      // float8: a day's centavos may pass int4; doubles hold integers exactly far beyond any day's sales.
      importe: sql<number>`coalesce(sum(${pedidos.total}), 0)::float8`,
    })
    .from(pedidos)
    .where(and(eq(pedidos.comercioId, comercio.id), gte(pedidos.fechaHora, desde), lt(pedidos.fechaHora, hasta)))
    .groupBy(pedidos.estadoId, pedidos.formaPagoId);
  return {
    fecha: dia,
    timeZone,
    desde: formatInstantInZone(desde.getTime(), timeZone),
    hasta: formatInstantInZone(hasta.getTime(), timeZone),
    ...summarizePedidosDelDia(filas.map((f) => ({ ...f, cantidad: Number(f.cantidad), importe: Number(f.importe) }))),
  };
}
