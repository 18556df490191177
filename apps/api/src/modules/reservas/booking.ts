import {
  getReservaOcupacion,
  listTurnos,
  type Turno,
  getRangoOfHora,
  MSG_NO_HAY_DISPONIBILIDAD,
  MSG_SECTOR_SIN_DISPONIBILIDAD,
  findReservaError,
  findReservaFieldError,
  type ReservaError,
  ESTADO_RECIBIDA,
  type HorarioDisponible,
  type Reserva,
  type ReservarRequest,
} from '@vidriera/domain/reservas';
import { getImporteEntradaLocal } from '@vidriera/domain/eventos';
import type { Db } from '../../db/client.ts';
import { reservas } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { IdempotentWrite } from '../../plugins/idempotency.ts';
import type { ComercioRow } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';
import { computeDay, loadDay, requireFecha } from './availability.ts';
import { requireEventoDeEntrada } from './entrada-local.ts';
import { publishReservaChanged } from './notify.ts';
import { lockSector, type ReservaConfig, type ReservaRow, selectReservaConfig } from './queries.ts';
import { type ReservasDeps, resolveComercioConReservas, toReserva } from './service.ts';

/** A refusal with the spec's message; `code` tells the web which check failed. */
export const refuse = (error: ReservaError) => new AppError(400, error.message, { body: { code: error.code } });

/**
 * POST reservas/reservar. The same domain checks as the form, in two passes:
 * 1. against the business's schedule alone (no bookings counted): a wrong date, party size, slot or sector is
 *    a 400 with the spec's message, whatever anyone else is booking;
 * 2. inside a transaction that holds the sector's row FOR UPDATE, against the bookings committed so far: if
 *    the places went to someone else, 409 'No hay disponibilidad'. Every booking of a sector waits for that
 *    lock and counts after the previous one committed, so a sector is never booked past its capacity.
 * A reservation from an event link (eventoId) is the local entry to that night's date of the event: the event
 * must be a reservation-type event of the business with a date that night (else 400), and `importe` is the
 * entry's 3000 per person (entrada-local.ts). The Idempotency-Key of the request, if any, and the answer are
 * stored in the same transaction (decision 044).
 */
