import { z } from 'zod';
import { type Horario, horarioSchema } from './schedule.ts';

/** Weekday names by `dia` (0 = Sunday), as the back office writes them. */
export const DIAS_SEMANA = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** A week has room for a few windows a day; more than this is a mistake (or an attack), not a schedule. */
export const MAX_HORARIOS = 50;

export const MSG_HORARIO_SIN_DURACION =
  'La hora de cierre debe ser distinta de la de apertura (de 00:00 a 00:00 es todo el día)';
export const msgHorariosSuperpuestos = (dia: number) => `Los horarios del ${DIAS_SEMANA[dia] ?? dia} se superponen`;

const MINUTES_PER_DAY = 1440;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** A window as minutes of the week: [start, start + length). Past midnight it runs into the next day. */
function toWeekRange(h: Horario): { start: number; length: number } {
  const start = h.dia * MINUTES_PER_DAY + toMinutes(h.desde);
  let length = toMinutes(h.hasta) - toMinutes(h.desde);
  if (length <= 0) length += MINUTES_PER_DAY;
  return { start, length };
}

/** Whether two windows share a minute, on the week's circle (Saturday night runs into Sunday). */
function overlaps(a: Horario, b: Horario): boolean {
  const ra = toWeekRange(a);
  const rb = toWeekRange(b);
  const aToB = (rb.start - ra.start + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
  const bToA = (ra.start - rb.start + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
  return aToB < ra.length || bToA < rb.length;
}

/** The index of the first window that overlaps an earlier one, or -1 when none does. */
export function findOverlappingHorario(horarios: readonly Horario[]): number {
  for (let i = 1; i < horarios.length; i++) {
    for (let j = 0; j < i; j++) {
      if (overlaps(horarios[i] as Horario, horarios[j] as Horario)) return i;
    }
  }
  return -1;
}

/** Windows sorted as a week reads: by day, then by opening time. */
export function sortHorarios(horarios: readonly Horario[]): Horario[] {
  return [...horarios].sort((a, b) => a.dia - b.dia || toMinutes(a.desde) - toMinutes(b.desde));
}

/** Equal times would read as 24 hours from `desde` (schedule.ts): only 00:00 to 00:00 says so on purpose. */
export function hasHorarioDuracion(h: Horario): boolean {
  return h.desde !== h.hasta || h.desde === '00:00';
}

/**
 * A weekly schedule as the back office saves it: well-formed windows (HH:mm), each with some length (a window
 * whose closing time is earlier than its opening runs past midnight; 00:00 to 00:00 is the whole day), none
 * overlapping another.
 */
export const horariosSchema = z
  .array(horarioSchema, { error: 'Los horarios deben ser una lista' })
  .max(MAX_HORARIOS, `Se admiten hasta ${MAX_HORARIOS} franjas horarias`)
  .superRefine((horarios, ctx) => {
    horarios.forEach((h, index) => {
      if (!hasHorarioDuracion(h)) {
        ctx.addIssue({ code: 'custom', path: [index, 'hasta'], message: MSG_HORARIO_SIN_DURACION });
      }
    });
    const valid = horarios.filter(hasHorarioDuracion);
    const overlapping = findOverlappingHorario(valid);
    if (overlapping >= 0) {
      ctx.addIssue({ code: 'custom', path: [], message: msgHorariosSuperpuestos(valid[overlapping]?.dia ?? 0) });
    }
  })
  .transform(sortHorarios);
