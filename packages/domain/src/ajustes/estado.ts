import { z } from 'zod';
import { aperturaManualSchema } from '../comercios/schedule.ts';
import { horariosSchema } from '../comercios/schedule-validation.ts';
import { bool, texto } from './fields.ts';

// Ajustes, Estado y horarios: the open/closed override, the delay customers see and the weekly schedule.

export const DEMORA_MAXIMA_MINUTOS = 600;
/** A manual override may end by itself at most this far ahead (further than that is "until changed"). */
export const APERTURA_HASTA_MAXIMO_DIAS = 31;

export const MSG_HASTA_SIN_FORZAR = 'Elegí abierto o cerrado para indicar hasta cuándo';
export const MSG_HASTA_PASADO = 'La hora hasta la que se fuerza el estado ya pasó';
export const MSG_HASTA_LEJANO = `Se puede forzar el estado hasta ${APERTURA_HASTA_MAXIMO_DIAS} días; para más, dejalo sin hora`;

/**
 * PUT .../estado: open or closed now regardless of the schedule, optionally until a wall-clock date and time of
 * the business ('YYYY-MM-DDTHH:mm', a datetime-local value), or back to the schedule ('auto').
 */
export const ajustesEstadoInputSchema = z
  .object({
    aperturaManual: aperturaManualSchema,
    hasta: z
      .union([
        z
          .string({ error: 'La fecha y hora límite debe ser una fecha y hora' })
          .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
            message: 'La fecha y hora límite debe tener el formato AAAA-MM-DDTHH:mm',
          }),
        z.null(),
      ])
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.aperturaManual === 'auto' && value.hasta) {
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: MSG_HASTA_SIN_FORZAR });
    }
  });
export type AjustesEstadoInput = z.input<typeof ajustesEstadoInputSchema>;

/** PUT .../demora: the estimated delay customers see (minutes) and whether to hide it. */
export const ajustesDemoraInputSchema = z.object({
  demora: z
    .number({ error: 'La demora debe ser un número de minutos' })
    .int('La demora debe ser un número entero de minutos')
    .min(0, 'La demora no puede ser negativa')
    .max(DEMORA_MAXIMA_MINUTOS, `La demora puede ser de hasta ${DEMORA_MAXIMA_MINUTOS} minutos`),
  ocultaDemora: bool('ocultaDemora'),
});
export type AjustesDemoraInput = z.infer<typeof ajustesDemoraInputSchema>;

/** PUT .../horarios: the weekly schedule and the text customers read about it. */
export const ajustesHorariosInputSchema = z.object({
  horarios: horariosSchema,
  horariosText: texto('El texto de horarios', 500),
});
export type AjustesHorariosInput = z.input<typeof ajustesHorariosInputSchema>;
