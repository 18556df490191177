import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CSV_BOM, type CsvCell, csvRow } from '@vidriera/domain/common';
import {
  COLUMNAS_PARTICIPANTES,
  COLUMNAS_PEDIDOS,
  COLUMNAS_RESERVAS,
  COLUMNAS_VENTAS,
  entradaCsvCells,
  type EntradaExportada,
  participanteCsvCells,
  pedidoCsvCells,
  reservaCsvCells,
  type TipoExportacion,
} from '@vidriera/domain/exportaciones';
import type { Db } from '../../db/client.ts';
import {
  concursoParticipaciones,
  concursoPremios,
  concursos,
  eventoFechas,
  eventos,
  pedidoItems,
  pedidos,
  reservaSectores,
  reservas,
  tickets,
  users,
  ventasTickets,
} from '../../db/schema.ts';

/**
 * The back office's CSV exports (decision 036), read in batches: each batch is one short keyset query (the next
 * rows after the last one sent, in the export's order) and one chunk of the answer, so a year of orders never sits
 * in memory and, on PGlite's single connection, other requests run between batches.
 */

export const EXPORTACION_LOTE = 500;

export interface ExportacionComercio {
  id: number;
  timeZone: string;
}

export interface RangoInstantes {
  desde: Date;
  hasta: Date;
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** A position in an export's order: its time and its id (ties broken by id). */
interface Cursor {
  at: Date;
  id: number;
}

/** Rows after `after` (all when null), at most `limit`, in (time, id) order. */
type Lote<Row> = (after: Cursor | null, limit: number) => Promise<Row[]>;

/**
 * A batch's window over a (time, id) order: the range's instants [desde, hasta) and, after the first batch, only
 * what comes after the cursor.
 */
const enVentana = (time: AnyPgColumn, id: AnyPgColumn, rango: RangoInstantes, cursor: Cursor | null) =>
  and(
    gte(time, rango.desde),
    lt(time, rango.hasta),
    cursor ? sql`(${time}, ${id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id})` : undefined,
  );

/** The export's order: by time, ties broken by id (what the cursor follows). */
const enOrden = (time: AnyPgColumn, id: AnyPgColumn) => [asc(time), asc(id)] as const;

/**
 * The file: BOM and header first, then one chunk per batch of rows. `cursorOf` says where a row stands in the
 * order, `cellsOf` turns the batch into lines (it may read more for the batch: an order's lines, a sale's tickets).
 */
async function* csvLotes<Row>(
  columnas: readonly string[],
  lote: Lote<Row>,
  cursorOf: (row: Row) => Cursor,
  cellsOf: (rows: Row[]) => Promise<CsvCell[][]>,
  size: number,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(columnas);
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await lote(cursor, size);
    if (rows.length === 0) return;
    const lines = await cellsOf(rows);
    yield lines.map(csvRow).join('');
    if (rows.length < size) return;
    cursor = cursorOf(rows[rows.length - 1] as Row);
  }
}

function pedidosCsv(db: Db, comercio: ExportacionComercio, rango: RangoInstantes, size: number) {
  const lote: Lote<typeof pedidos.$inferSelect> = (cursor, limit) =>
    db
      .select()
      .from(pedidos)
      .where(and(eq(pedidos.comercioId, comercio.id), enVentana(pedidos.fechaHora, pedidos.id, rango, cursor)))
      .orderBy(...enOrden(pedidos.fechaHora, pedidos.id))
      .limit(limit);
  return csvLotes(
    COLUMNAS_PEDIDOS,
    lote,
    (p) => ({ at: p.fechaHora, id: p.id }),
    async (rows) => {
      const items = await db
        .select({
          pedidoId: pedidoItems.pedidoId,
          cantidad: pedidoItems.cantidad,
          titulo: pedidoItems.titulo,
          opcionesTexto: pedidoItems.opcionesTexto,
        })
        .from(pedidoItems)
        .where(
          inArray(
            pedidoItems.pedidoId,
            rows.map((p) => p.id),
          ),
        )
        .orderBy(asc(pedidoItems.pedidoId), asc(pedidoItems.orden), asc(pedidoItems.id));
      const byPedido = groupBy(items, (i) => i.pedidoId);
      return rows.map((p) => pedidoCsvCells({ ...p, items: byPedido.get(p.id) ?? [] }, comercio.timeZone));
    },
    size,
  );
}

function reservasCsv(db: Db, comercio: ExportacionComercio, rango: RangoInstantes, size: number) {
  const lote = (cursor: Cursor | null, limit: number) =>
    db
      .select({
        id: reservas.id,
        fechaHora: reservas.fechaHora,
        cantidad: reservas.cantidad,
        sector: reservaSectores.descripcion,
        estado: reservas.estado,
        nombre: reservas.nombre,
        tel: reservas.tel,
        observacion: reservas.observacion,
        origen: reservas.origen,
        importe: reservas.importe,
        fechaHoraAlta: reservas.fechaHoraAlta,
      })
      .from(reservas)
      .leftJoin(reservaSectores, eq(reservaSectores.id, reservas.sectorId))
      .where(and(eq(reservas.comercioId, comercio.id), enVentana(reservas.fechaHora, reservas.id, rango, cursor)))
      .orderBy(...enOrden(reservas.fechaHora, reservas.id))
      .limit(limit);
  return csvLotes(
    COLUMNAS_RESERVAS,
    lote,
    (r) => ({ at: r.fechaHora, id: r.id }),
    async (rows) => rows.map((r) => reservaCsvCells(r, comercio.timeZone)),
    size,
  );
}

