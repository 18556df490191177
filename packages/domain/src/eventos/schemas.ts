import { z } from 'zod';
import { reintegroSchema } from '../pagos/schemas.ts';
import { CANTIDAD_TICKETS_MAX, CANTIDAD_TICKETS_MIN } from './tickets.ts';
import { MSG_COMPLETA_DATOS, MSG_SELECCIONE_FORMA_PAGO, MSG_VERIFIQUE_DATOS } from './tickets-validation.ts';
import { idFieldSchema, MAX_ID } from '../common/schemas.ts';

/**
 * Contracts of the events and tickets calls (spec 02 §3 and §7). Prices are pesos; times are ISO 8601 with the
 * merchant's offset. Only the API imports these at run time; the web imports their TYPES and the pure rules from
 * tickets*.ts and fecha.ts.
 */

// ---------------------------------------------------------------------------------------------------------------
// Events board

export const eventoVarianteSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  /** Pesos. */
  importe: z.number(),
  /** Sold only with online payment. */
  soloOnline: z.boolean(),
  /** 'HH:mm' cutoff on the event day (anticipadas); null sells until the event. */
  horaHasta: z.string().nullable(),
  anulado: z.boolean(),
});
export type EventoVariante = z.infer<typeof eventoVarianteSchema>;

/**
 * One date of an event (the board lists each date of an event as its own entry): `id` is the event, and
 * `eventoFechaId` the date to buy for.
 */
export const eventoSchema = z.object({
  id: z.number().int(),
  configRestoId: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  fechaHora: z.string(),
  /** Relative URL of the event picture, or null. */
  urlFoto: z.string().nullable(),
  publicado: z.boolean(),
  anulado: z.boolean(),
  /** 0, 1 and above 4 lead to a reservation; 2 and 3 sell tickets (3 one holder per person); 4 is a sign-up. */
  tpEvento: z.number().int(),
  /** Pesos: the price when the event has no variants (0 for free events). */
  importe: z.number(),
  /** No places left on this date. */
  agotado: z.boolean(),
  eventoFechaId: z.number().int(),
  /** Variants still offered (annulled ones are left out of the public board). */
  variantes: z.array(eventoVarianteSchema),
  /** Places left on this date; null when the date has no capacity limit. */
  disponibles: z.number().int().nullable(),
  capacidad: z.number().int().nullable(),
  /** The merchant's folder, for links. */
  carpeta: z.string(),
});
export type Evento = z.infer<typeof eventoSchema>;

export const carteleraDiaSchema = z.object({
  /** 'YYYY-MM-DD' in the merchant's zone. */
  fecha: z.string(),
  eventos: z.array(eventoSchema),
});
export type CarteleraDia = z.infer<typeof carteleraDiaSchema>;

/**
 * The board (GET eventos/cartelera/{commerceId}, cartelera/{id}/{date}, evento/{carpeta}/{eventoId}[/{date}]):
 * the merchant header, the payment methods it offers for tickets, and the events grouped by day in date order.
 */
export const carteleraSchema = z.object({
  configRestoId: z.number().int(),
  carpeta: z.string(),
  nombreComercio: z.string(),
  descrCorta: z.string(),
  domicilio: z.string(),
  califProm: z.number(),
  logoUrl: z.string().nullable(),
  timeZone: z.string(),
  permiteEventos: z.boolean(),
  pTransferencia: z.boolean(),
  pTransferencia_Alias: z.string().nullable(),
  pTransferencia_Telefono: z.string().nullable(),
  pMercadoPago: z.boolean(),
  mp_Online: z.boolean(),
  dias: z.array(carteleraDiaSchema),
});
export type Cartelera = z.infer<typeof carteleraSchema>;

/**
 * GET eventos/link/{eventoId}: the business of an event the site shows, so the deep link evento/?t=&e=&f= opens
 * on a portal with no more than the event's id (the event's own board then answers the rest).
 */
export const eventoLinkSchema = z.object({
  eventoId: z.number().int(),
  configRestoId: z.number().int(),
  carpeta: z.string(),
});
export type EventoLink = z.infer<typeof eventoLinkSchema>;

/** 'YYYY-MM-DD' in a path. */
export const fechaParamSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD');

/** The third segment of evento/{carpeta}/{eventoId}/{f}: a 'YYYY-MM-DD' date or the id of one of its dates. */
export const fechaOFechaIdParamSchema = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2}|\d{1,10})$/, 'La fecha debe tener el formato AAAA-MM-DD o ser el número de la fecha');

// ---------------------------------------------------------------------------------------------------------------
// POST eventos/comprar

export const ticketRequestSchema = z.object({
  numero: z.number().int().min(0).max(1000).nullish(),
  titular: z.string({ error: MSG_COMPLETA_DATOS }).max(100, 'El nombre del titular es demasiado largo'),
  telefono: z.string({ error: MSG_COMPLETA_DATOS }).max(30, 'El teléfono del titular es demasiado largo'),
  cantidad: z
    .number({ error: MSG_VERIFIQUE_DATOS })
    .int(MSG_VERIFIQUE_DATOS)
    .min(CANTIDAD_TICKETS_MIN, 'La cantidad de cada entrada debe ser al menos 1')
    .max(CANTIDAD_TICKETS_MAX, `Se pueden comprar hasta ${CANTIDAD_TICKETS_MAX} entradas`),
});

