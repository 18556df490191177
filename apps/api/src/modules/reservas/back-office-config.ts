import { and, asc, eq, gte, lt, max } from 'drizzle-orm';
import type {
  DiaCerrado,
  ReservaComercio,
  ReservaConfigAdmin,
  ServicioAdmin,
  ServicioInput,
} from '@vidriera/domain/reservas';
import { getZonedIsoDate } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { reservaDiasCerrados, reservaSectores, reservaServicios, reservas } from '../../db/schema.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { type AuditActor, recordAudit } from '../plataforma/public.ts';
import type { ComercioRow } from '../comercios/public.ts';
import { getDiaDelLibro, toReservaComercio } from './back-office.ts';
import { holdsPlaces, selectReservasJoined } from './queries.ts';
import type { ReservasDeps } from './service.ts';

/**
 * The owner's reservation set-up (services with their windows and durations, closed days; sectors are in
 * back-office-sectores.ts). Every write is audited in its transaction and then announced: the availability caches of
 * every process are cleared (docs/decisions/008-reservation-capacity.md, consequences).
 */

export interface ConfigDeps extends ReservasDeps {
  /** Clears the public caches of every process (app.announceCatalogChange). */
  announceCatalogChange(): Promise<void>;
}

export const SERVICIO_NOT_FOUND = 'No se encontró el servicio';
export const DIA_CERRADO_NOT_FOUND = 'Ese día no está cerrado a reservas';
export const MSG_DIA_PASADO = 'No se puede cerrar un día que ya pasó';

type ServicioRow = typeof reservaServicios.$inferSelect;

const DAY_SHIFT_MS = 6 * 60 * 60_000;

function toServicioAdmin(row: ServicioRow): ServicioAdmin {
  return {
    id: row.id,
    nombre: row.nombre,
    franjas: row.franjas,
    intervaloMinutos: row.intervaloMinutos,
    duracionPromHasta2P: row.duracionPromHasta2P,
    duracionProm2a5P: row.duracionProm2a5P,
    duracionPromMas5P: row.duracionPromMas5P,
    anticipacionMinimaMinutos: row.anticipacionMinimaMinutos,
    minutosDeTolerancia: row.minutosDeTolerancia,
    orden: row.orden,
    activo: row.activo,
  };
}

/** Runs a write and its audit entry in one transaction, then clears the availability caches. */
export async function writeAndAnnounce<T>(deps: ConfigDeps, write: (tx: Db) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction((tx) => write(tx as unknown as Db));
  deps.onChanged();
  await deps.announceCatalogChange();
  return result;
}

/** GET merchant/reservas/{configRestoId}/config: every service and sector (annulled too), closed days from today. */
export async function getReservaConfigAdmin(db: Db, comercio: ComercioRow, now: Date): Promise<ReservaConfigAdmin> {
  const today = getZonedIsoDate(now, comercio.timeZone);
  // The book's day runs 6:00 to 6:00: at 1:00 the night being served is still yesterday's.
  const hoy = getZonedIsoDate(new Date(now.getTime() - DAY_SHIFT_MS), comercio.timeZone);
  const [servicios, sectores, diasCerrados] = await Promise.all([
    db
      .select()
      .from(reservaServicios)
      .where(eq(reservaServicios.comercioId, comercio.id))
      .orderBy(asc(reservaServicios.orden), asc(reservaServicios.id)),
    db
      .select({
        id: reservaSectores.id,
        descripcion: reservaSectores.descripcion,
        capacidad: reservaSectores.capacidad,
        orden: reservaSectores.orden,
        activo: reservaSectores.activo,
      })
      .from(reservaSectores)
      .where(eq(reservaSectores.comercioId, comercio.id))
      .orderBy(asc(reservaSectores.orden), asc(reservaSectores.id)),
    db
      .select({ fecha: reservaDiasCerrados.fecha, motivo: reservaDiasCerrados.motivo })
      .from(reservaDiasCerrados)
      .where(and(eq(reservaDiasCerrados.comercioId, comercio.id), gte(reservaDiasCerrados.fecha, today)))
      .orderBy(asc(reservaDiasCerrados.fecha)),
  ]);
  return {
    timeZone: comercio.timeZone,
    hoy,
    servicios: servicios.map(toServicioAdmin),
    sectores,
    diasCerrados,
  };
}

