import { parseDraft, serializeDraft } from '../common/drafts.ts';
import { normalizePhone } from '../common/phone.ts';
import { isEventoDeReserva } from '../reservas/reservas.ts';
import { addDaysToIsoDate, parseIsoDate } from '../common/zoned-time.ts';

/**
 * Events and ticket sales (spec 02 §2 Events and tickets, §3, §4 Ticket purchase flow, §9): payment methods,
 * purchase estados and their moves, the action label of an event, how tickets are split among holders and the
 * purchase kept between the form and its review. The checks and their messages are in tickets-validation.ts,
 * the weekday with the 6-hour shift and the deep link in fecha.ts, the contracts in schemas.ts.
 */

// ---------------------------------------------------------------------------------------------------------------
// Payment methods of a ticket purchase

/** Online card or wallet through the payment provider: the sale waits in estado 5 until it is paid. */
export const FORMA_PAGO_TICKET_ONLINE = 3;
/** Bank transfer to the merchant's alias, confirmed by the merchant: the sale starts in estado 0. */
export const FORMA_PAGO_TICKET_TRANSFERENCIA = 5;
/** No method offered (the form then asks 'Seleccione una forma de pago'). */
export const FORMA_PAGO_TICKET_NINGUNA = -1;
export type FormaPagoTicket = 3 | 5;

/** The merchant's payment flags a purchase reads (spec 02 §3, Merchant). */
export interface PagosTicketComercio {
  pTransferencia: boolean;
  pMercadoPago: boolean;
  mp_Online: boolean;
}

/** The methods a business offers for tickets, transfer first (the form's order). */
export function listFormasPagoTicket(comercio: PagosTicketComercio): FormaPagoTicket[] {
  const formas: FormaPagoTicket[] = [];
  if (comercio.pTransferencia) formas.push(FORMA_PAGO_TICKET_TRANSFERENCIA);
  if (comercio.pMercadoPago || comercio.mp_Online) formas.push(FORMA_PAGO_TICKET_ONLINE);
  return formas;
}

export function isFormaPagoTicketOfrecida(comercio: PagosTicketComercio, formaPagoId: number): boolean {
  return listFormasPagoTicket(comercio).includes(formaPagoId as FormaPagoTicket);
}

/** The default method: transfer when offered, else online, else none (-1). */
export function getFormaPagoTicketDefault(comercio: PagosTicketComercio): number {
  return listFormasPagoTicket(comercio)[0] ?? FORMA_PAGO_TICKET_NINGUNA;
}

/** The country prefix of the messaging link that sends transfer receipts to the merchant. */
export const TRANSFER_PREFIX = '549';

/**
 * The WhatsApp link to the merchant's transfer phone: 549 and the local number (area code and number, as the
 * phone rule reduces it). Null without a usable phone.
 */