/** Sales of the event dates in the range (the door's lists and check-ins go by the event's date), a row per ticket. */
function ventasCsv(db: Db, comercio: ExportacionComercio, rango: RangoInstantes, size: number) {
  const lote = (cursor: Cursor | null, limit: number) =>
    db
      .select({
        ventaId: ventasTickets.id,
        evento: eventos.titulo,
        eventoFechaHora: eventoFechas.fechaHora,
        variante: ventasTickets.varianteTitulo,
        comprador: ventasTickets.nombre,
        telefonoComprador: ventasTickets.telefono,
        formaPagoId: ventasTickets.formaPagoId,
        estado: ventasTickets.estado,
        fechaHoraAlta: ventasTickets.fechaHoraAlta,
        precioUnitario: ventasTickets.precioUnitario,
        cantidadVenta: ventasTickets.cantidad,
      })
      .from(ventasTickets)
      .innerJoin(eventoFechas, eq(eventoFechas.id, ventasTickets.eventoFechaId))
      .innerJoin(eventos, eq(eventos.id, ventasTickets.eventoId))
      .where(
        and(
          eq(ventasTickets.comercioId, comercio.id),
          enVentana(eventoFechas.fechaHora, ventasTickets.id, rango, cursor),
        ),
      )
      .orderBy(...enOrden(eventoFechas.fechaHora, ventasTickets.id))
      .limit(limit);
  return csvLotes(
    COLUMNAS_VENTAS,
    lote,
    (v) => ({ at: v.eventoFechaHora, id: v.ventaId }),
    async (rows) => {
      const entradas = await db
        .select({
          ventaId: tickets.ventaId,
          numero: tickets.numero,
          titular: tickets.titular,
          telefono: tickets.telefono,
          cantidad: tickets.cantidad,
          usadoEn: tickets.usadoEn,
        })
        .from(tickets)
        .where(
          inArray(
            tickets.ventaId,
            rows.map((v) => v.ventaId),
          ),
        )
        .orderBy(asc(tickets.ventaId), asc(tickets.numero));
      const byVenta = groupBy(entradas, (e) => e.ventaId);
      return rows.flatMap((v) => {
        const own = byVenta.get(v.ventaId) ?? [];
        const lines: EntradaExportada[] =
          own.length === 0 ? [{ ...v, ticket: null }] : own.map((ticket) => ({ ...v, ticket }));
        return lines.map((e) => entradaCsvCells(e, comercio.timeZone));
      });
    },
    size,
  );
}

function participantesCsv(db: Db, comercio: ExportacionComercio, rango: RangoInstantes, size: number) {
  const lote = (cursor: Cursor | null, limit: number) =>
    db
      .select({
        id: concursoParticipaciones.id,
        concurso: concursos.titulo,
        createdAt: concursoParticipaciones.createdAt,
        nombre: users.nombreApellido,
        telefono: users.telefono,
        premio: concursoPremios.descripcion,
        ordenGanador: concursoParticipaciones.ordenGanador,
      })
      .from(concursoParticipaciones)
      .innerJoin(concursos, eq(concursos.id, concursoParticipaciones.concursoId))
      .innerJoin(users, eq(users.id, concursoParticipaciones.userId))
      .leftJoin(concursoPremios, eq(concursoPremios.id, concursoParticipaciones.premioId))
      .where(
        and(
          eq(concursos.comercioId, comercio.id),
          enVentana(concursoParticipaciones.createdAt, concursoParticipaciones.id, rango, cursor),
        ),
      )
      .orderBy(...enOrden(concursoParticipaciones.createdAt, concursoParticipaciones.id))
      .limit(limit);
  return csvLotes(
    COLUMNAS_PARTICIPANTES,
    lote,
    (p) => ({ at: p.createdAt, id: p.id }),
    async (rows) => rows.map((p) => participanteCsvCells(p, comercio.timeZone)),
    size,
  );
}

/** The export's text, chunk by chunk: the BOM and header, then one chunk per batch of `size` rows. */
export function streamExportacion(
  db: Db,
  comercio: ExportacionComercio,
  tipo: TipoExportacion,
  rango: RangoInstantes,
  size = EXPORTACION_LOTE,
): AsyncGenerator<string> {
  switch (tipo) {
    case 'pedidos':
      return pedidosCsv(db, comercio, rango, size);
    case 'reservas':
      return reservasCsv(db, comercio, rango, size);
    case 'ventas':
      return ventasCsv(db, comercio, rango, size);
    case 'participantes':
      return participantesCsv(db, comercio, rango, size);
  }
}
