import { idFieldSchema, MAX_ID } from '../common/schemas.ts';
import { z } from 'zod';
import { CANTIDAD_PERSONAS_MAX, CANTIDAD_PERSONAS_MIN } from './reservas.ts';
import { parseIsoDate } from '../common/zoned-time.ts';
import {
  MSG_CANTIDAD_MAXIMA,
  MSG_CANTIDAD_MAYOR_A_CERO,
  MSG_SELECCIONE_CANTIDAD,
  MSG_SELECCIONE_FECHA_HORA,
  MSG_SELECCIONE_SECTOR,
} from './messages.ts';

/**
 * Contracts of the reservation calls (spec 02 §3 and §7). Only the API imports these at run time; the web
 * imports their TYPES (zod stays out of its bundle) and the pure rules from reservas*.ts.
 */

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const idField = idFieldSchema;

// ---------------------------------------------------------------------------------------------------------------
// Availability: POST reservas/getHorariosDisponibles

/**
 * `fechaHora` names the day asked for: 'YYYY-MM-DD', or an ISO date-time (with an offset it is read as the
 * merchant's calendar day at that instant; without one, its date part is taken as written).
 */
export const horariosRequestSchema = z.object({
  fechaHora: z
    .string({ error: MSG_SELECCIONE_FECHA_HORA })
    .trim()
    .min(10, MSG_SELECCIONE_FECHA_HORA)
    .max(40, MSG_SELECCIONE_FECHA_HORA),
  cantidadPersonas: z
    .number({ error: MSG_SELECCIONE_CANTIDAD })
    .int(MSG_SELECCIONE_CANTIDAD)
    .min(CANTIDAD_PERSONAS_MIN, MSG_CANTIDAD_MAYOR_A_CERO)
    .max(CANTIDAD_PERSONAS_MAX, MSG_CANTIDAD_MAXIMA),
  configRestoId: idField('Falta el comercio'),
});
export type HorariosRequest = z.infer<typeof horariosRequestSchema>;

/** Remaining capacity (people) of a sector for the party size asked, at one slot. */
export const horarioSectorSchema = z.object({
  reservaSectorId: z.number().int(),
  cantidad: z.number().int(),
});

/**
 * One bookable slot. `hora` is ISO 8601 with the merchant's offset ('2026-11-21T20:30:00-03:00'): characters
 * 11..16 are the wall-clock time to show, and it is the `fechaHora` to book.
 */
export const horarioDisponibleSchema = z.object({
  hora: z.string(),
  servicioId: z.number().int(),
  disabled: z.boolean(),
  sectores: z.array(horarioSectorSchema),
});
export type HorarioDisponible = z.infer<typeof horarioDisponibleSchema>;

export const sectorSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
});
export type Sector = z.infer<typeof sectorSchema>;

/** A service as the form needs it (durations in minutes by party-size band). */
export const servicioSchema = z.object({
  id: z.number().int(),
  duracionPromHasta2P: z.number().int(),
  duracionProm2a5P: z.number().int(),
  duracionPromMas5P: z.number().int(),
  anticipacionMinimaMinutos: z.number().int(),
  minutosDeTolerancia: z.number().int(),
});
export type Servicio = z.infer<typeof servicioSchema>;

export const horariosDisponiblesSchema = z.object({
  horarios: z.array(horarioDisponibleSchema),
  sectores: z.array(sectorSchema),
  servicios: z.array(servicioSchema),
});
export type HorariosDisponibles = z.infer<typeof horariosDisponiblesSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Booking: POST reservas/reservar

/**
 * The reservation object the form sends. The fields the spec's checks look at are optional here so the domain
 * check answers with the spec's message (in its order) rather than a generic one; wrong types are refused with
 * that same message.
 */