export function toTransferenciaLink(telefono: string | null | undefined, mensaje?: string): string | null {
  const raw = (telefono ?? '').trim();
  // The trunk 0 written before the area code ('0249 ...') is not part of the number the phone rule reduces.
  const digits = normalizePhone(/^0[1-9]/.test(raw) ? raw.slice(1) : raw).normalized;
  if (digits.length < 8) return null;
  const text = mensaje ? `?text=${encodeURIComponent(mensaje)}` : '';
  return `https://wa.me/${TRANSFER_PREFIX}${digits}${text}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Purchase estados

export const ESTADO_VENTA_NUEVA = 0;
export const ESTADO_VENTA_CONFIRMADA = 1;
export const ESTADO_VENTA_EN_PROCESO = 2;
export const ESTADO_VENTA_CANCELADA_CLIENTE = 3;
export const ESTADO_VENTA_CANCELADA = 4;
export const ESTADO_VENTA_PENDIENTE_PAGO = 5;
export const ESTADO_VENTA_AUSENTE = 6;
export type EstadoVenta = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const ESTADOS_VENTA: readonly EstadoVenta[] = [0, 1, 2, 3, 4, 5, 6];

const ESTADO_VENTA_LABELS: Readonly<Record<number, string>> = {
  [ESTADO_VENTA_NUEVA]: 'Pendiente de Confirmación',
  [ESTADO_VENTA_CONFIRMADA]: 'Confirmada',
  [ESTADO_VENTA_EN_PROCESO]: 'En Proceso',
  [ESTADO_VENTA_CANCELADA_CLIENTE]: 'Cancelada por el cliente',
  [ESTADO_VENTA_CANCELADA]: 'Cancelada',
  [ESTADO_VENTA_PENDIENTE_PAGO]: 'Pendiente de Pago',
  [ESTADO_VENTA_AUSENTE]: 'Ausente',
};

/** The `estado` text of a sale. */
export function getEstadoVentaLabel(estado: number): string {
  return ESTADO_VENTA_LABELS[estado] ?? 'Desconocido';
}

/** The list marks 1, 2 and 0 as active (5, 3 and 4 get other styles). */
export function isVentaActiva(estado: number): boolean {
  return estado === ESTADO_VENTA_CONFIRMADA || estado === ESTADO_VENTA_EN_PROCESO || estado === ESTADO_VENTA_NUEVA;
}

/**
 * The tickets (their QR codes) show once the business has the money: confirmed (1) or processing (2). A new
 * purchase paid by transfer (0) waits for the business to confirm the payment; one waiting for an online
 * payment (5) for the payment.
 */
export function showsEntradasVenta(estado: number): boolean {
  return estado === ESTADO_VENTA_CONFIRMADA || estado === ESTADO_VENTA_EN_PROCESO;
}

/** The estados that hold places of an event date: every one except the cancelled ones. */
export function isVentaOcupaLugar(estado: number): boolean {
  return estado !== ESTADO_VENTA_CANCELADA_CLIENTE && estado !== ESTADO_VENTA_CANCELADA;
}

/** The holder list shows while the sale is unsaved (no id) or its estado is 0 or 2. */
export function showsTitularesVenta(venta: { id?: number | null; estado?: number | null }): boolean {
  if (!venta.id) return true;
  return venta.estado === ESTADO_VENTA_NUEVA || venta.estado === ESTADO_VENTA_EN_PROCESO;
}

/** Paying online can only happen to a sale pending payment. */
export function canPagarVenta(estado: number): boolean {
  return estado === ESTADO_VENTA_PENDIENTE_PAGO;
}

/** A sale paid by transfer starts new (0, the merchant confirms the transfer); online starts pending payment (5). */
export function getEstadoVentaInicial(formaPagoId: number): EstadoVenta {
  return formaPagoId === FORMA_PAGO_TICKET_ONLINE ? ESTADO_VENTA_PENDIENTE_PAGO : ESTADO_VENTA_NUEVA;
}

/**
 * Allowed moves. A payment moves 5 → 1; the merchant confirms a transfer (0 → 1), may put a sale in process
 * (0 → 2) and confirm it later, cancels (→ 4) any sale not yet final, and marks a confirmed sale whose holders
 * never came absent (1 → 6). The customer may cancel (→ 3) while nothing was paid (0 or 5). 3, 4, 6 are final.
 */
const VENTA_MOVES: Readonly<Record<number, readonly EstadoVenta[]>> = {
  [ESTADO_VENTA_PENDIENTE_PAGO]: [ESTADO_VENTA_CONFIRMADA, ESTADO_VENTA_CANCELADA_CLIENTE, ESTADO_VENTA_CANCELADA],
  [ESTADO_VENTA_NUEVA]: [
    ESTADO_VENTA_CONFIRMADA,
    ESTADO_VENTA_EN_PROCESO,
    ESTADO_VENTA_CANCELADA_CLIENTE,
    ESTADO_VENTA_CANCELADA,
  ],
  [ESTADO_VENTA_EN_PROCESO]: [ESTADO_VENTA_CONFIRMADA, ESTADO_VENTA_CANCELADA],
  [ESTADO_VENTA_CONFIRMADA]: [ESTADO_VENTA_CANCELADA, ESTADO_VENTA_AUSENTE],
};

export function canMoveVenta(from: number, to: number): boolean {
  return VENTA_MOVES[from]?.includes(to as EstadoVenta) ?? false;
}

/** Why a move is refused (409), for the API's answer. */
export function describeForbiddenVentaMove(from: number, to: number): string {
  return `No se puede pasar una compra de '${getEstadoVentaLabel(from)}' a '${getEstadoVentaLabel(to)}'`;
}

// ---------------------------------------------------------------------------------------------------------------
// Events: action label, board range, local entry

/** Price per person of a local event entry (spec 02 §3, §9), pesos. */
export const IMPORTE_POR_PERSONA_LOCAL = 3000;

/** The events board covers today through one year ahead (spec 02 §9). */
export const CARTELERA_RANGO_ANIOS = 1;

/** The board's days: today and the same date one year later (29 February → 28 February), both included. */
export function getCarteleraRango(today: string): { desde: string; hasta: string } {
  const date = parseIsoDate(today);
  if (!date) throw new RangeError(`Fecha inválida: ${today}`);
  const year = date.year + CARTELERA_RANGO_ANIOS;
  const sameDay = `${String(year).padStart(4, '0')}-${today.slice(5)}`;
  return { desde: today, hasta: parseIsoDate(sameDay) ? sameDay : addDaysToIsoDate(`${year}-03-01`, -1) };
}

export const ACCION_RESERVAR = 'Reservar';
export const ACCION_COMPRAR_ENTRADAS = 'Comprar Entradas';
export const ACCION_INSCRIBIRSE = 'Inscribirse';

/** The event's action label by tpEvento: 0 and 1 (and the other reservation types) 'Reservar', 2 and 3 'Comprar Entradas', 4 'Inscribirse'. */
export function getAccionEvento(tpEvento: number): string {
  if (isEventoDeReserva(tpEvento)) return ACCION_RESERVAR;
  if (tpEvento === 4) return ACCION_INSCRIBIRSE;
  return ACCION_COMPRAR_ENTRADAS;
}

/** Whether an event is sold as tickets (types 2, 3 and 4) rather than leading to a reservation. */
export function isEventoConTickets(tpEvento: number): boolean {
  return !isEventoDeReserva(tpEvento);
}

// ---------------------------------------------------------------------------------------------------------------
// Tickets of a purchase

export const CANTIDAD_TICKETS_DEFAULT = 1;
export const CANTIDAD_TICKETS_MIN = 1;
/** Upper bound of one purchase (the API refuses more; the stepper stops there). */
export const CANTIDAD_TICKETS_MAX = 50;

/** One ticket of a sale as the form fills it: its holder and how many people it admits. */
export interface TicketDraft {
  numero?: number | null;
  titular: string;
  telefono: string;
  cantidad: number;
}

/** Event types 3 and 4 need one holder (name and phone) per person; the others put everyone on one ticket. */
export function isTitularPorPersona(tpEvento: number): boolean {
  return tpEvento === 3 || tpEvento === 4;
}

/** The quantity stepper: below 1 becomes 1, above the maximum the maximum; fractions are cut. */
export function clampCantidadTickets(value: number): number {
  if (!Number.isFinite(value) || value < CANTIDAD_TICKETS_MIN) return CANTIDAD_TICKETS_MIN;
  return Math.min(Math.trunc(value), CANTIDAD_TICKETS_MAX);
}

/**
 * The tickets for a quantity, keeping the holders already typed: for types 3 and 4 one ticket per person
 * (cantidad 1 each, numbered 1..n); otherwise a single ticket with the whole quantity. `titular` fills the
 * first ticket when it has no holder yet (the logged-in customer's name and phone).
 */
export function buildTickets(
  tpEvento: number,
  cantidad: number,
  previos: readonly TicketDraft[] = [],
  titular?: { titular: string; telefono: string },
): TicketDraft[] {
  const total = clampCantidadTickets(cantidad);
  const first = previos[0] ?? { titular: titular?.titular ?? '', telefono: titular?.telefono ?? '', cantidad: 1 };
  if (!isTitularPorPersona(tpEvento)) {
    return [{ numero: 1, titular: first.titular, telefono: first.telefono, cantidad: total }];
  }
  return Array.from({ length: total }, (_, i) => {
    const previo = i === 0 ? first : previos[i];
    return { numero: i + 1, titular: previo?.titular ?? '', telefono: previo?.telefono ?? '', cantidad: 1 };
  });
}

/** Pesos of a purchase: unit price times quantity, rounded to centavos. */
export function getImporteTotalVenta(precioUnitario: number, cantidad: number): number {
  return Math.round(precioUnitario * cantidad * 100) / 100;
}

// ---------------------------------------------------------------------------------------------------------------
// The purchase being built (local draft between compratickets and compraticketsdetalle)

export const VENTA_PENDIENTE_KEY = 'ventaticketpendiente';
/** Like the pending order and reservation, a purchase left unfinished expires after 30 minutes. */
export const VENTA_PENDIENTE_TTL_MINUTES = 30;

/** What the form keeps: the purchase body plus what the review shows of the event. */
export interface VentaPendiente {
  carpeta: string;
  configRestoId: number;
  eventoId: number;
  eventoFechaId: number;
  eventoVarianteId: number | null;
  tpEvento: number;
  titulo: string;
  varianteTitulo: string | null;
  /** ISO 8601 with the merchant's offset. */
  fechaHora: string;
  cantidad: number;
  precioUnitario: number;
  formaPagoId: number;
  tickets: TicketDraft[];
}

export function serializeVentaPendiente(venta: VentaPendiente, now: Date): string {
  return serializeDraft('venta', venta, now);
}

/** The stored purchase, or null when missing, unreadable or older than 30 minutes ('No se encontraron datos de la venta'). */
export function parseVentaPendiente(raw: string | null | undefined, now: Date): VentaPendiente | null {
  const venta = parseDraft(raw, 'venta', now, VENTA_PENDIENTE_TTL_MINUTES);
  if (!venta || typeof venta.eventoId !== 'number' || !Array.isArray(venta.tickets)) return null;
  return venta as unknown as VentaPendiente;
}

// ---------------------------------------------------------------------------------------------------------------
// Ticket codes

/** Unguessable ticket codes: 12 characters of Crockford base32 (60 bits), shown on the ticket and its QR. */
export const TICKET_CODIGO_LENGTH = 12;
export const TICKET_CODIGO_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TICKET_CODIGO_PATTERN = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/** A code as typed at the door: upper case, without spaces or dashes, O read as 0 and I/L as 1. */
export function normalizeTicketCodigo(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** A code from random bytes (at least 12; each byte gives one character, 5 of its bits). */
export function formatTicketCodigo(bytes: Uint8Array): string {
  if (bytes.length < TICKET_CODIGO_LENGTH) throw new RangeError('Faltan bytes para el código');
  let codigo = '';
  for (let i = 0; i < TICKET_CODIGO_LENGTH; i++) codigo += TICKET_CODIGO_ALPHABET[(bytes[i] ?? 0) & 31];
  return codigo;
}
