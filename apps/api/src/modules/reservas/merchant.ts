import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  canMoveReserva,
  describeForbiddenMove,
  ESTADO_CANCELADA,
  type EstadoReserva,
  formatObservacionCancelada,
} from '@vidriera/domain/reservas';
import type { Reserva } from '@vidriera/domain/schemas/reserva';
import { toZonedInstant } from '@vidriera/domain/zoned-time';
import type { Db } from '../../db/client.ts';
import { reservas } from '../../db/schema.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import type { ComercioRow } from '../comercios/queries.ts';
import { publishReservaChanged } from './notify.ts';
import { selectReservasJoined } from './queries.ts';
import { RESERVA_NOT_FOUND, type ReservasDeps, selectReserva, toReserva } from './service.ts';

/**
 * A merchant's day runs from 6:00 to 6:00 of the next day in its zone (the 6-hour shift of spec 02 §9): the
 * bookings after midnight of a night service are listed with the evening they belong to.
 */
const DAY_SHIFT_MINUTES = 6 * 60;

/** Back office: every reservation of a business's day, all estados, in time order. */
export async function listReservasDelDia(db: Db, comercio: ComercioRow, fecha: string): Promise<Reserva[]> {
  const desde = toZonedInstant(fecha, DAY_SHIFT_MINUTES, comercio.timeZone);
  const hasta = toZonedInstant(fecha, 1440 + DAY_SHIFT_MINUTES, comercio.timeZone);
  const rows = await selectReservasJoined(db)
    .where(
      and(
        eq(reservas.comercioId, comercio.id),
        gte(reservas.fechaHora, new Date(desde)),
        lt(reservas.fechaHora, new Date(hasta)),
      ),
    )
    .orderBy(asc(reservas.fechaHora), asc(reservas.id));
  return rows.map(toReserva);
}

/**
 * Back office: moves a reservation of the business to `to` (confirmed, cancelled with a reason, fulfilled,
 * absent) along the state machine; a forbidden move is a 409. The update only applies if the estado is still
 * the one checked, so two simultaneous moves cannot both pass.
 */
export async function moveReserva(
  deps: ReservasDeps,
  comercio: ComercioRow,
  id: number,
  to: EstadoReserva,
  motivo?: string,
): Promise<Reserva> {
  const { db } = deps;
  const current = await selectReserva(db, id);
  if (!current || current.reserva.comercioId !== comercio.id) throw notFound(RESERVA_NOT_FOUND);
  const from = current.reserva.estado;
  if (!canMoveReserva(from, to)) throw conflict(describeForbiddenMove(from, to));
  const observacion =
    to === ESTADO_CANCELADA && motivo
      ? formatObservacionCancelada(current.reserva.observacion, motivo)
      : current.reserva.observacion;
  const updated = await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [row] = await tx
      .update(reservas)
      .set({ estado: to, observacion, updatedAt: deps.now() })
      .where(and(eq(reservas.id, id), eq(reservas.estado, from)))
      .returning();
    if (row) await publishReservaChanged(tx, row);
    return row;
  });
  if (!updated) {
    const again = (await selectReserva(db, id))?.reserva.estado ?? from;
    throw conflict(describeForbiddenMove(again, to));
  }
  deps.onChanged();
  return toReserva({ ...current, reserva: updated });
}
