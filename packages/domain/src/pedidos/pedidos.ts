/**
 * Orders (spec 02 §4 and §9): estados and their moves, payment method ids, the delay and "on the way" rules,
 * the cancellation reason and the screens' refresh timers. The other rules live beside this file:
 * draft.ts (the pending order kept in local storage), precios.ts (option pricing and totals),
 * opciones.ts (the options dialog), validation.ts (the confirm checks and every message, in order)
 * and schemas/{carta,pedido}.ts (the API contracts).
 */

// ---------------------------------------------------------------------------------------------------------------
// Estados

/** Placed, awaiting the merchant ('Pedido Realizado'); the customer may annul it. */
export const ESTADO_REALIZADO = 0;
/** Accepted and in preparation; has an estimated time. */
export const ESTADO_EN_PREPARACION = 1;
/** Delivered (on its way) or ready for pickup. */
export const ESTADO_ENTREGADO = 2;
/** Cancelled (by the customer or the merchant); the reason is in the observation. */
export const ESTADO_CANCELADO = 3;
/** Rejected by the merchant; the observation says why. */
export const ESTADO_RECHAZADO = 4;
/** Waiting for the online payment; the customer may pay or annul it. */
export const ESTADO_PENDIENTE_PAGO = 5;
export type EstadoPedido = 0 | 1 | 2 | 3 | 4 | 5;
export const ESTADOS_PEDIDO: readonly EstadoPedido[] = [0, 1, 2, 3, 4, 5];

const ESTADO_LABELS: Readonly<Record<number, string>> = {
  [ESTADO_REALIZADO]: 'Pedido Realizado',
  [ESTADO_EN_PREPARACION]: 'En Preparación',
  [ESTADO_ENTREGADO]: 'Entregado',
  [ESTADO_CANCELADO]: 'Cancelado',
  [ESTADO_RECHAZADO]: 'Rechazado',
  [ESTADO_PENDIENTE_PAGO]: 'Pendiente de Pago',
};

/** The `estado` text of an order. */
export function getEstadoPedidoLabel(estadoId: number): string {
  return ESTADO_LABELS[estadoId] ?? 'Desconocido';
}

/** Below 2 an order is still going on (placed or in preparation); pending payment counts too. */
export function isPedidoActivo(estadoId: number): boolean {
  return estadoId < ESTADO_ENTREGADO || estadoId === ESTADO_PENDIENTE_PAGO;
}

/** Cancelled or rejected: the order will not be made, and money paid for it goes back (decision 022). */
export function isPedidoAnulado(estadoId: number): boolean {
  return estadoId === ESTADO_CANCELADO || estadoId === ESTADO_RECHAZADO;
}

/** Annul is allowed when estado is 0 or 5 (spec 02 §4). */
export function canAnularPedido(estadoId: number): boolean {
  return estadoId === ESTADO_REALIZADO || estadoId === ESTADO_PENDIENTE_PAGO;
}

/** Pay is allowed when estado is 5. */
export function canPagarPedido(estadoId: number): boolean {
  return estadoId === ESTADO_PENDIENTE_PAGO;
}

/**
 * Allowed moves. Paying moves 5 → 0; the merchant accepts (0 → 1) or rejects (0 → 4) a placed order and marks
 * an accepted one delivered or ready (1 → 2); an order can be cancelled (→ 3) until it is delivered: by its
 * customer in 0 or 5, by the merchant in 0, 1 or 5. 2, 3 and 4 are final.
 */
const MOVES: Readonly<Record<number, readonly EstadoPedido[]>> = {
  [ESTADO_PENDIENTE_PAGO]: [ESTADO_REALIZADO, ESTADO_CANCELADO],
  [ESTADO_REALIZADO]: [ESTADO_EN_PREPARACION, ESTADO_RECHAZADO, ESTADO_CANCELADO],
  [ESTADO_EN_PREPARACION]: [ESTADO_ENTREGADO, ESTADO_CANCELADO],
};

export function canMovePedido(from: number, to: number): boolean {
  return MOVES[from]?.includes(to as EstadoPedido) ?? false;
}

/** Why a move is refused (409), for the API's answer. */
export function describeForbiddenPedidoMove(from: number, to: number): string {
  return `No se puede pasar un pedido de '${getEstadoPedidoLabel(from)}' a '${getEstadoPedidoLabel(to)}'`;
}

/** The customer's annul of an order no longer placed or pending payment (409). */
export const MSG_PEDIDO_NO_SE_PUEDE_ANULAR =
  'El pedido ya no se puede anular: solo se anulan pedidos realizados o pendientes de pago';

