import { and, asc, eq, gt } from 'drizzle-orm';
import {
  findReservasSobreCapacidad,
  type ReservaComercio,
  type SectorAdmin,
  type SectorCambio,
  type SectorInput,
} from '@vidriera/domain/reservas';
import type { Db } from '../../db/client.ts';
import { reservaSectores, reservas } from '../../db/schema.ts';
import { notFound } from '../../plugins/errors.ts';
import { type AuditActor, recordAudit } from '../plataforma/public.ts';
import type { ComercioRow } from '../comercios/public.ts';
import { type ConfigDeps, nextOrden, writeAndAnnounce } from './back-office-config.ts';
import { toReservaComercio } from './back-office.ts';
import { holdsPlaces, lockSector, selectReservasJoined } from './queries.ts';

/**
 * The owner's sectors and their capacities. A capacity below what is already booked is saved anyway, with a
 * warning: the answer lists the future reservations the new capacity leaves over it (they are kept; the
 * business calls them or moves them). Refusing would leave the owner no way to record that a room shrank
 * (docs/decisions/011-reservation-back-office.md).
 */

export const SECTOR_NOT_FOUND = 'No se encontró el sector';

const sectorColumns = {
  id: reservaSectores.id,
  descripcion: reservaSectores.descripcion,
  capacidad: reservaSectores.capacidad,
  orden: reservaSectores.orden,
  activo: reservaSectores.activo,
};

/**
 * The sector's reservations still holding places (not yet ended) that a sector seating `capacidad` cannot hold
 * (all of them when it is annulled), in time order.
 */
async function selectAfectadas(tx: Db, sector: SectorAdmin, now: Date): Promise<ReservaComercio[]> {
  const rows = await selectReservasJoined(tx)
    .where(and(eq(reservas.sectorId, sector.id), holdsPlaces, gt(reservas.fin, now)))
    .orderBy(asc(reservas.fechaHora), asc(reservas.id));
  const over = sector.activo
    ? findReservasSobreCapacidad(
        rows.map((row) => ({
          id: row.reserva.id,
          inicio: row.reserva.fechaHora.getTime(),
          fin: row.reserva.fin.getTime(),
          cantidad: row.reserva.cantidad,
          sectorId: row.reserva.sectorId,
        })),
        sector.capacidad,
      )
    : rows.map((row) => ({ id: row.reserva.id }));
  const ids = new Set(over.map((r) => r.id));
  return rows.filter((row) => ids.has(row.reserva.id)).map((row) => toReservaComercio(row));
}

export async function createSector(
  deps: ConfigDeps,
  comercio: ComercioRow,
  actor: AuditActor,
  input: SectorInput,
): Promise<SectorAdmin> {
  const now = deps.now();
  return writeAndAnnounce(deps, async (tx) => {
    const orden = input.orden ?? (await nextOrden(tx, reservaSectores, comercio.id));
    const [row] = await tx
      .insert(reservaSectores)
      .values({
        comercioId: comercio.id,
        descripcion: input.descripcion,
        capacidad: input.capacidad,
        orden,
        activo: input.activo ?? true,
      })
      .returning(sectorColumns);
    if (!row) throw new Error('sector not inserted');
    await recordAudit(
      tx,
      {
        actor,
        comercioId: comercio.id,
        action: 'reserva-sector.create',
        entity: 'reserva-sector',
        entityId: row.id,
        after: row,
      },
      now,
    );
    return row;
  });
}

/**
 * Updates a sector (or, with `activo: false`, annuls it: no new bookings; those made are kept). Holds the
 * sector's row like a booking does, so the reservations counted are exactly those the new capacity applies to.
 */
export async function updateSector(
  deps: ConfigDeps,
  comercio: ComercioRow,
  actor: AuditActor,
  sectorId: number,
  input: SectorInput | { activo: false },
): Promise<SectorCambio> {
  const now = deps.now();
  return writeAndAnnounce(deps, async (tx) => {
    if (!(await lockSector(tx, comercio.id, sectorId))) throw notFound(SECTOR_NOT_FOUND);
    const [before] = await tx.select(sectorColumns).from(reservaSectores).where(eq(reservaSectores.id, sectorId));
    if (!before) throw notFound(SECTOR_NOT_FOUND);
    const annul = !('descripcion' in input);
    const changes = annul
      ? { activo: false }
      : {
          descripcion: input.descripcion,
          capacidad: input.capacidad,
          orden: input.orden ?? before.orden,
          activo: input.activo ?? before.activo,
        };
    const [sector] = await tx
      .update(reservaSectores)
      .set(changes)
      .where(eq(reservaSectores.id, sectorId))
      .returning(sectorColumns);
    if (!sector) throw notFound(SECTOR_NOT_FOUND);
    const action = annul ? 'reserva-sector.anular' : 'reserva-sector.update';
    await recordAudit(
      tx,
      { actor, comercioId: comercio.id, action, entity: 'reserva-sector', entityId: sectorId, before, after: sector },
      now,
    );
    return { sector, afectadas: await selectAfectadas(tx, sector, now) };
  });
}
