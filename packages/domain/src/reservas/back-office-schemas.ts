import { z } from 'zod';
import { MSG_WALK_IN_NOMBRE, ORIGENES_RESERVA } from './back-office.ts';
import { CANTIDAD_PERSONAS_MAX, CANTIDAD_PERSONAS_MIN } from './reservas.ts';
import {
  MSG_CANTIDAD_MAXIMA,
  MSG_CANTIDAD_MAYOR_A_CERO,
  MSG_SELECCIONE_CANTIDAD,
  MSG_SELECCIONE_SECTOR,
} from './messages.ts';
import { parseIsoDate } from '../common/zoned-time.ts';
import { errorBodySchema, MAX_ID } from '../common/schemas.ts';
import { franjaServicioSchema, reservaSchema } from './schemas.ts';

/**
 * Contracts of the back office's reservation calls (/api/merchant/reservas/{configRestoId}/...): the book's
 * occupancy, walk-ins, and the services, sectors and closed days editor.
 */

const int = (message: string) => z.number({ error: message }).int(message);

// ---------------------------------------------------------------------------------------------------------------
// A reservation as the book shows it

/** The customer's reservation plus where it came from (a booking, or a walk-in the staff recorded). */
export const reservaComercioSchema = reservaSchema.extend({ origen: z.enum(ORIGENES_RESERVA) });
export type ReservaComercio = z.infer<typeof reservaComercioSchema>;
export const reservaComercioListSchema = z.array(reservaComercioSchema);

// ---------------------------------------------------------------------------------------------------------------
// Occupancy of a day: GET merchant/reservas/{configRestoId}/ocupacion/{fecha}

export const ocupacionSectorSchema = z.object({
  reservaSectorId: z.number().int(),
  capacidad: z.number().int(),
  /** People seated at the slot's start. */
  ocupados: z.number().int(),
});

export const ocupacionTurnoSchema = z.object({
  /** ISO 8601 with the merchant's offset. */
  hora: z.string(),
  servicioId: z.number().int(),
  sectores: z.array(ocupacionSectorSchema),
});

export const ocupacionDiaSchema = z.object({
  fecha: z.string(),
  /** A closed day has no slots. */
  cerrado: z.boolean(),
  sectores: z.array(z.object({ id: z.number().int(), descripcion: z.string(), capacidad: z.number().int() })),
  turnos: z.array(ocupacionTurnoSchema),
});
export type OcupacionDia = z.infer<typeof ocupacionDiaSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Walk-in: POST merchant/reservas/{configRestoId}/walk-in

export const MSG_TELEFONO_INVALIDO = 'El teléfono solo puede tener números, espacios, +, - y paréntesis';
export const MSG_FECHA_HORA_INVALIDA = 'La fecha y hora no es válida';

export const walkInRequestSchema = z.object({
  nombre: z
    .string({ error: MSG_WALK_IN_NOMBRE })
    .trim()
    .min(1, MSG_WALK_IN_NOMBRE)
    .max(80, 'El nombre es demasiado largo (hasta 80 caracteres)'),
  tel: z
    .string({ error: MSG_TELEFONO_INVALIDO })
    .trim()
    .max(20, 'El teléfono es demasiado largo (hasta 20 caracteres)')
    .regex(/^[0-9 +()-]*$/, MSG_TELEFONO_INVALIDO)
    .nullish(),
  cantidad: z
    .number({ error: MSG_SELECCIONE_CANTIDAD })
    .int(MSG_SELECCIONE_CANTIDAD)
    .min(CANTIDAD_PERSONAS_MIN, MSG_CANTIDAD_MAYOR_A_CERO)
    .max(CANTIDAD_PERSONAS_MAX, MSG_CANTIDAD_MAXIMA),
  sectorId: z
    .number({ error: MSG_SELECCIONE_SECTOR })
    .int(MSG_SELECCIONE_SECTOR)
    .positive(MSG_SELECCIONE_SECTOR)
    .max(MAX_ID, MSG_SELECCIONE_SECTOR),
  /** ISO 8601 with an offset; absent means now. */
  fechaHora: z
    .string({ error: MSG_FECHA_HORA_INVALIDA })
    .max(40, MSG_FECHA_HORA_INVALIDA)
    .refine((value) => /(?:[+-]\d{2}:?\d{2}|Z)$/i.test(value) && !Number.isNaN(Date.parse(value)), {
      message: MSG_FECHA_HORA_INVALIDA,
    })
    .nullish(),
  observacion: z
    .string({ error: 'La observación debe ser un texto' })
    .trim()
    .max(500, 'La observación es demasiado larga (hasta 500 caracteres)')
    .nullish(),
});
export type WalkInRequest = z.infer<typeof walkInRequestSchema>;

