import { z } from 'zod';
import { parseEventoFechaHora } from './fecha.ts';
import { nameField } from '../common/field-labels.ts';
import { ESTADOS_VENTA, normalizeTicketCodigo, TICKET_CODIGO_PATTERN } from './tickets.ts';
import { isImagenUrlPermitida, MSG_IMAGEN_URL, pesosSchema } from '../carta/back-office-schemas.ts';
import { idParamSchema } from '../common/schemas.ts';
import { eventoVarianteSchema, ventaTicketSchema } from './schemas.ts';

/**
 * Contracts of the events back office (/merchant/eventos/{configRestoId}/...): the business's events with their
 * dates and variants (unpublished and annulled ones included), the ticket sales with their totals, and the door's
 * check-in. Prices travel in pesos; dates as ISO 8601 with the business's offset. A date is written as the
 * business's wall clock ('YYYY-MM-DDTHH:mm'), or as an instant with its offset.
 */

/** The highest price of an event or variant, in pesos. */
export const IMPORTE_EVENTO_MAXIMO = 10_000_000;
/** The largest capacity of one date. */
export const CAPACIDAD_MAXIMA = 100_000;
/** tpEvento goes from 0 to this (0, 1 and above 4 lead to a reservation; 2, 3 sell tickets; 4 is a sign-up). */
export const TP_EVENTO_MAXIMO = 9;
/** The types the back office offers (the others are accepted for compatibility). */
export const TIPOS_EVENTO = [2, 3, 4, 0, 1] as const;

export const MSG_FECHA_HORA_EVENTO = 'Ingresá la fecha y hora del evento (por ejemplo 2026-12-24T21:30)';
export const MSG_FECHA_PASADA = 'La fecha del evento ya pasó: elegí una fecha futura.';
export const MSG_HORA_HASTA = 'La hora límite debe tener el formato HH:mm (por ejemplo 20:00)';
export const MSG_CODIGO_INGRESO = 'El código de la entrada no es válido: tiene 12 letras y números.';

/** The check-in's refusals (exceptionCode of the 409), so the door screen can tell them apart. */
export const INGRESO_YA_USADA = 1;
export const INGRESO_NO_CONFIRMADA = 2;
export const INGRESO_ANULADA = 3;
/** A ticket for another night than tonight's: staff may still let it in on purpose (`forzarFecha`, audited). */
export const INGRESO_OTRA_FECHA = 4;

const texto = (falta: string, campo: string, max: number) =>
  z
    .string({ error: falta })
    .trim()
    .min(1, falta)
    .max(max, `${nameField(campo)} puede tener hasta ${max} caracteres`);

const textoOpcional = (campo: string, max: number) =>
  z
    .string({ error: `${nameField(campo)} debe ser un texto` })
    .trim()
    .max(max, `${nameField(campo)} puede tener hasta ${max} caracteres`);

const booleano = (campo: string) => z.boolean({ error: `${nameField(campo)} debe ser verdadero o falso` });

const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

// ---------------------------------------------------------------------------------------------------------------
// Requests

/** Create or replace an event (its dates and variants have their own calls). */
export const eventoAdminInputSchema = z.object({
  titulo: texto('Ingresá el título del evento', 'El título', 120),
  descripcion: textoOpcional('La descripción', 4000).default(''),
  urlFoto: z.preprocess(
    emptyAsNull,
    z
      .string({ error: MSG_IMAGEN_URL })
      .trim()
      .max(500, 'La dirección de la foto puede tener hasta 500 caracteres')
      .refine(isImagenUrlPermitida, MSG_IMAGEN_URL)
      .nullable()
      .default(null),
  ),
  tpEvento: z
    .number({ error: 'Elegí el tipo de evento' })
    .int('Elegí el tipo de evento')
    .min(0, 'Elegí el tipo de evento')
    .max(TP_EVENTO_MAXIMO, 'Elegí el tipo de evento'),
  /** Pesos: the price when the event has no variants (0: free). */
  importe: pesosSchema('El precio', IMPORTE_EVENTO_MAXIMO),
  publicado: booleano('Publicado').default(true),
  anulado: booleano('Anulado').default(false),
});
export type EventoAdminInput = z.input<typeof eventoAdminInputSchema>;
export type EventoAdminInputData = z.output<typeof eventoAdminInputSchema>;

