import { parseDraft, serializeDraft } from '../common/drafts.ts';

/**
 * The pending order (spec 02 §4 and §9): the order being built between the menu and pedidodetalle, kept in the
 * browser's local storage and dropped after 30 minutes.
 */

/** The same key as the web's session module clears on logout. */
export const PEDIDO_PENDIENTE_KEY = 'pedidopendiente';
export const PEDIDO_PENDIENTE_TTL_MINUTES = 30;

/** One option slot's choice as the dialog keeps it: the option set and the chosen details. */
export interface PlatoOpcionElegida {
  productoOpcId: number;
  productoOpcDets: Array<{ productoOpcDetId?: number; descripcion: string }>;
}

/** A dish in the order being built. */
export interface PedidoPendienteItem {
  platoId: number;
  /** The dish's title, for the preview. */
  plato: string;
  cantidad: number;
  /** Unit price in pesos with its options, as the menu priced it (the server prices it again). */
  precio: number;
  opciones: PlatoOpcionElegida[];
}

/** The order being built between the menu and pedidodetalle. */
export interface PedidoPendiente {
  configRestoId: number;
  carpeta: string;
  cartaId: number | null;
  enLocal: boolean;
  /** The table of the in-venue menu's QR link (carta2/{carpeta}?mesa=N); null when the link carried none. */
  mesa: number | null;
  /** The table as the customer types it at checkout when the link carried none (checked when confirming). */
  mesaIngresada?: string;
  pedidosIts: PedidoPendienteItem[];
  delivery: boolean;
  domicilio: string | null;
  formaPagoId: number;
  pagaCon: number | null;
  observacion: string;
  /** The checkout's "Avisarme por WhatsApp" as ticked; absent while untouched (the remembered choice applies). */
  avisarWhatsapp?: boolean;
}

export function serializePedidoPendiente(pedido: PedidoPendiente, now: Date): string {
  return serializeDraft('pedido', pedido, now);
}

/** The stored draft, or null when unreadable or older than 30 minutes. */
export function parsePedidoPendiente(raw: string | null | undefined, now: Date): PedidoPendiente | null {
  const pedido = parseDraft(raw, 'pedido', now, PEDIDO_PENDIENTE_TTL_MINUTES);
  if (!pedido || typeof pedido.configRestoId !== 'number' || !Array.isArray(pedido.pedidosIts)) return null;
  return pedido as unknown as PedidoPendiente;
}

/**
 * True when a pending order with items belongs to another merchant than the menu being opened: the user is asked
 * whether to delete it and see the new menu.
 */
export function isPedidoDeOtroComercio(pedido: PedidoPendiente | null, carpeta: string): boolean {
  if (!pedido || pedido.pedidosIts.length === 0) return false;
  return pedido.carpeta.toLowerCase() !== carpeta.toLowerCase();
}
