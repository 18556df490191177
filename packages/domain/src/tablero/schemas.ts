import { z } from 'zod';
import { MSG_PERIODO_INVALIDO, PERIODOS } from './tablero.ts';
import { emptyAsMissing, idParamSchema } from '../common/schemas.ts';

// The merchant's numbers (decision 035). Amounts are pesos (exact: summed in centavos, divided once); days are
// 'YYYY-MM-DD' and hours 0..23 in the merchant's zone; minutes are averages with one decimal.

/** ?periodo=hoy|7d|30d (default hoy). */
export const tableroQuerySchema = z.object({
  periodo: z.preprocess(emptyAsMissing, z.enum(PERIODOS, { error: MSG_PERIODO_INVALIDO }).default('hoy')),
});

export const tableroComercioParamsSchema = z.object({ configRestoId: idParamSchema });
export const tableroSiteParamsSchema = z.object({ siteId: idParamSchema });

const cantidadImporte = z.object({ pedidos: z.number().int(), importe: z.number() });

export const tableroSchema = z.object({
  periodo: z.enum(PERIODOS),
  /** First and last day of the period (both included) in the merchant's calendar, and the zone they are in. */
  desde: z.string(),
  hasta: z.string(),
  timeZone: z.string(),
  /** The businesses summed (one for a business's dashboard, the site's for a platform admin's). */
  comercios: z.array(z.object({ configRestoId: z.number().int(), nombreComercio: z.string() })),
  /** Sales: orders placed in the period that were not cancelled, rejected or left unpaid. */
  ventas: cantidadImporte.extend({ ticketPromedio: z.number() }),
  porDia: z.array(cantidadImporte.extend({ fecha: z.string() })),
  porHora: z.array(cantidadImporte.extend({ hora: z.number().int() })),
  modalidad: z.object({ delivery: cantidadImporte, retiro: cantidadImporte, enLocal: cantidadImporte }),
  /** Best-selling dishes by units (at most 10). */
  platos: z.array(z.object({ titulo: z.string(), cantidad: z.number().int(), importe: z.number() })),
  tiempos: z.object({
    /** Orders accepted in the period, and the average minutes from placed to accepted. */
    aceptados: z.number().int(),
    minutosHastaAceptar: z.number().nullable(),
    /** Orders made ready in the period, the average minutes from accepted to ready and the minutes promised then. */
    listos: z.number().int(),
    minutosHastaListo: z.number().nullable(),
    minutosPrometidos: z.number().nullable(),
    /** The delay the business showed when the orders were placed (its `demora`), on average. */
    demoraAnunciada: z.number().nullable(),
    /** Share (0..1) of the ready orders that were ready by the time promised. */
    aTiempo: z.number().nullable(),
  }),
  cancelaciones: z.object({
    canceladas: z.number().int(),
    rechazadas: z.number().int(),
    motivos: z.array(
      z.object({ tipo: z.enum(['cancelado', 'rechazado']), motivo: z.string(), cantidad: z.number().int() }),
    ),
  }),
  reservas: z.object({
    /** Reservations for a time in the period, not cancelled, and the people they seat. */
    reservas: z.number().int(),
    personas: z.number().int(),
    porFranja: z.array(
      z.object({ rango: z.number().int(), nombre: z.string(), reservas: z.number().int(), personas: z.number().int() }),
    ),
    cumplidas: z.number().int(),
    ausentes: z.number().int(),
    /** Absent over absent plus fulfilled (0..1), null when none was settled. */
    tasaAusencia: z.number().nullable(),
  }),
  /** Events with ticket sales or check-ins in the period. */
  eventos: z.array(
    z.object({
      eventoId: z.number().int(),
      titulo: z.string(),
      ventas: z.number().int(),
      entradas: z.number().int(),
      importe: z.number(),
      ingresos: z.number().int(),
    }),
  ),
  /** Draws with participations in the period. */
  concursos: z.array(z.object({ concursoId: z.number().int(), titulo: z.string(), participantes: z.number().int() })),
});
export type Tablero = z.infer<typeof tableroSchema>;