/** Add or change a date: when (the business's wall clock) and how many places (null: no limit). */
export const eventoFechaInputSchema = z.object({
  fechaHora: z
    .string({ error: MSG_FECHA_HORA_EVENTO })
    .trim()
    .min(1, MSG_FECHA_HORA_EVENTO)
    .max(40, MSG_FECHA_HORA_EVENTO)
    .refine((value) => parseEventoFechaHora(value, 'UTC') !== null, MSG_FECHA_HORA_EVENTO),
  capacidad: z.preprocess(
    emptyAsNull,
    z
      .number({ error: 'La capacidad debe ser un número entero' })
      .int('La capacidad debe ser un número entero')
      .min(0, 'La capacidad no puede ser negativa')
      .max(CAPACIDAD_MAXIMA, `La capacidad puede ser como máximo ${CAPACIDAD_MAXIMA.toLocaleString('es-AR')}`)
      .nullable()
      .default(null),
  ),
  anulada: booleano('Anulada').default(false),
});
export type EventoFechaInput = z.input<typeof eventoFechaInputSchema>;
export type EventoFechaInputData = z.output<typeof eventoFechaInputSchema>;

/** Add or change a variant ('Anticipada' until horaHasta on the event day, 'General', ...). */
export const eventoVarianteInputSchema = z.object({
  titulo: texto('Ingresá el nombre de la entrada', 'El nombre', 80),
  importe: pesosSchema('El precio de la entrada', IMPORTE_EVENTO_MAXIMO),
  soloOnline: booleano('Solo online').default(false),
  horaHasta: z.preprocess(
    emptyAsNull,
    z
      .string({ error: MSG_HORA_HASTA })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MSG_HORA_HASTA)
      .nullable()
      .default(null),
  ),
  anulado: booleano('Anulada').default(false),
  orden: z
    .number({ error: 'El orden debe ser un número' })
    .int('El orden debe ser un número entero')
    .min(0, 'El orden no puede ser negativo')
    .max(1000, 'El orden puede ser como máximo 1000')
    .optional(),
});
export type EventoVarianteInput = z.input<typeof eventoVarianteInputSchema>;
export type EventoVarianteInputData = z.output<typeof eventoVarianteInputSchema>;

const estadoVentaSchema = z.coerce
  .number({ error: 'El estado debe ser un número de 0 a 6' })
  .int('El estado debe ser un número de 0 a 6')
  .refine((v) => (ESTADOS_VENTA as readonly number[]).includes(v), 'El estado debe ser un número de 0 a 6');

/** GET ventas: optionally one event, one of its dates, one estado. Empty parameters mean "all". */
export const ventasAdminQuerySchema = z.object({
  eventoId: z.preprocess((v) => (v === '' ? undefined : v), idParamSchema.optional()),
  eventoFechaId: z.preprocess((v) => (v === '' ? undefined : v), idParamSchema.optional()),
  estado: z.preprocess((v) => (v === '' ? undefined : v), estadoVentaSchema.optional()),
});
export type VentasAdminQuery = z.infer<typeof ventasAdminQuerySchema>;

export const cancelarVentaSchema = z.object({
  motivo: texto('Indicá el motivo de la cancelación', 'El motivo', 200),
});

/** The door: a ticket's code as typed or scanned (case, spaces, dashes and O/I/L confusions forgiven). */
export const ingresoRequestSchema = z.object({
  codigo: z
    .string({ error: MSG_CODIGO_INGRESO })
    .max(64, MSG_CODIGO_INGRESO)
    .transform(normalizeTicketCodigo)
    .refine((codigo) => TICKET_CODIGO_PATTERN.test(codigo), MSG_CODIGO_INGRESO),
  /** Staff saw that the ticket is for another date and let it in anyway. */
  forzarFecha: booleano('Dejar pasar en otra fecha').optional(),
});
export type IngresoRequest = z.input<typeof ingresoRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

export const eventoFechaAdminSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 with the business's offset. */
  fechaHora: z.string(),
  capacidad: z.number().int().nullable(),
  /** Places held by its sales (every estado but cancelled). */
  vendidos: z.number().int(),
  disponibles: z.number().int().nullable(),
  anulada: z.boolean(),
});
export type EventoFechaAdmin = z.infer<typeof eventoFechaAdminSchema>;

export const eventoVarianteAdminSchema = eventoVarianteSchema.extend({ orden: z.number().int() });
export type EventoVarianteAdmin = z.infer<typeof eventoVarianteAdminSchema>;

/** An event with every date and variant, annulled ones included. */
export const eventoAdminSchema = z.object({
  id: z.number().int(),
  configRestoId: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  urlFoto: z.string().nullable(),
  tpEvento: z.number().int(),
  importe: z.number(),
  publicado: z.boolean(),
  anulado: z.boolean(),
  fechas: z.array(eventoFechaAdminSchema),
  variantes: z.array(eventoVarianteAdminSchema),
});
export type EventoAdmin = z.infer<typeof eventoAdminSchema>;