// ---------------------------------------------------------------------------------------------------------------
// Payment methods

export const FORMA_PAGO_EFECTIVO = 0;
export const FORMA_PAGO_TARJETA_DOMICILIO = 1;
/** A manual payment provider: a bank transfer to the merchant's alias, confirmed by the merchant. */
export const FORMA_PAGO_MANUAL = 2;
/** Online card or wallet through the payment provider: the order waits in estado 5 until it is paid. */
export const FORMA_PAGO_ONLINE = 3;
export type FormaPagoPedido = 0 | 1 | 2 | 3;
export const FORMAS_PAGO_PEDIDO: readonly FormaPagoPedido[] = [0, 1, 2, 3];

/** The merchant's payment flags (spec 02 §3, Merchant). */
export interface PagosComercio {
  pTarjetaDomicilio: boolean;
  pMercadoPago: boolean;
  mp_Online: boolean;
  pTransferencia: boolean;
}

/** Payment methods a business offers, in the order they are shown: cash always, the others by its flags. */
export function listFormasPago(comercio: PagosComercio): FormaPagoPedido[] {
  const formas: FormaPagoPedido[] = [FORMA_PAGO_EFECTIVO];
  if (comercio.pTarjetaDomicilio) formas.push(FORMA_PAGO_TARJETA_DOMICILIO);
  if (comercio.pTransferencia) formas.push(FORMA_PAGO_MANUAL);
  if (comercio.pMercadoPago || comercio.mp_Online) formas.push(FORMA_PAGO_ONLINE);
  return formas;
}

export function isFormaPagoOfrecida(comercio: PagosComercio, formaPagoId: number): boolean {
  return listFormasPago(comercio).includes(formaPagoId as FormaPagoPedido);
}

/** An order paid online starts pending payment (5); any other starts placed (0). */
export function getEstadoInicial(formaPagoId: number): EstadoPedido {
  return formaPagoId === FORMA_PAGO_ONLINE ? ESTADO_PENDIENTE_PAGO : ESTADO_REALIZADO;
}

/** After creation, online-paid orders go to the payment screen; the others to my orders. */
export function getRutaTrasCrear(pedido: { pedidoId: number; formaPagoId: number }): string {
  return pedido.formaPagoId === FORMA_PAGO_ONLINE ? `/pago/${pedido.pedidoId}` : '/mis-pedidos';
}

// ---------------------------------------------------------------------------------------------------------------
// Delay and delivery status

/** The smallest delay shown, in minutes. */
export const DEMORA_MINIMA_MINUTOS = 3;
/** Minutes after the delivery time during which 'En Camino...' / 'Listo para Retirar!' is shown. */
export const VENTANA_ENTREGA_MINUTOS = 20;
export const TEXTO_EN_CAMINO = 'En Camino...';
export const TEXTO_LISTO_PARA_RETIRAR = 'Listo para Retirar!';

const MS_PER_MINUTE = 60_000;

/** What the delay rule reads of an order (times are ISO 8601). */
export interface PedidoTiempos {
  estadoId: number;
  /** When the order was placed. */
  fechaHora: string;
  /** Set when the merchant accepts it. */
  horaEstimada: string | null;
  horaEntregado: string | null;
  /** The merchant's delay in minutes when the order was placed. */
  demora: number;
  delivery: boolean;
}

/**
 * The delay shown on an order (spec 02 §4): for states below 2 unless the merchant hides it, the minutes between
 * the estimated time and now, at least 3. Before the merchant accepts, the estimated time is the order's time
 * plus the merchant's delay. Null when no delay is shown.
 */
export function getDemoraPedido(pedido: PedidoTiempos, ocultaDemora: boolean, now: Date): number | null {
  if (ocultaDemora || pedido.estadoId >= ESTADO_ENTREGADO) return null;
  const estimada = pedido.horaEstimada
    ? Date.parse(pedido.horaEstimada)
    : Date.parse(pedido.fechaHora) + pedido.demora * MS_PER_MINUTE;
  if (Number.isNaN(estimada)) return null;
  const minutos = Math.ceil((estimada - now.getTime()) / MS_PER_MINUTE);
  return Math.max(DEMORA_MINIMA_MINUTOS, minutos);
}

/** An instant as the API's rows (a Date) or its answers (ISO 8601 with an offset) hold it; NaN when unreadable. */
function instantOf(value: string | Date): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/** What the delivery window reads of an order: its estado, its delivery time, how it goes to its customer. */
export interface PedidoEntrega {
  estadoId: number;
  /** When the business marked it ready or sent it (the spec's delivery time). */
  horaEntregado: string | Date | null;
  delivery: boolean;
}