/** The next `orden` of a business's services or sectors: after the last one. */
export async function nextOrden(
  tx: Db,
  table: typeof reservaServicios | typeof reservaSectores,
  comercioId: number,
): Promise<number> {
  const [row] = await tx
    .select({ last: max(table.orden) })
    .from(table)
    .where(eq(table.comercioId, comercioId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

function servicioValues(input: ServicioInput) {
  return {
    nombre: input.nombre,
    franjas: input.franjas,
    intervaloMinutos: input.intervaloMinutos,
    duracionPromHasta2P: input.duracionPromHasta2P,
    duracionProm2a5P: input.duracionProm2a5P,
    duracionPromMas5P: input.duracionPromMas5P,
    anticipacionMinimaMinutos: input.anticipacionMinimaMinutos,
    minutosDeTolerancia: input.minutosDeTolerancia,
  };
}

export async function createServicio(
  deps: ConfigDeps,
  comercio: ComercioRow,
  actor: AuditActor,
  input: ServicioInput,
): Promise<ServicioAdmin> {
  const now = deps.now();
  return writeAndAnnounce(deps, async (tx) => {
    const orden = input.orden ?? (await nextOrden(tx, reservaServicios, comercio.id));
    const [row] = await tx
      .insert(reservaServicios)
      .values({ comercioId: comercio.id, ...servicioValues(input), orden, activo: input.activo ?? true })
      .returning();
    if (!row) throw new Error('service not inserted');
    const after = toServicioAdmin(row);
    await recordAudit(
      tx,
      {
        actor,
        comercioId: comercio.id,
        action: 'reserva-servicio.create',
        entity: 'reserva-servicio',
        entityId: row.id,
        after,
      },
      now,
    );
    return after;
  });
}

/** Locks a service of the business for the change, or 404 (another business's is not told apart). */
async function lockServicio(tx: Db, comercio: ComercioRow, servicioId: number): Promise<ServicioRow> {
  const [row] = await tx
    .select()
    .from(reservaServicios)
    .where(and(eq(reservaServicios.id, servicioId), eq(reservaServicios.comercioId, comercio.id)))
    .for('update');
  if (!row) throw notFound(SERVICIO_NOT_FOUND);
  return row;
}

/**
 * Updates a service (or, with `activo: false`, annuls it). Bookings already made keep the minutes they were
 * booked with (their `fin`): new durations apply to new bookings only.
 */
export async function updateServicio(
  deps: ConfigDeps,
  comercio: ComercioRow,
  actor: AuditActor,
  servicioId: number,
  input: ServicioInput | { activo: false },
): Promise<ServicioAdmin> {
  const now = deps.now();
  return writeAndAnnounce(deps, async (tx) => {
    const before = toServicioAdmin(await lockServicio(tx, comercio, servicioId));
    const annul = !('nombre' in input);
    const changes = annul
      ? { activo: false }
      : { ...servicioValues(input), orden: input.orden ?? before.orden, activo: input.activo ?? before.activo };
    const [row] = await tx.update(reservaServicios).set(changes).where(eq(reservaServicios.id, servicioId)).returning();
    if (!row) throw notFound(SERVICIO_NOT_FOUND);
    const after = toServicioAdmin(row);
    const action = annul ? 'reserva-servicio.anular' : 'reserva-servicio.update';
    await recordAudit(
      tx,
      { actor, comercioId: comercio.id, action, entity: 'reserva-servicio', entityId: servicioId, before, after },
      now,
    );
    return after;
  });
}

/** The reservations holding places on a day of the book (6:00 to 6:00), in time order. */
async function selectReservasQueOcupanDia(tx: Db, comercio: ComercioRow, fecha: string): Promise<ReservaComercio[]> {
  const { desde, hasta } = getDiaDelLibro(comercio, fecha);
  const rows = await selectReservasJoined(tx)
    .where(
      and(
        eq(reservas.comercioId, comercio.id),
        holdsPlaces,
        gte(reservas.fechaHora, desde),
        lt(reservas.fechaHora, hasta),
      ),
    )
    .orderBy(asc(reservas.fechaHora), asc(reservas.id));
  return rows.map((row) => toReservaComercio(row));
}

/**
 * Closes a day to new bookings (or changes its reason). Reservations already made for it are kept and
 * answered, so the business can call them; a past day cannot be closed.
 */
export async function closeDia(
  deps: ConfigDeps,
  comercio: ComercioRow,
  actor: AuditActor,
  input: DiaCerrado,
): Promise<{ diaCerrado: DiaCerrado; afectadas: ReservaComercio[] }> {
  const now = deps.now();
  if (input.fecha < getZonedIsoDate(now, comercio.timeZone)) throw badRequest(MSG_DIA_PASADO);
  return writeAndAnnounce(deps, async (tx) => {
    const [existing] = await tx
      .select({ fecha: reservaDiasCerrados.fecha, motivo: reservaDiasCerrados.motivo })
      .from(reservaDiasCerrados)
      .where(and(eq(reservaDiasCerrados.comercioId, comercio.id), eq(reservaDiasCerrados.fecha, input.fecha)));
    await tx
      .insert(reservaDiasCerrados)
      .values({ comercioId: comercio.id, fecha: input.fecha, motivo: input.motivo })
      .onConflictDoUpdate({
        target: [reservaDiasCerrados.comercioId, reservaDiasCerrados.fecha],
        set: { motivo: input.motivo },
      });
    await recordAudit(
      tx,
      {
        actor,
        comercioId: comercio.id,
        action: existing ? 'reserva-dia-cerrado.update' : 'reserva-dia-cerrado.create',
        entity: 'reserva-dia-cerrado',
        entityId: input.fecha,
        before: existing ?? null,
        after: input,
      },
      now,
    );
    return { diaCerrado: input, afectadas: await selectReservasQueOcupanDia(tx, comercio, input.fecha) };
  });
}

/** Opens a closed day to bookings again. */
export async function openDia(
  deps: ConfigDeps,
  comercio: ComercioRow,
  actor: AuditActor,
  fecha: string,
): Promise<void> {
  const now = deps.now();
  await writeAndAnnounce(deps, async (tx) => {
    const [removed] = await tx
      .delete(reservaDiasCerrados)
      .where(and(eq(reservaDiasCerrados.comercioId, comercio.id), eq(reservaDiasCerrados.fecha, fecha)))
      .returning({ fecha: reservaDiasCerrados.fecha, motivo: reservaDiasCerrados.motivo });
    if (!removed) throw notFound(DIA_CERRADO_NOT_FOUND);
    await recordAudit(
      tx,
      {
        actor,
        comercioId: comercio.id,
        action: 'reserva-dia-cerrado.delete',
        entity: 'reserva-dia-cerrado',
        entityId: fecha,
        before: removed,
        after: null,
      },
      now,
    );
  });
}
