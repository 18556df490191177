/**
 * Ticket sales in the back office: the business's sales with their totals, one sale with its tickets, and the
 * staff's moves (confirm a transfer 0/2 → 1, cancel → 4 with a reason). The moves reuse moveVentaEstado, which
 * holds the date row and gives cancelled places back; each move is audited in its transaction.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  MSG_CONFIRMAR_SOLO_TRANSFERENCIA,
  MSG_EVENTO_ADMIN_NO_ENCONTRADO,
  MSG_FECHA_ADMIN_NO_ENCONTRADA,
  type TotalEstado,
  type VentaAdmin,
  type VentasAdmin,
  type VentasAdminQuery,
  ESTADO_VENTA_CANCELADA,
  ESTADO_VENTA_CONFIRMADA,
  ESTADO_VENTA_PENDIENTE_PAGO,
  getEstadoVentaLabel,
  isVentaOcupaLugar,
  MSG_VENTA_NO_ENCONTRADA,
} from '@vidriera/domain/eventos';
import type { Db } from '../../db/client.ts';
import { eventoFechas, eventos, ventasTickets } from '../../db/schema.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { inEditorTransaction } from '../carta/public.ts';
import type { ComercioRow } from '../comercios/public.ts';
import type { EventosContext } from './back-office-eventos.ts';
import { toPesos } from '@vidriera/domain/pedidos';
import { moveVentaEstado, selectVentasJoined, toVentasTickets } from './ventas.ts';

/** The newest sales a list answers; the totals count them all. */
export const VENTAS_ADMIN_LIMIT = 500;

function ventaConditions(comercio: ComercioRow, query: VentasAdminQuery): SQL {
  return and(
    eq(ventasTickets.comercioId, comercio.id),
    query.eventoId === undefined ? undefined : eq(ventasTickets.eventoId, query.eventoId),
    query.eventoFechaId === undefined ? undefined : eq(ventasTickets.eventoFechaId, query.eventoFechaId),
    query.estado === undefined ? undefined : eq(ventasTickets.estado, query.estado),
  ) as SQL;
}

async function toVentasAdmin(db: Db, rows: Parameters<typeof toVentasTickets>[1]): Promise<VentaAdmin[]> {
  const motivos = new Map(rows.map((r) => [r.venta.id, r.venta.motivoCancelacion]));
  return (await toVentasTickets(db, rows)).map((v) => ({ ...v, motivoCancelacion: motivos.get(v.id) ?? null }));
}

/**
 * Capacity and places left of the dates asked for: one date, or every date of an event that is not annulled.
 * Null when nothing narrows it to dates, or when one of them has no limit.
 */
async function selectCapacidad(
  db: Db,
  comercio: ComercioRow,
  query: VentasAdminQuery,
): Promise<{ capacidad: number | null; disponibles: number | null }> {
  if (query.eventoId === undefined && query.eventoFechaId === undefined) return { capacidad: null, disponibles: null };
  const fechas = await db
    .select({ capacidad: eventoFechas.capacidad, vendidos: eventoFechas.vendidos })
    .from(eventoFechas)
    .innerJoin(eventos, eq(eventos.id, eventoFechas.eventoId))
    .where(
      and(
        eq(eventos.comercioId, comercio.id),
        query.eventoId === undefined ? undefined : eq(eventoFechas.eventoId, query.eventoId),
        query.eventoFechaId === undefined ? eq(eventoFechas.anulada, false) : eq(eventoFechas.id, query.eventoFechaId),
      ),
    );
  if (fechas.length === 0) {
    throw notFound(query.eventoFechaId === undefined ? MSG_EVENTO_ADMIN_NO_ENCONTRADO : MSG_FECHA_ADMIN_NO_ENCONTRADA);
  }
  if (fechas.some((f) => f.capacidad === null)) return { capacidad: null, disponibles: null };
  const capacidad = fechas.reduce((sum, f) => sum + (f.capacidad ?? 0), 0);
  const disponibles = fechas.reduce((sum, f) => sum + Math.max(0, (f.capacidad ?? 0) - f.vendidos), 0);
  return { capacidad, disponibles };
}

