import { formatFechaCortaEvento, formatHoraEvento, getDiaEvento } from '@vidriera/domain/eventos';

/** 'Sábado 21/11 · 22:00 h': the event's weekday (6-hour shift), date and time, as the board words them. */
export function formatCuandoEvento(fechaHora: string, timeZone: string): string {
  return `${getDiaEvento(fechaHora, timeZone)} ${formatFechaCortaEvento(fechaHora)} · ${formatHoraEvento(fechaHora)} h`;
}
