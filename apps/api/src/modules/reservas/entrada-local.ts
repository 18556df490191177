import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  findFechaEntradaLocal,
  IMPORTE_POR_PERSONA_LOCAL,
  isEventoConEntradaLocal,
  MSG_EVENTO_NO_VALIDO,
  MSG_EVENTO_OTRA_FECHA,
} from '@vidriera/domain/eventos';
import type { EntradaLocal } from '@vidriera/domain/reservas';
import { formatInstantInZone } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { eventoFechas, eventos } from '../../db/schema.ts';
import { badRequest } from '../../plugins/errors.ts';
import { isPublicEvento } from '../eventos/public.ts';
import type { ReservaJoined } from './queries.ts';

/**
 * The local event entry of reservations made from an event link (spec 02 §3; docs/decisions/027): which event
 * date a reservation is the entry to, checked when it is booked and looked up again when it is shown.
 */

/** The event and the date of it a reservation is the entry to. */
export interface EventoDeEntrada {
  id: number;
  titulo: string;
  fecha: { id: number; fechaHora: Date };
}

type FechaRow = { eventoId: number; titulo: string; fechaId: number; fechaHora: Date };

function selectFechas(db: Db, eventoIds: number[], comercioId?: number): Promise<FechaRow[]> {
  return db
    .select({
      eventoId: eventos.id,
      titulo: eventos.titulo,
      fechaId: eventoFechas.id,
      fechaHora: eventoFechas.fechaHora,
    })
    .from(eventoFechas)
    .innerJoin(eventos, eq(eventos.id, eventoFechas.eventoId))
    .where(
      and(
        inArray(eventos.id, eventoIds),
        comercioId === undefined ? undefined : eq(eventos.comercioId, comercioId),
        eq(eventos.anulado, false),
        eq(eventoFechas.anulada, false),
      ),
    )
    .orderBy(asc(eventoFechas.fechaHora), asc(eventoFechas.id));
}

function pickFecha(rows: FechaRow[], inicio: number, timeZone: string): EventoDeEntrada | null {
  const match = findFechaEntradaLocal(
    rows.map((r) => ({ ...r, fechaHora: r.fechaHora.getTime() })),
    inicio,
    timeZone,
  );
  return match
    ? { id: match.eventoId, titulo: match.titulo, fecha: { id: match.fechaId, fechaHora: new Date(match.fechaHora) } }
    : null;
}

/**
 * The booking's check: the event is a published, not annulled reservation-type event of this business (else 400
 * 'El evento no es válido') with a date on the night of the reserved time (else 400 'El evento no es en la fecha
 * de la reserva').
 */
export async function requireEventoDeEntrada(
  db: Db,
  comercio: { id: number; timeZone: string },
  eventoId: number,
  inicio: number,
): Promise<EventoDeEntrada> {
  const [evento] = await db
    .select({ tpEvento: eventos.tpEvento })
    .from(eventos)
    .where(and(eq(eventos.id, eventoId), eq(eventos.comercioId, comercio.id), isPublicEvento))
    .limit(1);
  if (!evento || !isEventoConEntradaLocal(evento.tpEvento)) throw badRequest(MSG_EVENTO_NO_VALIDO);
  const entrada = pickFecha(await selectFechas(db, [eventoId], comercio.id), inicio, comercio.timeZone);
  if (!entrada) throw badRequest(MSG_EVENTO_OTRA_FECHA);
  return entrada;
}

/** The entries of some reservations, by reservation id (those without an event, or whose event is gone, left out). */
export async function loadEventosDeEntrada(
  db: Db,
  rows: readonly ReservaJoined[],
): Promise<Map<number, EventoDeEntrada>> {
  const byReserva = new Map<number, EventoDeEntrada>();
  const conEvento = rows.filter((r) => r.reserva.eventoId !== null);
  if (conEvento.length === 0) return byReserva;
  const fechas = await selectFechas(db, [...new Set(conEvento.map((r) => r.reserva.eventoId as number))]);
  for (const { reserva, comercio } of conEvento) {
    const own = fechas.filter((f) => f.eventoId === reserva.eventoId);
    const entrada = pickFecha(own, reserva.fechaHora.getTime(), comercio.timeZone);
    if (entrada) byReserva.set(reserva.id, entrada);
  }
  return byReserva;
}

/** The entry as the answer shows it. */
export function toEntradaLocal({ reserva, sector, comercio }: ReservaJoined, evento: EventoDeEntrada): EntradaLocal {
  return {
    id: evento.id,
    titulo: evento.titulo,
    eventoFechaId: evento.fecha.id,
    fechaHora: formatInstantInZone(evento.fecha.fechaHora.getTime(), comercio.timeZone),
    cantidad: reserva.cantidad,
    importePorPersona: IMPORTE_POR_PERSONA_LOCAL,
    sector,
    configResto: {
      carpeta: comercio.carpeta,
      nombreComercio: comercio.nombreComercio,
      domicilio: comercio.domicilio,
      telefono: comercio.telefono,
    },
  };
}