export async function listVentasAdmin(db: Db, comercio: ComercioRow, query: VentasAdminQuery): Promise<VentasAdmin> {
  const where = ventaConditions(comercio, query);
  const [rows, grouped, capacidad] = await Promise.all([
    selectVentasJoined(db).where(where).orderBy(desc(ventasTickets.id)).limit(VENTAS_ADMIN_LIMIT),
    db
      .select({
        estado: ventasTickets.estado,
        ventas: sql<number>`count(*)::int`,
        entradas: sql<number>`coalesce(sum(${ventasTickets.cantidad}), 0)::int`,
        importe: sql<number>`coalesce(sum(${ventasTickets.importeTotal}), 0)::bigint`,
      })
      .from(ventasTickets)
      .where(where)
      .groupBy(ventasTickets.estado)
      .orderBy(ventasTickets.estado),
    selectCapacidad(db, comercio, query),
  ]);
  const porEstado: TotalEstado[] = grouped.map((g) => ({
    estado: g.estado,
    estadoTexto: getEstadoVentaLabel(g.estado),
    ventas: Number(g.ventas),
    entradas: Number(g.entradas),
    importe: toPesos(Number(g.importe)),
  }));
  const ocupan = porEstado.filter((t) => isVentaOcupaLugar(t.estado));
  return {
    ventas: await toVentasAdmin(db, rows),
    totales: {
      ventas: porEstado.reduce((sum, t) => sum + t.ventas, 0),
      vendidas: ocupan.reduce((sum, t) => sum + t.entradas, 0),
      importe: Math.round(ocupan.reduce((sum, t) => sum + t.importe, 0) * 100) / 100,
      ...capacidad,
      porEstado,
    },
  };
}

export async function getVentaAdmin(db: Db, comercio: ComercioRow, ventaId: number): Promise<VentaAdmin> {
  const rows = await selectVentasJoined(db)
    .where(and(eq(ventasTickets.id, ventaId), eq(ventasTickets.comercioId, comercio.id)))
    .limit(1);
  const [venta] = await toVentasAdmin(db, rows);
  if (!venta) throw notFound(MSG_VENTA_NO_ENCONTRADA);
  return venta;
}

/**
 * The business received the transfer: 0 (or 2, in process) → 1. A sale waiting for its online payment (5) is
 * confirmed by the payment itself, never by hand; every other estado is a 409 from the state machine.
 */
export async function confirmarVenta(ctx: EventosContext, ventaId: number): Promise<VentaAdmin> {
  await inEditorTransaction(ctx, async (tx, audit) => {
    const { before, after } = await moveVentaEstado(
      tx,
      ventaId,
      ESTADO_VENTA_CONFIRMADA,
      ctx.now,
      eq(ventasTickets.comercioId, ctx.comercio.id),
    );
    // Rolls the move back: the payment provider, not the staff, confirms an online payment.
    if (before.estado === ESTADO_VENTA_PENDIENTE_PAGO) throw conflict(MSG_CONFIRMAR_SOLO_TRANSFERENCIA);
    await audit({ action: 'venta.confirmar', entity: 'venta_ticket', entityId: ventaId, before, after });
  });
  return getVentaAdmin(ctx.db, ctx.comercio, ventaId);
}

/** Cancels a sale not yet final (→ 4) with the reason the buyer will read; its places go back to the date. */
export async function cancelarVenta(ctx: EventosContext, ventaId: number, motivo: string): Promise<VentaAdmin> {
  await inEditorTransaction(ctx, async (tx, audit) => {
    const { before } = await moveVentaEstado(
      tx,
      ventaId,
      ESTADO_VENTA_CANCELADA,
      ctx.now,
      eq(ventasTickets.comercioId, ctx.comercio.id),
    );
    const [after] = await tx
      .update(ventasTickets)
      .set({ motivoCancelacion: motivo })
      .where(eq(ventasTickets.id, ventaId))
      .returning();
    await audit({ action: 'venta.cancelar', entity: 'venta_ticket', entityId: ventaId, before, after });
  });
  return getVentaAdmin(ctx.db, ctx.comercio, ventaId);
}
