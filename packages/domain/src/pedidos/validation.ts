import { isFormaPagoOfrecida, type PagosComercio } from './pedidos.ts';

/**
 * The order confirm checks of spec 02 §5, with their exact messages, in their order. The web runs
 * findPedidoConfirmError when Confirmar Pedido is pressed (the first message in an alert); the API runs the same
 * function on the total it computed itself, after its own checks of the business and the items.
 */

/** pagaCon above this is refused. */
export const PAGA_CON_MAXIMO = 9999;
/** pagaCon may exceed the total by at most this much. */
export const PAGA_CON_MARGEN = 1100;
/** The pay-with input (cash only): number, step 50, min 0, max 5000, placeholder 'Pago Exacto'. */
export const PAGA_CON_INPUT = { step: 50, min: 0, max: 5000, placeholder: 'Pago Exacto' } as const;

export const MSG_PAGA_CON_MUY_GRANDE = 'El importe con el que abona es muy grande';
export const MSG_PAGA_CON_MUY_MAYOR = 'El importe con que abonás es mucho mayor al del total del pedido';
export const MSG_SOLO_TAKE_AWAY = 'Este comercio solo acepta retiro en local (TakeAway)';
export const MSG_PAGA_CON_MENOR = 'El importe con el que abonás en menor al total del pedido';

/** Shown by digital merchants instead of the delivery choice. */
export const TEXTO_COMERCIO_DIGITAL = 'Coordinar entrega con el comercio';
/** The confirmations of the order screens. */
export const CONFIRM_BORRAR_PEDIDO = 'Borrar el pedido actual?';
export const CONFIRM_ANULAR_PEDIDO = 'Anular el pedido seleccionado?';
export const ALERT_PEDIDO_YA_PAGADO = 'El pedido ya fue pagado.';
export const ALERT_CARTA_NO_ENCONTRADA = 'Presioná aceptar para ir al inicio.';

export type PedidoErrorCode = 'paga-con-muy-grande' | 'paga-con-muy-mayor' | 'solo-take-away' | 'paga-con-menor';

export interface PedidoError {
  code: PedidoErrorCode;
  message: string;
}

/** What the confirm checks read of the order. */
export interface PedidoConfirmDraft {
  /** Pesos the customer pays cash with; 0 or null means exact. */
  pagaCon: number | null | undefined;
  /** The order's total in pesos. */
  total: number;
  delivery: boolean;
}

const fail = (code: PedidoErrorCode, message: string): PedidoError => ({ code, message });

/**
 * The spec's checks, in its order: pagaCon above 9999; pagaCon above total + 1100; a takeaway-only merchant with
 * delivery; pagaCon above 0 and below the total. Null when the order can be confirmed.
 */
export function findPedidoConfirmError(
  draft: PedidoConfirmDraft,
  comercio: { soloTakeAway: boolean },
): PedidoError | null {
  const pagaCon = normalizePagaCon(draft.pagaCon);
  if (pagaCon !== null && pagaCon > PAGA_CON_MAXIMO) return fail('paga-con-muy-grande', MSG_PAGA_CON_MUY_GRANDE);
  if (pagaCon !== null && pagaCon > draft.total + PAGA_CON_MARGEN) {
    return fail('paga-con-muy-mayor', MSG_PAGA_CON_MUY_MAYOR);
  }
  if (comercio.soloTakeAway && draft.delivery) return fail('solo-take-away', MSG_SOLO_TAKE_AWAY);
  if (pagaCon !== null && pagaCon > 0 && pagaCon < draft.total) return fail('paga-con-menor', MSG_PAGA_CON_MENOR);
  return null;
}

/** pagaCon zero (or empty) is sent as null. */
export function normalizePagaCon(pagaCon: number | null | undefined): number | null {
  return typeof pagaCon === 'number' && Number.isFinite(pagaCon) && pagaCon !== 0 ? pagaCon : null;
}

/** Non-delivery orders send domicilio null; a delivery's address is trimmed (empty is null). */
export function normalizeDomicilio(delivery: boolean, domicilio: string | null | undefined): string | null {
  if (!delivery) return null;
  const trimmed = (domicilio ?? '').trim();
  return trimmed || null;
}

// ---------------------------------------------------------------------------------------------------------------
// The table of an in-venue order

/** Table numbers: the QR link's ?mesa=N, the field the in-venue checkout asks for and the staff's table orders. */
export const MESA_MIN = 1;
export const MESA_MAX = 9999;
export const MSG_MESA_REQUERIDA = 'Indicá el número de mesa';
export const MSG_MESA_INVALIDA = `El número de mesa debe ser un número entero de ${MESA_MIN} a ${MESA_MAX}`;

/** A table number as a link carries it or the customer typed it: an integer from 1 to 9999, else null. */
export function parseMesa(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string' && !/^\s*\d+\s*$/.test(raw)) return null;
  const mesa = Number(raw);
  return Number.isInteger(mesa) && mesa >= MESA_MIN && mesa <= MESA_MAX ? mesa : null;
}

/**
 * An order made in the venue goes to a table: without one it is refused ('Indicá el número de mesa'), and a table
 * that is not an integer from 1 to 9999 is refused on any order. The web shows the message beside the checkout's
 * table field; the API answers it as a 400. Null when the order can go.
 */
export function findMesaError(pedido: { enLocal: boolean; mesa: string | number | null | undefined }): string | null {
  const isMissing = pedido.mesa === null || pedido.mesa === undefined || String(pedido.mesa).trim() === '';
  if (isMissing) return pedido.enLocal ? MSG_MESA_REQUERIDA : null;
  return parseMesa(pedido.mesa) === null ? MSG_MESA_INVALIDA : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Checks the API adds (the web's screens make them impossible, but the API is called directly too)

export const MSG_PEDIDOS_NO_PERMITIDOS = 'Este comercio no recibe pedidos online';
export const MSG_COMERCIO_CERRADO = 'Comercio Cerrado: en este momento no recibe pedidos';
export const MSG_PEDIDO_VACIO = 'El pedido no tiene platos';
export const MSG_PLATO_NO_DISPONIBLE = 'Uno de los platos del pedido ya no está disponible en la carta';
export const MSG_DOMICILIO_REQUERIDO = 'Completá el domicilio de entrega';
export const MSG_FORMA_PAGO_NO_OFRECIDA = 'El comercio no acepta esa forma de pago';
export const MSG_EN_LOCAL_SIN_ENVIO = 'Los pedidos hechos en el local no tienen envío';
export const MSG_CARTA_NO_ENCONTRADA = 'El comercio no tiene una carta cargada';
export const MSG_PEDIDO_NO_ENCONTRADO = 'No se encontró el pedido';

/** The payment method check: 400 when the business does not offer it. */
export function findFormaPagoError(comercio: PagosComercio, formaPagoId: number): string | null {
  return isFormaPagoOfrecida(comercio, formaPagoId) ? null : MSG_FORMA_PAGO_NO_OFRECIDA;
}

/** Delivery needs an address; an in-venue order (with a table) is never a delivery. */
export function findEntregaError(draft: {
  delivery: boolean;
  domicilio: string | null | undefined;
  enLocal: boolean;
}): string | null {
  if (draft.delivery && draft.enLocal) return MSG_EN_LOCAL_SIN_ENVIO;
  if (draft.delivery && !normalizeDomicilio(true, draft.domicilio)) return MSG_DOMICILIO_REQUERIDO;
  return null;
}
