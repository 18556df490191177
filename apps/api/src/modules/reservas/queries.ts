import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { ReservaOcupante, SectorReservas, ServicioReservas } from '@vidriera/domain/reservas';
import type { Db } from '../../db/client.ts';
import { comercios, reservaDiasCerrados, reservaSectores, reservaServicios, reservas } from '../../db/schema.ts';

export type ReservaRow = typeof reservas.$inferSelect;

/** What availability needs of a business: its active services and sectors and its closed days. */
export interface ReservaConfig {
  servicios: ServicioReservas[];
  sectores: SectorReservas[];
  diasCerrados: string[];
}

export async function selectReservaConfig(db: Db, comercioId: number): Promise<ReservaConfig> {
  const [servicioRows, sectorRows, cerradoRows] = await Promise.all([
    db
      .select()
      .from(reservaServicios)
      .where(and(eq(reservaServicios.comercioId, comercioId), eq(reservaServicios.activo, true)))
      .orderBy(asc(reservaServicios.orden), asc(reservaServicios.id)),
    db
      .select({
        id: reservaSectores.id,
        descripcion: reservaSectores.descripcion,
        capacidad: reservaSectores.capacidad,
      })
      .from(reservaSectores)
      .where(and(eq(reservaSectores.comercioId, comercioId), eq(reservaSectores.activo, true)))
      .orderBy(asc(reservaSectores.orden), asc(reservaSectores.id)),
    db
      .select({ fecha: reservaDiasCerrados.fecha })
      .from(reservaDiasCerrados)
      .where(eq(reservaDiasCerrados.comercioId, comercioId)),
  ]);
  return {
    servicios: servicioRows.map((s) => ({
      id: s.id,
      franjas: s.franjas,
      intervaloMinutos: s.intervaloMinutos,
      duracionPromHasta2P: s.duracionPromHasta2P,
      duracionProm2a5P: s.duracionProm2a5P,
      duracionPromMas5P: s.duracionPromMas5P,
      anticipacionMinimaMinutos: s.anticipacionMinimaMinutos,
      minutosDeTolerancia: s.minutosDeTolerancia,
    })),
    sectores: sectorRows,
    diasCerrados: cerradoRows.map((r) => r.fecha),
  };
}

/**
 * The condition "holds places" (ESTADOS_QUE_OCUPAN: received, confirmed, fulfilled), written as the partial index
 * reservas_ocupan_idx's predicate so the planner can use it.
 */
export const holdsPlaces = sql`${reservas.estado} in (0, 1, 5)`;

/**
 * Reservations holding places of a business that overlap [desde, hasta) (epoch ms), optionally of one sector
 * only. Answered from the partial index reservas_ocupan_idx.
 */
export async function selectOcupantes(
  db: Db,
  comercioId: number,
  range: { desde: number; hasta: number },
  sectorId?: number,
): Promise<ReservaOcupante[]> {
  const conditions = [
    eq(reservas.comercioId, comercioId),
    holdsPlaces,
    lt(reservas.fechaHora, new Date(range.hasta)),
    gt(reservas.fin, new Date(range.desde)),
  ];
  if (sectorId !== undefined) conditions.push(eq(reservas.sectorId, sectorId));
  const rows = await db
    .select({
      inicio: reservas.fechaHora,
      fin: reservas.fin,
      cantidad: reservas.cantidad,
      sectorId: reservas.sectorId,
    })
    .from(reservas)
    .where(and(...conditions));
  return rows.map((r) => ({
    inicio: r.inicio.getTime(),
    fin: r.fin.getTime(),
    cantidad: r.cantidad,
    sectorId: r.sectorId,
  }));
}

/**
 * Holds the sector's row until the transaction ends: every booking of the sector takes this lock before
 * counting, so two bookings never count the same free places.
 */
export async function lockSector(db: Db, comercioId: number, sectorId: number): Promise<boolean> {
  const rows = await db
    .select({ id: reservaSectores.id })
    .from(reservaSectores)
    .where(and(eq(reservaSectores.id, sectorId), eq(reservaSectores.comercioId, comercioId)))
    .for('update');
  return rows.length > 0;
}

/** A reservation with what its answer shows of the sector and the business. */
export const reservaWithJoins = {
  reserva: reservas,
  sector: { id: reservaSectores.id, descripcion: reservaSectores.descripcion },
  comercio: {
    carpeta: comercios.carpeta,
    nombreComercio: comercios.nombreComercio,
    domicilio: comercios.domicilio,
    telefono: comercios.telefono,
    timeZone: comercios.timeZone,
  },
};

export type ReservaJoined = {
  reserva: ReservaRow;
  sector: { id: number; descripcion: string };
  comercio: { carpeta: string; nombreComercio: string; domicilio: string; telefono: string | null; timeZone: string };
};

export function selectReservasJoined(db: Db) {
  return db
    .select(reservaWithJoins)
    .from(reservas)
    .innerJoin(reservaSectores, eq(reservaSectores.id, reservas.sectorId))
    .innerJoin(comercios, eq(comercios.id, reservas.comercioId));
}