/**
 * Whether a delivered order is within the 20 minutes after its delivery time (spec 02 §4 and §9). A `now` before
 * the delivery time counts as within: the server set that time by its own clock, so only a judge whose clock is a
 * little behind the server's sees it ahead (as pedidos/activos' SQL, `horaEntregado > now - 20 min`, does).
 */
function isEnVentanaEntrega(pedido: PedidoEntrega, now: Date): boolean {
  if (pedido.estadoId !== ESTADO_ENTREGADO || !pedido.horaEntregado) return false;
  const entregado = instantOf(pedido.horaEntregado);
  if (Number.isNaN(entregado)) return false;
  return now.getTime() - entregado < VENTANA_ENTREGA_MINUTOS * MS_PER_MINUTE;
}

/**
 * For 20 minutes after a delivered order's delivery time, while the business has not handed it over
 * (`horaCompletado`, decision 016): 'En Camino...' when it goes to an address, else 'Listo para Retirar!'. Null
 * otherwise.
 */
export function getTextoEntrega(
  pedido: PedidoEntrega & { horaCompletado: string | Date | null },
  now: Date,
): string | null {
  if (pedido.horaCompletado || !isEnVentanaEntrega(pedido, now)) return null;
  return pedido.delivery ? TEXTO_EN_CAMINO : TEXTO_LISTO_PARA_RETIRAR;
}

/**
 * An order still in progress for its customer (GET pedidos/activos, the menu's 'ver Pedidos' banner): placed, in
 * preparation or pending payment, or delivered less than 20 minutes ago (still on its way or ready).
 */
export function isPedidoEnCurso(pedido: PedidoEntrega, now: Date): boolean {
  return isPedidoActivo(pedido.estadoId) || isEnVentanaEntrega(pedido, now);
}

// ---------------------------------------------------------------------------------------------------------------
// Cancellation and rejection

const MOTIVO_CANCELACION = /Cancelado:([^\]]*)\]/;

/** The observation a cancelled order keeps: 'Cancelado: {motivo}]' (a ']' in the reason would end it early). */
export function formatObservacionCancelado(motivo: string): string {
  return `Cancelado: ${motivo.replace(/\]/g, ')').trim()}]`;
}

export const MOTIVO_CANCELADO_POR_CLIENTE = 'por el cliente';

/** The reason of a cancelled order: the text of the observation between 'Cancelado:' and ']'; null without one. */
export function getMotivoCancelacionPedido(observacion: string | null | undefined): string | null {
  const match = MOTIVO_CANCELACION.exec(observacion ?? '');
  if (!match) return null;
  return (match[1] ?? '').trim() || null;
}

/**
 * The estado of an order as its customer reads it (the card's pill, Mis Pedidos, the API's `estado`), at `now` (the
 * server's clock; the web app's estimate of it): an order in estado 2 reads 'En Camino...' (delivery) or 'Listo
 * para Retirar!' (pickup) for 20 minutes after its delivery time unless the business handed it over first
 * (getTextoEntrega); after that, and for every other estado, its label ('Entregado', ...).
 */
export function getEstadoPedidoTexto(
  pedido: PedidoEntrega & { horaCompletado: string | Date | null },
  now: Date,
): string {
  return getTextoEntrega(pedido, now) ?? getEstadoPedidoLabel(pedido.estadoId);
}

/**
 * The status line of an order card at `now`: a cancellation shows its reason, a rejection its observation, a
 * delivered order 'En Camino...' / 'Listo para Retirar!' during its window (getEstadoPedidoTexto).
 */
export function describeEstadoPedido(
  pedido: PedidoEntrega & { observacion: string | null; horaCompletado: string | null },
  now: Date,
): string {
  const label = getEstadoPedidoTexto(pedido, now);
  if (pedido.estadoId === ESTADO_CANCELADO) {
    const motivo = getMotivoCancelacionPedido(pedido.observacion);
    return motivo ? `${label}: ${motivo}` : label;
  }
  if (pedido.estadoId === ESTADO_RECHAZADO) {
    const motivo = (pedido.observacion ?? '').trim();
    return motivo ? `${label}: ${motivo}` : label;
  }
  return label;
}

// ---------------------------------------------------------------------------------------------------------------
// Refresh timers

/** The in-venue menu reloads every 120 s. */
export const CARTA_EN_LOCAL_RELOAD_MS = 120_000;
/** My orders refresh every 2 minutes; the status texts tick every 5 s. */
export const MIS_PEDIDOS_REFRESH_MS = 120_000;
export const MIS_PEDIDOS_TICK_MS = 5_000;
