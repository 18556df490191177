import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  canMoveReserva,
  describeForbiddenMove,
  ESTADO_AUSENTE,
  ESTADO_CANCELADA,
  ESTADO_CONFIRMADA,
  ESTADO_CUMPLIDA,
  type EstadoReserva,
  formatObservacionCancelada,
  type ReservaComercio,
} from '@vidriera/domain/reservas';
import { toZonedInstant } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { reservas } from '../../db/schema.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { type AuditActor, recordAudit } from '../plataforma/public.ts';
import type { ComercioRow } from '../comercios/public.ts';
import { queueAvisosReservaConfirmada } from '../notificaciones/public.ts';
import { publishReservaChanged } from './notify.ts';
import { type ReservaJoined, selectReservasJoined } from './queries.ts';
import { RESERVA_NOT_FOUND, type ReservasDeps, selectReserva, toReserva } from './service.ts';
import { type EventoDeEntrada, loadEventosDeEntrada } from './entrada-local.ts';

/** A reservation as the back office shows it: the customer's shape plus where it came from. */
export function toReservaComercio(joined: ReservaJoined, evento: EventoDeEntrada | null = null): ReservaComercio {
  return { ...toReserva(joined, evento), origen: joined.reserva.origen };
}

/**
 * A merchant's day runs from 6:00 to 6:00 of the next day in its zone (the 6-hour shift of spec 02 §9): the
 * bookings after midnight of a night service are listed with the evening they belong to.
 */
const DAY_SHIFT_MINUTES = 6 * 60;

/** The instants of a merchant's day in the book: from 6:00 of `fecha` to 6:00 of the next day, in its zone. */
export function getDiaDelLibro(comercio: Pick<ComercioRow, 'timeZone'>, fecha: string): { desde: Date; hasta: Date } {
  return {
    desde: new Date(toZonedInstant(fecha, DAY_SHIFT_MINUTES, comercio.timeZone)),
    hasta: new Date(toZonedInstant(fecha, 1440 + DAY_SHIFT_MINUTES, comercio.timeZone)),
  };
}

/** Back office: every reservation of a business's day, all estados, in time order. */
export async function listReservasDelDia(db: Db, comercio: ComercioRow, fecha: string): Promise<ReservaComercio[]> {
  const { desde, hasta } = getDiaDelLibro(comercio, fecha);
  const rows = await selectReservasJoined(db)
    .where(and(eq(reservas.comercioId, comercio.id), gte(reservas.fechaHora, desde), lt(reservas.fechaHora, hasta)))
    .orderBy(asc(reservas.fechaHora), asc(reservas.id));
  const entradas = await loadEventosDeEntrada(db, rows);
  return rows.map((row) => toReservaComercio(row, entradas.get(row.reserva.id) ?? null));
}

/** Who moves a reservation, and why (required to cancel; optional otherwise, kept in the audit log). */
export interface MoveOptions {
  actor: AuditActor;
  motivo?: string | undefined;
}

/**
 * Back office: moves a reservation of the business to `to` (confirmed, cancelled with a reason, fulfilled,
 * absent) along the state machine; a forbidden move is a 409. The update only applies if the estado is still
 * the one checked, so two simultaneous moves cannot both pass. The audit entry is written in the same
 * transaction.
 */
export async function moveReserva(
  deps: ReservasDeps,
  comercio: ComercioRow,
  id: number,
  to: EstadoReserva,
  { actor, motivo }: MoveOptions,
): Promise<ReservaComercio> {
  const { db } = deps;
  const current = await selectReserva(db, id);
  if (!current || current.reserva.comercioId !== comercio.id) throw notFound(RESERVA_NOT_FOUND);
  const from = current.reserva.estado;
  if (!canMoveReserva(from, to)) throw conflict(describeForbiddenMove(from, to));
  const observacion =
    to === ESTADO_CANCELADA && motivo
      ? formatObservacionCancelada(current.reserva.observacion, motivo)
      : current.reserva.observacion;
  const now = deps.now();
  const updated = await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [row] = await tx
      .update(reservas)
      .set({ estado: to, observacion, updatedAt: now })
      .where(and(eq(reservas.id, id), eq(reservas.estado, from)))
      .returning();
    if (!row) return undefined;
    await publishReservaChanged(tx, row);
    // Its confirmation and reminder by WhatsApp when the business sends them (decision 034).
    if (to === ESTADO_CONFIRMADA) await queueAvisosReservaConfirmada(tx, comercio, row, now);
    await recordAudit(
      tx,
      {
        actor,
        comercioId: comercio.id,
        action: `reserva.${ACTION_BY_ESTADO[to] ?? to}`,
        entity: 'reserva',
        entityId: id,
        before: { estado: from },
        after: { estado: to, ...(motivo ? { motivo } : {}) },
      },
      now,
    );
    return row;
  });
  if (!updated) {
    const again = (await selectReserva(db, id))?.reserva.estado ?? from;
    throw conflict(describeForbiddenMove(again, to));
  }
  deps.onChanged();
  return toReservaComercio({ ...current, reserva: updated });
}

/** The audit action of each move. */
const ACTION_BY_ESTADO: Partial<Record<number, string>> = {
  [ESTADO_CONFIRMADA]: 'confirmar',
  [ESTADO_CANCELADA]: 'cancelar',
  [ESTADO_CUMPLIDA]: 'cumplida',
  [ESTADO_AUSENTE]: 'ausente',
};