/**
 * The purchase. `usuarioId` is ignored (the buyer is the session's user); `precioUnitario` is compared with the
 * server's price and never used to charge. `formaPagoId` -1 (none chosen) is refused with the spec's message.
 */
export const comprarRequestSchema = z.object({
  eventoId: idFieldSchema('Falta el evento'),
  eventoFechaId: idFieldSchema('Falta la fecha del evento'),
  eventoVarianteId: z
    .number({ error: 'La variante no es válida' })
    .int('La variante no es válida')
    .min(0, 'La variante no es válida')
    .max(MAX_ID, 'La variante no es válida')
    .nullish(),
  cantidad: z
    .number({ error: MSG_COMPLETA_DATOS })
    .int('La cantidad debe ser un número entero')
    .min(CANTIDAD_TICKETS_MIN, 'La cantidad debe ser al menos 1')
    .max(CANTIDAD_TICKETS_MAX, `Se pueden comprar hasta ${CANTIDAD_TICKETS_MAX} entradas`),
  tickets: z
    .array(ticketRequestSchema, { error: MSG_COMPLETA_DATOS })
    .min(1, MSG_COMPLETA_DATOS)
    .max(CANTIDAD_TICKETS_MAX, `Se pueden comprar hasta ${CANTIDAD_TICKETS_MAX} entradas`),
  formaPagoId: z.number({ error: MSG_SELECCIONE_FORMA_PAGO }).int(MSG_SELECCIONE_FORMA_PAGO),
  usuarioId: z.number().int().nullish(),
  precioUnitario: z.number({ error: 'El precio debe ser un número' }).min(0).max(1_000_000_000).nullish(),
});
export type ComprarRequest = z.infer<typeof comprarRequestSchema>;

export const comprarResponseSchema = z.object({
  id: z.number().int(),
  /** 0 (transfer, to be confirmed by the merchant) or 5 (pending online payment). */
  estado: z.number().int(),
  formaPagoId: z.number().int(),
  /** Pesos, priced by the server. */
  importeTotal: z.number(),
});
export type ComprarResponse = z.infer<typeof comprarResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// A sale as its buyer sees it (GetCompraTicket, GetComprasTickets)

export const ticketSchema = z.object({
  numero: z.number().int(),
  titular: z.string(),
  telefono: z.string(),
  cantidad: z.number().int(),
  /** Unguessable code shown at the door (and in its QR). */
  codigo: z.string(),
  /** ISO 8601 of the check-in, null until used. */
  usadoEn: z.string().nullable(),
});

export const ventaTicketSchema = z.object({
  id: z.number().int(),
  eventoId: z.number().int(),
  eventoFechaId: z.number().int(),
  eventoVarianteId: z.number().int().nullable(),
  cantidad: z.number().int(),
  tickets: z.array(ticketSchema),
  /** 3 online, 5 transfer. */
  formaPagoId: z.number().int(),
  /** Pesos, as priced by the server when sold. */
  precioUnitario: z.number(),
  importeTotal: z.number(),
  /** The refund of its online payment once cancelled; null without one (decision 022). */
  reintegro: reintegroSchema.nullable(),
  carpeta: z.string(),
  configRestoId: z.number().int(),
  nombreComercio: z.string(),
  domicilio: z.string(),
  usuarioId: z.number().int(),
  /** 0 new, 1 confirmed, 2 processing, 3 cancelled by client, 4 cancelled, 5 pending payment, 6 absent. */
  estado: z.number().int(),
  /** The estado's label ('Pendiente de Pago', ...). */
  estadoTexto: z.string(),
  fechaHoraAlta: z.string(),
  tpEvento: z.number().int(),
  /** The event as it is now: title, the date's time, picture and the variant's title. */
  titulo: z.string(),
  fechaHora: z.string(),
  urlFoto: z.string().nullable(),
  varianteTitulo: z.string().nullable(),
  /** Transfer instructions (payment by transfer): the merchant's alias and the phone to send the receipt to. */
  pTransferencia_Alias: z.string().nullable(),
  pTransferencia_Telefono: z.string().nullable(),
  /** The buyer as named when buying (for the merchant's list). */
  nombre: z.string(),
  telefono: z.string(),
  timeZone: z.string(),
});
export type VentaTicket = z.infer<typeof ventaTicketSchema>;
export const ventaTicketListSchema = z.array(ventaTicketSchema);

// ---------------------------------------------------------------------------------------------------------------
// Live events (Server-Sent Events, PostgreSQL NOTIFY 'venta_changed')

export const ventaEventoSchema = z.object({
  ventaId: z.number().int(),
  comercioId: z.number().int(),
  usuarioId: z.number().int(),
  estado: z.number().int(),
  estadoTexto: z.string(),
});
export type VentaEvento = z.infer<typeof ventaEventoSchema>;