/** A walk-in's 409 'No hay disponibilidad': `detalle` is the spec's sector message, `disponibles` the places left. */
export const walkInConflictSchema = errorBodySchema.extend({
  code: z.string().optional(),
  detalle: z.string().optional(),
  disponibles: z.number().int().optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Services (turnos)

export const servicioInputSchema = z.object({
  nombre: z
    .string({ error: 'Indicá el nombre del servicio' })
    .trim()
    .min(1, 'Indicá el nombre del servicio')
    .max(60, 'El nombre es demasiado largo (hasta 60 caracteres)'),
  /** Windows by weekday (0 Sunday .. 6 Saturday); `hasta` before `desde` runs past midnight. */
  franjas: z
    .array(franjaServicioSchema, { error: 'Los horarios del servicio no son válidos' })
    .min(1, 'Indicá al menos un día y horario')
    .max(50, 'Demasiados horarios (hasta 50)'),
  intervaloMinutos: int('El intervalo debe ser un número entero de minutos')
    .min(5, 'El intervalo debe ser de al menos 5 minutos')
    .max(240, 'El intervalo no puede superar 240 minutos'),
  duracionPromHasta2P: int('La duración debe ser un número entero de minutos')
    .min(15, 'La duración debe ser de al menos 15 minutos')
    .max(720, 'La duración no puede superar 720 minutos'),
  duracionProm2a5P: int('La duración debe ser un número entero de minutos')
    .min(15, 'La duración debe ser de al menos 15 minutos')
    .max(720, 'La duración no puede superar 720 minutos'),
  duracionPromMas5P: int('La duración debe ser un número entero de minutos')
    .min(15, 'La duración debe ser de al menos 15 minutos')
    .max(720, 'La duración no puede superar 720 minutos'),
  anticipacionMinimaMinutos: int('La anticipación debe ser un número entero de minutos')
    .min(0, 'La anticipación no puede ser negativa')
    .max(43_200, 'La anticipación no puede superar 30 días (43200 minutos)'),
  minutosDeTolerancia: int('La tolerancia debe ser un número entero de minutos')
    .min(0, 'La tolerancia no puede ser negativa')
    .max(240, 'La tolerancia no puede superar 240 minutos'),
  orden: int('El orden debe ser un número entero').min(0, 'El orden no puede ser negativo').max(999).optional(),
  /** Sent as true to bring back an annulled service. */
  activo: z.boolean({ error: 'El estado activo debe ser verdadero o falso' }).optional(),
});
export type ServicioInput = z.infer<typeof servicioInputSchema>;

export const servicioAdminSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  franjas: z.array(franjaServicioSchema),
  intervaloMinutos: z.number().int(),
  duracionPromHasta2P: z.number().int(),
  duracionProm2a5P: z.number().int(),
  duracionPromMas5P: z.number().int(),
  anticipacionMinimaMinutos: z.number().int(),
  minutosDeTolerancia: z.number().int(),
  orden: z.number().int(),
  activo: z.boolean(),
});
export type ServicioAdmin = z.infer<typeof servicioAdminSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Sectors

export const sectorInputSchema = z.object({
  descripcion: z
    .string({ error: 'Indicá el nombre del sector' })
    .trim()
    .min(1, 'Indicá el nombre del sector')
    .max(60, 'El nombre es demasiado largo (hasta 60 caracteres)'),
  /** People the sector seats at once. */
  capacidad: int('La capacidad debe ser un número entero de personas')
    .min(0, 'La capacidad no puede ser negativa')
    .max(9999, 'La capacidad no puede superar 9999 personas'),
  orden: int('El orden debe ser un número entero').min(0, 'El orden no puede ser negativo').max(999).optional(),
  /** Sent as true to bring back an annulled sector. */
  activo: z.boolean({ error: 'El estado activo debe ser verdadero o falso' }).optional(),
});
export type SectorInput = z.infer<typeof sectorInputSchema>;

export const sectorAdminSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  capacidad: z.number().int(),
  orden: z.number().int(),
  activo: z.boolean(),
});
export type SectorAdmin = z.infer<typeof sectorAdminSchema>;

/** A sector change's answer: the sector, and the future reservations it leaves over capacity (kept, to call). */
export const sectorCambioSchema = z.object({
  sector: sectorAdminSchema,
  afectadas: reservaComercioListSchema,
});
export type SectorCambio = z.infer<typeof sectorCambioSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Closed days

export const MSG_FECHA_INVALIDA = 'La fecha debe tener el formato AAAA-MM-DD';

export const fechaSchema = z
  .string({ error: MSG_FECHA_INVALIDA })
  .refine((value) => parseIsoDate(value) !== null, MSG_FECHA_INVALIDA);

export const diaCerradoSchema = z.object({
  fecha: fechaSchema,
  motivo: z
    .string({ error: 'El motivo debe ser un texto' })
    .trim()
    .max(100, 'El motivo es demasiado largo (hasta 100 caracteres)')
    .default(''),
});
export type DiaCerrado = z.infer<typeof diaCerradoSchema>;

/** A closed day's answer: the day, and the reservations already booked for it (kept, to call). */
export const diaCerradoCambioSchema = z.object({
  diaCerrado: diaCerradoSchema,
  afectadas: reservaComercioListSchema,
});

// ---------------------------------------------------------------------------------------------------------------
// The whole set-up: GET merchant/reservas/{configRestoId}/config

export const reservaConfigAdminSchema = z.object({
  /** The merchant's zone, and the book's day now (6:00 to 6:00 in that zone): the day picker starts there. */
  timeZone: z.string(),
  hoy: z.string(),
  servicios: z.array(servicioAdminSchema),
  sectores: z.array(sectorAdminSchema),
  /** From the merchant's today on, in date order. */
  diasCerrados: z.array(diaCerradoSchema),
});
export type ReservaConfigAdmin = z.infer<typeof reservaConfigAdminSchema>;

/** The optional body of confirmar / cumplida / ausente: a reason kept in the audit log. */
export const motivoOpcionalSchema = z
  .object({
    motivo: z
      .string({ error: 'El motivo debe ser un texto' })
      .trim()
      .max(200, 'El motivo es demasiado largo (hasta 200 caracteres)')
      .optional(),
  })
  .nullish();
