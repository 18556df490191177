/**
 * Ticket sales as their buyer sees them, and the moves other modules reuse:
 * - toVentasTickets(db, rows) → the API shape of joined rows (selectVentasJoined), with their tickets.
 * - getVentaRow(db, id) → the stored row (centavos), with no ownership check.
 * - markVentaPaid(tx, id, paymentRef, now): 5 → 1 once (the payments webhook).
 * - moveVentaEstado(tx, id, to, now): any allowed move (the back office's confirm, cancel, absent), releasing
 *   the date's places when a sale is cancelled; forbidden moves are a 409.
 * - expireVentasImpagas(db, now) / reviveVentaVencida(tx, id, paymentRef, now): the end of an unpaid hold, and a
 *   late payment taking the places back while they are free (decision 022).
 */
import { and, asc, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { isPagoVencido, MOTIVO_VENTA_PAGO_NO_RECIBIDO, REFERENCIA_VENTA } from '@vidriera/domain/pagos';
import {
  type VentaTicket,
  canMoveVenta,
  describeForbiddenVentaMove,
  ESTADO_VENTA_CANCELADA,
  ESTADO_VENTA_CONFIRMADA,
  ESTADO_VENTA_PENDIENTE_PAGO,
  FORMA_PAGO_TICKET_ONLINE,
  getEstadoVentaLabel,
  isVentaOcupaLugar,
  MSG_VENTA_NO_ENCONTRADA,
} from '@vidriera/domain/eventos';
import { formatInstantInZone } from '@vidriera/domain/common';
import { toPesos } from '@vidriera/domain/pedidos';
import type { Db } from '../../db/client.ts';
import { comercios, eventoFechas, eventos, tickets, ventasTickets } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { recordAudit } from '../plataforma/public.ts';
import { loadReintegros } from '../pagos/public.ts';
import { visibleOnSite } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';
import { publishVentaChanged } from './notify.ts';

export type VentaRow = typeof ventasTickets.$inferSelect;

/** How many sales the list answers at most (the newest). */
const LIST_LIMIT = 200;

/** Sales joined with their event, date and business (what the API shape needs besides the tickets). */
export function selectVentasJoined(db: Db) {
  return db
    .select({ venta: ventasTickets, evento: eventos, fecha: eventoFechas, comercio: comercios })
    .from(ventasTickets)
    .innerJoin(eventos, eq(eventos.id, ventasTickets.eventoId))
    .innerJoin(eventoFechas, eq(eventoFechas.id, ventasTickets.eventoFechaId))
    .innerJoin(comercios, eq(comercios.id, ventasTickets.comercioId));
}
type VentaJoined = Awaited<ReturnType<ReturnType<typeof selectVentasJoined>['where']>>[number];

export async function toVentasTickets(db: Db, rows: VentaJoined[]): Promise<VentaTicket[]> {
  if (rows.length === 0) return [];
  const ticketRows = await db
    .select()
    .from(tickets)
    .where(
      inArray(
        tickets.ventaId,
        rows.map((r) => r.venta.id),
      ),
    )
    .orderBy(tickets.ventaId, tickets.numero, tickets.id);
  const byVenta = new Map<number, Array<typeof tickets.$inferSelect>>();
  for (const t of ticketRows) byVenta.set(t.ventaId, [...(byVenta.get(t.ventaId) ?? []), t]);
  // Only sales paid online can have a refund (a late payment leaves none on the sale): the others skip it.
  const online = rows.filter((r) => r.venta.formaPagoId === FORMA_PAGO_TICKET_ONLINE).map((r) => r.venta.id);
  const refunds = await loadReintegros(db, REFERENCIA_VENTA, online);
  return rows.map(({ venta, evento, fecha, comercio }) => {
    const tz = comercio.timeZone;
    return {
      id: venta.id,
      eventoId: venta.eventoId,
      eventoFechaId: venta.eventoFechaId,
      eventoVarianteId: venta.eventoVarianteId,
      cantidad: venta.cantidad,
      tickets: (byVenta.get(venta.id) ?? []).map((t) => ({
        numero: t.numero,
        titular: t.titular,
        telefono: t.telefono,
        cantidad: t.cantidad,
        codigo: t.codigo,
        usadoEn: t.usadoEn ? formatInstantInZone(t.usadoEn.getTime(), tz) : null,
      })),
      formaPagoId: venta.formaPagoId,
      precioUnitario: toPesos(venta.precioUnitario),
      importeTotal: toPesos(venta.importeTotal),
      reintegro: refunds.get(venta.id) ?? null,
      carpeta: comercio.carpeta,
      configRestoId: comercio.id,
      nombreComercio: comercio.nombreComercio,
      domicilio: comercio.domicilio,
      usuarioId: venta.usuarioId,
      estado: venta.estado,
      estadoTexto: getEstadoVentaLabel(venta.estado),
      fechaHoraAlta: formatInstantInZone(venta.fechaHoraAlta.getTime(), tz),
      tpEvento: evento.tpEvento,
      titulo: evento.titulo,
      fechaHora: formatInstantInZone(fecha.fechaHora.getTime(), tz),
      urlFoto: evento.urlFoto,
      varianteTitulo: venta.varianteTitulo,
      pTransferencia_Alias: comercio.pTransferenciaAlias,
      pTransferencia_Telefono: comercio.pTransferenciaTelefono,
      nombre: venta.nombre,
      telefono: venta.telefono,
      timeZone: tz,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The buyer's reads (scoped to the Host's site and to the caller)

/** GET eventos/GetCompraTicket/{carpeta}/{id}: one of the caller's sales at that business; anyone else's is a 404. */
export async function getOwnVenta(
  db: Db,
  site: SiteRow,
  user: Pick<UserRow, 'id'>,
  carpeta: string,
  id: number,
): Promise<VentaTicket> {
  const rows = await selectVentasJoined(db)
    .where(
      and(
        eq(ventasTickets.id, id),
        eq(ventasTickets.usuarioId, user.id),
        sql`lower(${comercios.carpeta}) = ${carpeta.toLowerCase()}`,
        visibleOnSite(site),
      ),
    )
    .limit(1);
  const [venta] = await toVentasTickets(db, rows);
  if (!venta) throw notFound(MSG_VENTA_NO_ENCONTRADA);
  return venta;
}

/** The caller's sale on any site (the payment calls name only the id), or a 404. */
export async function getVentaForOwner(db: Db, userId: number, id: number): Promise<VentaTicket> {
  const rows = await selectVentasJoined(db)
    .where(and(eq(ventasTickets.id, id), eq(ventasTickets.usuarioId, userId)))
    .limit(1);
  const [venta] = await toVentasTickets(db, rows);
  if (!venta) throw notFound(MSG_VENTA_NO_ENCONTRADA);
  return venta;
}

/** GET eventos/GetComprasTickets[/{id}]: the caller's sales on the site, newest first; `comercioId` narrows them. */
export async function listOwnVentas(
  db: Db,
  site: SiteRow,
  user: Pick<UserRow, 'id'>,
  comercioId?: number,
): Promise<VentaTicket[]> {
  const rows = await selectVentasJoined(db)
    .where(
      and(
        eq(ventasTickets.usuarioId, user.id),
        visibleOnSite(site),
        comercioId !== undefined ? eq(ventasTickets.comercioId, comercioId) : undefined,
      ),
    )
    .orderBy(desc(ventasTickets.id))
    .limit(LIST_LIMIT);
  return toVentasTickets(db, rows);
}

// ---------------------------------------------------------------------------------------------------------------
// Moves

export async function getVentaRow(db: Db, id: number): Promise<VentaRow | undefined> {
  const [row] = await db.select().from(ventasTickets).where(eq(ventasTickets.id, id)).limit(1);
  return row;
}

/**
 * Paying moves 5 → 1, once: the update applies only while the sale is pending payment, so repeated or concurrent
 * notifications change it once; a cancelled sale stays cancelled (changed false: the caller refunds).
 */
export async function markVentaPaid(
  tx: Db,
  ventaId: number,
  paymentRef: string,
  now: Date,
): Promise<{ changed: boolean; venta: VentaRow | null }> {
  const [updated] = await tx
    .update(ventasTickets)
    .set({ estado: ESTADO_VENTA_CONFIRMADA, paymentRef, pagadoAt: now, updatedAt: now })
    .where(and(eq(ventasTickets.id, ventaId), eq(ventasTickets.estado, ESTADO_VENTA_PENDIENTE_PAGO)))
    .returning();
  if (updated) {
    await publishVentaChanged(tx, updated);
    return { changed: true, venta: updated };
  }
  return { changed: false, venta: (await getVentaRow(tx, ventaId)) ?? null };
}

/**
 * Moves a sale to another estado inside the caller's transaction (which should record the audit entry). The
 * date row is locked first (the order a purchase takes its locks in, so the two never deadlock); a move that
 * cancels a sale holding places gives them back. `where` narrows the sale (e.g. to one business): a sale outside
 * it is a 404. Answers the rows before and after.
 */
export async function moveVentaEstado(
  tx: Db,
  ventaId: number,
  to: number,
  now: Date,
  where?: SQL,
): Promise<{ before: VentaRow; after: VentaRow }> {
  const [found] = await tx
    .select()
    .from(ventasTickets)
    .where(and(eq(ventasTickets.id, ventaId), where))
    .limit(1);
  if (!found) throw notFound(MSG_VENTA_NO_ENCONTRADA);
  await tx
    .select({ id: eventoFechas.id })
    .from(eventoFechas)
    .where(eq(eventoFechas.id, found.eventoFechaId))
    .for('update');
  const [before] = await tx.select().from(ventasTickets).where(eq(ventasTickets.id, ventaId)).for('update');
  if (!before) throw notFound(MSG_VENTA_NO_ENCONTRADA);
  if (!canMoveVenta(before.estado, to)) throw conflict(describeForbiddenVentaMove(before.estado, to));
  const [after] = await tx
    .update(ventasTickets)
    .set({ estado: to, updatedAt: now })
    .where(eq(ventasTickets.id, ventaId))
    .returning();
  if (!after) throw notFound(MSG_VENTA_NO_ENCONTRADA);
  const delta = Number(isVentaOcupaLugar(to)) - Number(isVentaOcupaLugar(before.estado));
  if (delta !== 0) {
    await tx
      .update(eventoFechas)
      .set({ vendidos: sql`${eventoFechas.vendidos} + ${delta * before.cantidad}` })
      .where(eq(eventoFechas.id, before.eventoFechaId));
  }
  await publishVentaChanged(tx, after);
  return { before, after };
}

// ---------------------------------------------------------------------------------------------------------------
// Unpaid holds (decision 022)

/** Locks the sale's date, then the sale (the order every move takes its locks in); undefined when it is gone. */
async function lockVentaWithFecha(tx: Db, ventaId: number) {
  const [found] = await tx
    .select({ eventoFechaId: ventasTickets.eventoFechaId })
    .from(ventasTickets)
    .where(eq(ventasTickets.id, ventaId));
  if (!found) return undefined;
  const [fecha] = await tx.select().from(eventoFechas).where(eq(eventoFechas.id, found.eventoFechaId)).for('update');
  const [venta] = await tx.select().from(ventasTickets).where(eq(ventasTickets.id, ventaId)).for('update');
  return fecha && venta ? { fecha, venta } : undefined;
}

const changeVendidos = (tx: Db, fechaId: number, delta: number) =>
  tx
    .update(eventoFechas)
    .set({ vendidos: sql`${eventoFechas.vendidos} + ${delta}` })
    .where(eq(eventoFechas.id, fechaId));

/**
 * Cancels each sale still waiting for its online payment past its hold (→ 4, reason 'No se recibió el pago a
 * tiempo'), giving its places back, one transaction per sale with its announcement and audit entry. A sale paid
 * meanwhile is left alone (the estado is checked again under the lock). Answers the ids cancelled.
 */
export async function expireVentasImpagas(db: Db, now: Date, limit = 200): Promise<number[]> {
  const due = await db
    .select({ id: ventasTickets.id })
    .from(ventasTickets)
    .where(and(eq(ventasTickets.estado, ESTADO_VENTA_PENDIENTE_PAGO), lte(ventasTickets.pagoVenceAt, now)))
    .orderBy(asc(ventasTickets.pagoVenceAt))
    .limit(limit);
  const expired: number[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (txAny) => {
      const tx = txAny as unknown as Db;
      const locked = await lockVentaWithFecha(tx, id);
      if (!locked) return false;
      const { venta: before } = locked;
      if (before.estado !== ESTADO_VENTA_PENDIENTE_PAGO || !isPagoVencido(before.pagoVenceAt, now)) return false;
      const [after] = await tx
        .update(ventasTickets)
        .set({ estado: ESTADO_VENTA_CANCELADA, motivoCancelacion: MOTIVO_VENTA_PAGO_NO_RECIBIDO, updatedAt: now })
        .where(eq(ventasTickets.id, id))
        .returning();
      if (!after) return false;
      await changeVendidos(tx, before.eventoFechaId, -before.cantidad);
      await publishVentaChanged(tx, after);
      await recordAudit(
        tx,
        {
          actor: null,
          comercioId: before.comercioId,
          action: 'venta.vencer',
          entity: 'venta_ticket',
          entityId: id,
          before,
          after,
        },
        now,
      );
      return true;
    });
    if (done) expired.push(id);
  }
  return expired;
}

/**
 * A payment that arrives after the sale's hold expired completes the sale when its places are still free (the date
 * not annulled nor past, capacity left): 4 → 1 with the payment, places taken again. Answers the sale when it did;
 * null otherwise (the caller refunds the payment).
 */
export async function reviveVentaVencida(
  tx: Db,
  ventaId: number,
  paymentRef: string,
  now: Date,
): Promise<VentaRow | null> {
  const locked = await lockVentaWithFecha(tx, ventaId);
  if (!locked) return null;
  const { fecha, venta } = locked;
  const expired =
    venta.estado === ESTADO_VENTA_CANCELADA &&
    venta.motivoCancelacion === MOTIVO_VENTA_PAGO_NO_RECIBIDO &&
    venta.paymentRef === null;
  if (!expired || fecha.anulada || fecha.fechaHora.getTime() <= now.getTime()) return null;
  if (fecha.capacidad !== null && fecha.capacidad - fecha.vendidos < venta.cantidad) return null;
  const [after] = await tx
    .update(ventasTickets)
    .set({ estado: ESTADO_VENTA_CONFIRMADA, paymentRef, pagadoAt: now, motivoCancelacion: null, updatedAt: now })
    .where(and(eq(ventasTickets.id, ventaId), isNull(ventasTickets.paymentRef)))
    .returning();
  if (!after) return null;
  await changeVendidos(tx, fecha.id, venta.cantidad);
  await publishVentaChanged(tx, after);
  await recordAudit(
    tx,
    {
      actor: null,
      comercioId: venta.comercioId,
      action: 'venta.pago-tardio',
      entity: 'venta_ticket',
      entityId: ventaId,
      before: venta,
      after,
    },
    now,
  );
  return after;
}