export const reservarRequestSchema = z.object({
  fechaHora: z.string({ error: MSG_SELECCIONE_FECHA_HORA }).max(40, MSG_SELECCIONE_FECHA_HORA).nullish(),
  cantidad: z
    .number({ error: MSG_SELECCIONE_CANTIDAD })
    .int(MSG_SELECCIONE_CANTIDAD)
    .max(1_000_000, MSG_CANTIDAD_MAXIMA)
    .min(-1_000_000, MSG_CANTIDAD_MAYOR_A_CERO)
    .nullish(),
  sectorId: z
    .number({ error: MSG_SELECCIONE_SECTOR })
    .int(MSG_SELECCIONE_SECTOR)
    .min(0, MSG_SELECCIONE_SECTOR)
    .max(MAX_ID, MSG_SELECCIONE_SECTOR)
    .nullish(),
  observacion: z
    .string({ error: 'La observación debe ser un texto' })
    .max(500, 'La observación es demasiado larga (hasta 500 caracteres)')
    .nullish(),
  rango: z.number({ error: 'El momento del día no es válido' }).int().min(1).max(4).nullish(),
  seleccionoHorario: z.boolean({ error: 'La elección de horario debe ser verdadero o falso' }).nullish(),
  configRestoId: idField('Falta el comercio'),
  eventoId: z
    .number({ error: 'El evento no es válido' })
    .int('El evento no es válido')
    .min(0, 'El evento no es válido')
    .max(MAX_ID, 'El evento no es válido')
    .nullish(),
});
export type ReservarRequest = z.infer<typeof reservarRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// A reservation as the customer sees it (reservar's answer, todos, activos, {id})

export const reservaConfigRestoSchema = z.object({
  carpeta: z.string(),
  nombreComercio: z.string(),
  domicilio: z.string(),
  telefono: z.string().nullable(),
});

/**
 * Local event entry (spec 02 §3): what a reservation made from an event link is the entry to. id, titulo,
 * eventoFechaId and fechaHora are the event date's (fechaHora with the merchant's offset); cantidad, sector and
 * configResto the reservation's; importePorPersona is fixed at 3000 pesos (entrada-local.ts).
 */
export const entradaLocalSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  eventoFechaId: z.number().int(),
  fechaHora: z.string(),
  cantidad: z.number().int(),
  importePorPersona: z.number(),
  sector: sectorSchema,
  configResto: reservaConfigRestoSchema,
});
export type EntradaLocal = z.infer<typeof entradaLocalSchema>;

export const reservaSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 with the merchant's offset. */
  fechaHora: z.string(),
  fechaHoraAlta: z.string(),
  cantidad: z.number().int(),
  sectorId: z.number().int(),
  sector: sectorSchema,
  observacion: z.string(),
  /** Day part: 1 morning, 2 midday, 3 afternoon, 4 night. */
  rango: z.number().int(),
  seleccionoHorario: z.boolean(),
  configRestoId: z.number().int(),
  configResto: reservaConfigRestoSchema,
  minutosDeTolerancia: z.number().int(),
  nombre: z.string(),
  tel: z.string(),
  usuarioId: z.number().int(),
  eventoId: z.number().int().nullable(),
  /** 0 received, 1 confirmed, 3 cancelled by client, 4 cancelled, 5 fulfilled, 6 absent. */
  estado: z.number().int(),
  /** Pesos: the local event entry's total for a reservation made from an event link, else 0. */
  importe: z.number(),
  /** The local event entry of a reservation made from an event link (null otherwise, or once the event is gone). */
  entradaLocal: entradaLocalSchema.nullable(),
});
export type Reserva = z.infer<typeof reservaSchema>;
export const reservaListSchema = z.array(reservaSchema);

// ---------------------------------------------------------------------------------------------------------------
// Merchant side

export const cancelarReservaComercioSchema = z.object({
  motivo: z
    .string({ error: 'Indicá el motivo de la cancelación' })
    .trim()
    .min(1, 'Indicá el motivo de la cancelación')
    .max(200, 'El motivo es demasiado largo (hasta 200 caracteres)'),
});

/** A time window of a service on one weekday (0 Sunday .. 6 Saturday); `hasta` is the last slot (inclusive). */
export const franjaServicioSchema = z.object({
  dia: z.number().int().min(0, 'El día debe estar entre 0 y 6').max(6, 'El día debe estar entre 0 y 6'),
  desde: z.string().regex(HHMM, 'La hora debe tener el formato HH:mm'),
  hasta: z.string().regex(HHMM, 'La hora debe tener el formato HH:mm'),
});
export type FranjaServicio = z.infer<typeof franjaServicioSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Events of a day, for the form's banner: GET reservas/eventosDelDia/{configRestoId}/{yyyy-mm-dd}

export const eventoDelDiaSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  fechaHora: z.string(),
  tpEvento: z.number().int(),
});
export type EventoDelDia = z.infer<typeof eventoDelDiaSchema>;
export const eventoDelDiaListSchema = z.array(eventoDelDiaSchema);

/** A calendar day in a path (`/dia/2026-05-01`): YYYY-MM-DD that names a real date. */
export const fechaDiaParamSchema = z
  .string()
  .refine((value) => parseIsoDate(value) !== null, 'La fecha debe tener el formato AAAA-MM-DD');
