import { z } from 'zod';
import { toZonedParts } from '../common/time-zone.ts';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One opening window of the weekly schedule, in the merchant's wall-clock time. `dia` is 0 (Sunday) to 6
 * (Saturday). A window whose `hasta` is not after `desde` runs past midnight into the next day
 * (e.g. 20:00 to 02:00); `hasta` 00:00 means until midnight.
 */
export const horarioSchema = z.object({
  dia: z.number().int().min(0, 'El día debe estar entre 0 y 6').max(6, 'El día debe estar entre 0 y 6'),
  desde: z.string().regex(HHMM, 'La hora debe tener el formato HH:mm'),
  hasta: z.string().regex(HHMM, 'La hora debe tener el formato HH:mm'),
});
export type Horario = z.infer<typeof horarioSchema>;

/** Manual override of the schedule: 'auto' follows it, the others force the state. */
export const aperturaManualSchema = z.enum(['auto', 'abierto', 'cerrado']);
export type AperturaManual = z.infer<typeof aperturaManualSchema>;

const MINUTES_PER_WEEK = 7 * 24 * 60;

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Is the schedule open at this instant, read in the merchant's time zone? */
export function isOpenBySchedule(horarios: readonly Horario[], timeZone: string, now: Date): boolean {
  const p = toZonedParts(now, timeZone);
  const nowInWeek = p.weekday * 1440 + p.hour * 60 + p.minute;
  return horarios.some((h) => {
    const start = h.dia * 1440 + toMinutes(h.desde);
    let length = toMinutes(h.hasta) - toMinutes(h.desde);
    if (length <= 0) length += 1440;
    const sinceStart = (nowInWeek - start + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
    return sinceStart < length;
  });
}

export interface AperturaState {
  horarios: readonly Horario[];
  aperturaManual: AperturaManual;
  /** When a manual override ends by itself (null or absent: it lasts until changed). */
  aperturaManualHasta?: Date | null;
  timeZone: string;
}

/** The override in force now: an override whose `hasta` has come is over, and the schedule decides again. */
export function getAperturaVigente(business: Omit<AperturaState, 'horarios' | 'timeZone'>, now: Date): AperturaManual {
  const hasta = business.aperturaManualHasta;
  if (business.aperturaManual !== 'auto' && hasta && now.getTime() >= hasta.getTime()) return 'auto';
  return business.aperturaManual;
}

/** `abierto` as customers see it: the manual override wins while it lasts, otherwise the weekly schedule decides. */
export function isOpen(business: AperturaState, now: Date): boolean {
  const apertura = getAperturaVigente(business, now);
  if (apertura === 'abierto') return true;
  if (apertura === 'cerrado') return false;
  return isOpenBySchedule(business.horarios, business.timeZone, now);
}
