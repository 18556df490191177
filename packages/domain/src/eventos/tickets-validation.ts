import {
  FORMA_PAGO_TICKET_ONLINE,
  isFormaPagoTicketOfrecida,
  isTitularPorPersona,
  type PagosTicketComercio,
  type TicketDraft,
} from './tickets.ts';
import { getIsoDateInZone, getZonedIsoDate, parseHhMm, toZonedInstant } from '../common/zoned-time.ts';

/**
 * The checks of a ticket purchase (spec 02 §5 Tickets and identity) with their exact messages. The web runs
 * findCompraError when the form is sent (first message in an alert) and the API runs the same function before
 * selling, so both always agree.
 */

// ---------------------------------------------------------------------------------------------------------------
// Messages of the spec

export const MSG_COMPLETA_DATOS = 'Completá todos los datos';
export const MSG_SELECCIONE_FORMA_PAGO = 'Seleccione una forma de pago';
export const MSG_VARIANTE_VENCIDA =
  'La variante seleccionada ya no está disponible (venció el horario de anticipadas).';
export const MSG_VERIFIQUE_DATOS = 'Verifique los datos ingresados';
export const MSG_SIN_DATOS_VENTA = 'No se encontraron datos de la venta';
export const MSG_CARTELERA_VACIA = 'No hay eventos en la cartelera...';
export const MSG_SIN_ENTRADAS = 'No hay entradas disponibles';
export const MSG_NOMBRE_REQUERIDO = 'El nombre y apellido es requerido.';
export const MSG_NOMBRE_DOS_PALABRAS = 'Debe ingresar al menos dos palabras.';
export const MSG_TELEFONO_REQUERIDO = 'El teléfono es requerido.';
export const MSG_TELEFONO_DIGITOS = 'El teléfono debe tener entre 8 y 15 dígitos numéricos.';
/** The review screen's title (compraticketsdetalle). */
export const TITULO_VERIFIQUE_COMPRA = 'Verifique si los datos son correctos';
/** The list's failure (spec 02 §8). */
export const MSG_ERROR_CARGAR_COMPRAS = 'Error al cargar las compras';
/** The alert after a successful online payment. */
export const ALERT_PAGO_EXITOSO = 'El pago fue realizado con éxito';

// Messages of the server's own checks (not in the spec's list: the form never lets these through).
export const MSG_EVENTO_NO_ENCONTRADO = 'No se encontró el evento';
export const MSG_FECHA_NO_DISPONIBLE = 'La fecha del evento ya no está disponible';
export const MSG_VARIANTE_NO_ENCONTRADA = 'La variante seleccionada no existe para este evento';
export const MSG_VARIANTE_SOLO_ONLINE = 'Esta entrada se vende solo con pago online';
export const MSG_SELECCIONE_VARIANTE = 'Seleccioná el tipo de entrada';
export const MSG_EVENTO_SIN_TICKETS = 'Este evento se reserva: no vende entradas';
export const MSG_EVENTOS_NO_PERMITIDOS = 'Este comercio no vende entradas online';
export const MSG_VENTA_NO_ENCONTRADA = 'No se encontró la compra';
export const MSG_USUARIO_NO_IDENTIFICADO =
  'Completá tu nombre y apellido y tu teléfono en Mi Cuenta para comprar entradas';

/** Fewer places left than asked for (but some): how many remain. */
export function formatQuedanEntradas(disponibles: number): string {
  return disponibles === 1 ? 'Queda solo 1 entrada disponible' : `Quedan solo ${disponibles} entradas disponibles`;
}

// ---------------------------------------------------------------------------------------------------------------
// Holder name and phone

const LETTERS = 'A-Za-zÁÉÍÓÚÜÑáéíóúüñ';
/** A word: letters (Spanish accented ones too), with an apostrophe or hyphen only between letters. */
const WORD = `[${LETTERS}]+(?:['’-][${LETTERS}]+)*`;
const NOMBRE_APELLIDO = new RegExp(`^${WORD}(?:\\s+${WORD})+$`);

/** The name rule's message, or null when the name is fine. */
export function validateNombreApellido(nombre: string | null | undefined): string | null {
  const value = (nombre ?? '').trim();
  if (!value) return MSG_NOMBRE_REQUERIDO;
  return NOMBRE_APELLIDO.test(value) ? null : MSG_NOMBRE_DOS_PALABRAS;
}

const TELEFONO_TICKET = /^\d{8,15}$/;

/** The phone rule's message, or null when fine: 8 to 15 digits and nothing else; required unless told otherwise. */
export function validateTelefonoTicket(telefono: string | null | undefined, requerido = true): string | null {
  const value = (telefono ?? '').trim();
  if (!value) return requerido ? MSG_TELEFONO_REQUERIDO : null;
  return TELEFONO_TICKET.test(value) ? null : MSG_TELEFONO_DIGITOS;
}

/** The phone field keeps only digits (the field lets nothing else be typed). */
export function keepDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Field messages of one ticket's holder (undefined where the field is fine). */
export function validateTicketTitular(ticket: Pick<TicketDraft, 'titular' | 'telefono'>): {
  titular?: string;
  telefono?: string;
} {
  const titular = validateNombreApellido(ticket.titular) ?? undefined;
  const telefono = validateTelefonoTicket(ticket.telefono) ?? undefined;
  return { ...(titular ? { titular } : {}), ...(telefono ? { telefono } : {}) };
}

