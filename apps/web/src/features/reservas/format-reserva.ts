import { getFechaLocal, getHoraLocal } from '@vidriera/domain/reservas';
import { getNombreMes, getWeekdayOfIsoDate, parseIsoDate } from '@vidriera/domain/common';
import { esReservas } from '../../i18n/es-reservas.ts';

// Reservation times travel with the merchant's offset; everything shown is read from that text, so the customer
// sees the merchant's wall-clock time whatever zone the phone is set to.

/** 'Sábado' for '2026-11-21'. */
export function formatDayName(isoDate: string): string {
  if (!parseIsoDate(isoDate)) return '';
  return esReservas.dias[getWeekdayOfIsoDate(isoDate)] ?? '';
}

/** 'Sábado 21 de noviembre de 2026' for '2026-11-21'. */
export function formatLongDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return '';
  return `${formatDayName(isoDate)} ${date.day} de ${getNombreMes(date.month)} de ${date.year}`;
}

/** 'Sáb 21/11' style short date for cards: 'Sábado 21/11/2026'. */
export function formatShortDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return '';
  const dd = String(date.day).padStart(2, '0');
  const mm = String(date.month).padStart(2, '0');
  return `${formatDayName(isoDate)} ${dd}/${mm}/${date.year}`;
}

/** The date and the time of a reservation's fechaHora ('2026-11-21T21:30:00-03:00'). */
export function splitFechaHora(fechaHora: string): { fecha: string; hora: string } {
  return { fecha: getFechaLocal(fechaHora), hora: getHoraLocal(fechaHora) };
}
