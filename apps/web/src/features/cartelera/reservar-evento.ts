import {
  getRangoOfHora,
  createReservaFromEvento,
  RESERVA_PENDIENTE_KEY,
  type ReservaPendiente,
  serializeReservaPendiente,
} from '@vidriera/domain/reservas';
import type { Evento } from '@vidriera/domain/eventos';

/**
 * Spec 02 §4: an event of a reservation type leads to the reservation form of its business with the event
 * preselected: 30 minutes before it, for 2, with the note 'Reservado desde link. Para {title}'. The form reads
 * this draft (reservapendiente) when it opens; the rules and the draft's shape are the domain's.
 */
export function saveReservaDesdeEvento(evento: Evento, now: Date): void {
  const desdeEvento = createReservaFromEvento(evento);
  const reserva: ReservaPendiente = {
    ...desdeEvento,
    sectorId: null,
    rango: getRangoOfHora(desdeEvento.fechaHora),
    seleccionoHorario: false,
    configRestoId: evento.configRestoId,
    carpeta: evento.carpeta,
    eventoTitulo: evento.titulo,
  };
  try {
    localStorage.setItem(RESERVA_PENDIENTE_KEY, serializeReservaPendiente(reserva, now));
  } catch {
    // Storage unavailable: the form opens on its defaults and the customer picks the time by hand.
  }
}