/** GET merchant/eventos/{configRestoId}: the business's zone (dates are its wall clock) and its events. */
export const eventosAdminSchema = z.object({
  configRestoId: z.number().int(),
  nombreComercio: z.string(),
  carpeta: z.string(),
  timeZone: z.string(),
  eventos: z.array(eventoAdminSchema),
});
export type EventosAdmin = z.infer<typeof eventosAdminSchema>;

/** A sale as the business sees it: the buyer's view plus why it was cancelled. */
export const ventaAdminSchema = ventaTicketSchema.extend({
  motivoCancelacion: z.string().nullable(),
});
export type VentaAdmin = z.infer<typeof ventaAdminSchema>;

export const totalEstadoSchema = z.object({
  estado: z.number().int(),
  estadoTexto: z.string(),
  ventas: z.number().int(),
  /** People (the sum of the sales' quantities). */
  entradas: z.number().int(),
  /** Pesos. */
  importe: z.number(),
});
export type TotalEstado = z.infer<typeof totalEstadoSchema>;

export const ventasAdminSchema = z.object({
  /** The newest sales that match (at most 500). */
  ventas: z.array(ventaAdminSchema),
  totales: z.object({
    ventas: z.number().int(),
    /** Places held by the matching sales (cancelled ones left out). */
    vendidas: z.number().int(),
    /** Pesos of the sales holding places. */
    importe: z.number(),
    /** Capacity of the dates asked for (the event's dates when only an event is), null when one has no limit. */
    capacidad: z.number().int().nullable(),
    disponibles: z.number().int().nullable(),
    porEstado: z.array(totalEstadoSchema),
  }),
});
export type VentasAdmin = z.infer<typeof ventasAdminSchema>;

/** A ticket at the door: who, for what, how many people, and when it was used. */
export const ingresoSchema = z.object({
  codigo: z.string(),
  numero: z.number().int(),
  titular: z.string(),
  telefono: z.string(),
  cantidad: z.number().int(),
  ventaId: z.number().int(),
  estadoVenta: z.number().int(),
  estadoVentaTexto: z.string(),
  eventoId: z.number().int(),
  titulo: z.string(),
  /** The date of the event the ticket is for, ISO 8601 with the business's offset. */
  fechaHora: z.string(),
  varianteTitulo: z.string().nullable(),
  /** When it was used (ISO 8601 with the business's offset). */
  usadoEn: z.string().nullable(),
  /** Who let it in (user name), when used. */
  usadoPor: z.string().nullable(),
});
export type Ingreso = z.infer<typeof ingresoSchema>;

/** The 409 of a refused check-in: the error body plus the ticket, so the door sees whose and when. */
export const ingresoRefusedSchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  exceptionCode: z.number().int().optional(),
  ingreso: ingresoSchema.optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Messages with values

/** A capacity below the places already sold (409). */
export function formatCapacidadMenorQueVendidas(capacidad: number, vendidos: number): string {
  return (
    `No se puede bajar la capacidad a ${capacidad}: ya hay ${vendidos} ${vendidos === 1 ? 'lugar vendido' : 'lugares vendidos'} ` +
    'para esa fecha.'
  );
}

/** A second scan of a ticket (409): when it was used, 'dd/MM/yyyy HH:mm' in the business's zone. */
export function formatEntradaYaUsada(usadoEn: string): string {
  return `Entrada ya usada el ${usadoEn}`;
}

/** A ticket whose sale is not confirmed (pending transfer or payment, cancelled...) cannot enter (409). */
export function formatIngresoNoConfirmado(estadoTexto: string): string {
  return `La compra de esta entrada no está confirmada (${estadoTexto}): no puede ingresar.`;
}

/** A ticket for another night (409, INGRESO_OTRA_FECHA): its date, 'dd/MM/yyyy HH:mm' in the business's zone. */
export function formatIngresoOtraFecha(fechaHora: string): string {
  return `Esta entrada es para el ${fechaHora}, no para hoy.`;
}

export const MSG_INGRESO_ANULADO = 'El evento de esta entrada fue anulado: no puede ingresar.';
export const MSG_ENTRADA_NO_ENCONTRADA = 'No encontramos ninguna entrada con ese código.';
export const MSG_EVENTO_ADMIN_NO_ENCONTRADO = 'No se encontró el evento.';
export const MSG_FECHA_ADMIN_NO_ENCONTRADA = 'No se encontró esa fecha del evento.';
export const MSG_VARIANTE_ADMIN_NO_ENCONTRADA = 'No se encontró esa entrada del evento.';
export const MSG_CONFIRMAR_SOLO_TRANSFERENCIA =
  'Solo se confirman a mano las compras por transferencia; las pagadas online se confirman solas al acreditarse.';