export async function reservar(
  deps: ReservasDeps,
  site: SiteRow,
  user: UserRow,
  input: ReservarRequest,
  write: IdempotentWrite | null = null,
): Promise<Reserva> {
  const { db } = deps;
  const comercio = await resolveComercioConReservas(db, site, input.configRestoId);
  const now = deps.now();
  const draft = { fechaHora: input.fechaHora, cantidad: input.cantidad, sectorId: input.sectorId };

  // Past date, party size and sector come first: a past slot would otherwise be reported as not available.
  const fieldError = findReservaFieldError(draft, now);
  if (fieldError) throw refuse(fieldError);
  const fecha = requireFecha(input.fechaHora, comercio);
  const config = await selectReservaConfig(db, comercio.id);
  const turnos = config.diasCerrados.includes(fecha) ? [] : listTurnos(fecha, config.servicios, comercio.timeZone);
  const cantidad = input.cantidad as number;
  const sectorId = input.sectorId as number;

  const bySchedule = computeDay({ comercio, config, fecha, turnos, ocupantes: [] }, cantidad, now);
  const scheduleError = findReservaError(draft, bySchedule, config.sectores, now);
  if (scheduleError) throw refuse(scheduleError);

  const inicio = Date.parse(input.fechaHora as string);
  const turno = turnos.find((t) => t.inicio === inicio);
  const sector = config.sectores.find((s) => s.id === sectorId);
  // The checks above passed, so the slot and the sector exist.
  if (!turno || !sector) throw new Error('slot or sector missing after the checks passed');
  const ocupacion = getReservaOcupacion(inicio, cantidad, turno.servicio);
  // From an event link: the local entry to that night's date of the event, 3000 per person (spec 02 §3).
  const evento = input.eventoId ? await requireEventoDeEntrada(db, comercio, input.eventoId, inicio) : null;
  const toAnswer = (reserva: ReservaRow) =>
    toReserva(
      {
        reserva,
        sector: { id: sector.id, descripcion: sector.descripcion },
        comercio: {
          carpeta: comercio.carpeta,
          nombreComercio: comercio.nombreComercio,
          domicilio: comercio.domicilio,
          telefono: comercio.telefono,
          timeZone: comercio.timeZone,
        },
      },
      evento,
    );

  const row = await insertUnderSectorLock(deps, {
    comercio,
    config,
    fecha,
    sectorId,
    turnos,
    cantidad,
    now,
    // Under the lock the only failure left is places taken by others meanwhile.
    check: (horarios) => {
      const lateError = findReservaError(draft, horarios, config.sectores, now);
      return lateError
        ? new AppError(409, MSG_NO_HAY_DISPONIBILIDAD, { body: { code: lateError.code, detalle: lateError.message } })
        : null;
    },
    values: {
      comercioId: comercio.id,
      usuarioId: user.id,
      sectorId,
      servicioId: turno.servicio.id,
      fechaHora: new Date(ocupacion.inicio),
      fin: new Date(ocupacion.fin),
      cantidad,
      observacion: (input.observacion ?? '').trim(),
      rango: getRangoOfHora(turno.hora),
      seleccionoHorario: input.seleccionoHorario ?? true,
      minutosDeTolerancia: turno.servicio.minutosDeTolerancia,
      nombre: user.nombreApellido,
      tel: user.telefono ?? '',
      eventoId: evento?.id ?? null,
      estado: ESTADO_RECIBIDA,
      // Centavos.
      importe: evento ? getImporteEntradaLocal(cantidad) * 100 : 0,
      fechaHoraAlta: now,
      updatedAt: now,
    },
    ...(write ? { afterInsert: (tx: Db, inserted: ReservaRow) => write.remember(tx, toAnswer(inserted)) } : {}),
  });

  deps.onChanged();
  return toAnswer(row);
}

/** What insertUnderSectorLock needs: the day's inputs, the booking's check and the row to insert. */
export interface LockedInsert {
  comercio: ComercioRow;
  config: ReservaConfig;
  fecha: string;
  sectorId: number;
  /** The slots the check looks at (for a walk-in, one at its arrival). */
  turnos: readonly Turno[];
  cantidad: number;
  /** The instant the slots' notice is counted from (the request's). */
  now: Date;
  /** Null when the reservation fits the slots as counted under the lock, else the error to answer. */
  check(horarios: HorarioDisponible[]): AppError | null;
  values: typeof reservas.$inferInsert;
  /** Runs in the same transaction after the insert (the back office's audit entry). */
  afterInsert?(tx: Db, row: ReservaRow): Promise<void>;
}

/**
 * Inserts a reservation inside a transaction that holds the sector's row FOR UPDATE, after counting the
 * bookings committed so far (the second pass of docs/decisions/008-reservation-capacity.md): every booking and
 * walk-in of a sector waits for that lock, so a sector is never booked past its capacity. The change is
 * announced on the same transaction; the caller clears its own cache (deps.onChanged) after.
 */
export async function insertUnderSectorLock(deps: ReservasDeps, input: LockedInsert): Promise<ReservaRow> {
  const { comercio, config, fecha, sectorId, turnos, cantidad, now } = input;
  return deps.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    if (!(await lockSector(tx, comercio.id, sectorId))) {
      throw refuse({ code: 'sector-no-disponible', message: MSG_SECTOR_SIN_DISPONIBILIDAD });
    }
    const day = await loadDay(tx, comercio, config, fecha, { turnos, sectorId });
    const error = input.check(computeDay(day, cantidad, now));
    if (error) throw error;
    const [inserted] = await tx.insert(reservas).values(input.values).returning();
    if (!inserted) throw new Error('reservation not inserted');
    await publishReservaChanged(tx, inserted);
    await input.afterInsert?.(tx, inserted);
    return inserted;
  });
}
