import { getDiaEvento, type EventoAdmin, type EventoFechaAdmin } from '@vidriera/domain/eventos';
import { formatFechaHoraCorta } from '@vidriera/domain/common';
import { esBackOfficeEventos as t } from '../../../i18n/es-back-office-eventos.ts';

export const formatTipoEvento = (tpEvento: number) => t.tipos[tpEvento] ?? t.tipoOtro(tpEvento);

/** 'Viernes (noche) 28/11/2026 01:00': the weekday with the events' 6-hour shift, in the business's zone. */
export function formatFechaEvento(fechaHora: string, timeZone: string): string {
  return `${getDiaEvento(fechaHora, timeZone)} ${formatFechaHoraCorta(Date.parse(fechaHora), timeZone)}`;
}

/** The next date of an event that is not annulled, if any. */
export function findProximaFecha(evento: EventoAdmin, now: number): EventoFechaAdmin | null {
  return evento.fechas.find((f) => !f.anulada && Date.parse(f.fechaHora) >= now) ?? null;
}