// ---------------------------------------------------------------------------------------------------------------
// Sale and variant validity

/** What the sale check reads. */
export interface VentaDraft {
  eventoId?: number | null;
  cantidad?: number | null;
  eventoFechaId?: number | null;
  tickets?: ReadonlyArray<Pick<TicketDraft, 'titular' | 'telefono' | 'cantidad'>> | null;
}

/**
 * The spec's sale check: it names the event, date and quantity, has tickets, every ticket has a holder and a
 * phone, and the tickets' quantities add up to the sale's quantity.
 */
export function isVentaValida(venta: VentaDraft): boolean {
  if (!venta.eventoId || !venta.cantidad || !venta.eventoFechaId) return false;
  const tickets = venta.tickets ?? [];
  if (tickets.length === 0) return false;
  let suma = 0;
  for (const ticket of tickets) {
    if (!ticket.titular?.trim() || !ticket.telefono?.trim()) return false;
    suma += ticket.cantidad;
  }
  return suma === venta.cantidad;
}

/**
 * For types 3 and 4 each person has their own ticket (cantidad 1 each, as many as the sale's quantity);
 * otherwise the quantity goes on a single ticket.
 */
export function isRepartoTicketsValido(tpEvento: number, venta: VentaDraft): boolean {
  const tickets = venta.tickets ?? [];
  if (isTitularPorPersona(tpEvento)) {
    return tickets.length === venta.cantidad && tickets.every((t) => t.cantidad === 1);
  }
  return tickets.length === 1;
}

/** A variant as the validity rule reads it. */
export interface VarianteVigencia {
  anulado: boolean;
  /** 'HH:mm' on the event day in the merchant's zone; null sells until the event. */
  horaHasta: string | null;
}

/**
 * A variant is valid when not annulled and either it has no cutoff or, on the event day (in the merchant's
 * zone), the cutoff has not passed yet (still valid at the cutoff minute itself). Before the event day it is
 * valid; after it, not. `fechaEvento` is ISO 8601 with an offset (or an instant in ms).
 */
export function isVarianteValida(
  variante: VarianteVigencia,
  fechaEvento: string | number,
  now: Date,
  timeZone: string,
): boolean {
  if (variante.anulado) return false;
  if (!variante.horaHasta) return true;
  const dia =
    typeof fechaEvento === 'number'
      ? getZonedIsoDate(new Date(fechaEvento), timeZone)
      : getIsoDateInZone(fechaEvento, timeZone);
  if (!dia) return false;
  const hoy = getZonedIsoDate(now, timeZone);
  if (hoy < dia) return true;
  if (hoy > dia) return false;
  return now.getTime() <= toZonedInstant(dia, parseHhMm(variante.horaHasta), timeZone);
}

// ---------------------------------------------------------------------------------------------------------------
// The purchase form's check, in the spec's order

export type CompraErrorCode = 'datos-incompletos' | 'sin-forma-pago' | 'variante-vencida' | 'venta-invalida';

export interface CompraError {
  code: CompraErrorCode;
  message: string;
}

export interface CompraContext {
  tpEvento: number;
  comercio: PagosTicketComercio;
  /** The chosen variant, when the event has variants. */
  variante: (VarianteVigencia & { soloOnline?: boolean }) | null;
  /** The event date's ISO 8601 (with offset). */
  fechaHora: string;
  timeZone: string;
  now: Date;
}

/**
 * The first problem of a purchase: holders incomplete or invalid ('Completá todos los datos'), no payment method
 * offered ('Seleccione una forma de pago'), the variant past its cutoff, the sale check. Null when it can go.
 */
export function findCompraError(
  venta: VentaDraft & { formaPagoId?: number | null },
  context: CompraContext,
): CompraError | null {
  const tickets = venta.tickets ?? [];
  const cantidadOk = typeof venta.cantidad === 'number' && venta.cantidad >= 1;
  const titularesOk = tickets.length > 0 && tickets.every((t) => Object.keys(validateTicketTitular(t)).length === 0);
  if (!cantidadOk || !titularesOk) return { code: 'datos-incompletos', message: MSG_COMPLETA_DATOS };
  const formaPagoId = venta.formaPagoId ?? -1;
  if (!isFormaPagoTicketOfrecida(context.comercio, formaPagoId)) {
    return { code: 'sin-forma-pago', message: MSG_SELECCIONE_FORMA_PAGO };
  }
  if (context.variante && !isVarianteValida(context.variante, context.fechaHora, context.now, context.timeZone)) {
    return { code: 'variante-vencida', message: MSG_VARIANTE_VENCIDA };
  }
  if (!isVentaValida(venta) || !isRepartoTicketsValido(context.tpEvento, venta)) {
    return { code: 'venta-invalida', message: MSG_VERIFIQUE_DATOS };
  }
  return null;
}

/** A variant sold only with online payment refuses any other method. */
export function isFormaPagoPermitidaParaVariante(
  variante: { soloOnline?: boolean } | null,
  formaPagoId: number,
): boolean {
  return !variante?.soloOnline || formaPagoId === FORMA_PAGO_TICKET_ONLINE;
}
