import { toZonedParts } from '../common/time-zone.ts';
import { getZonedIsoDate } from '../common/zoned-time.ts';

/**
 * WhatsApp notices to customers (issue #15, decision 034): which kinds exist, which the business sends, when a
 * reservation's reminder is due and every text, in es-AR, with times in the merchant's zone.
 */

export const TIPOS_NOTIFICACION = [
  'pedido_aceptado',
  'pedido_listo',
  'pedido_rechazado',
  'reserva_confirmada',
  'reserva_recordatorio',
] as const;
export type TipoNotificacion = (typeof TIPOS_NOTIFICACION)[number];

/** Which kinds a business sends; each a switch of its back office (Ajustes → Avisos por WhatsApp). */
export interface AvisosComercio {
  pedidoAceptado: boolean;
  pedidoListo: boolean;
  pedidoRechazado: boolean;
  reservaConfirmada: boolean;
  reservaRecordatorio: boolean;
}

/**
 * A business that never chose: the order notices are on (they only reach customers who asked for them when
 * ordering), the reservation ones off (nobody asked for them: the business turns them on).
 */
export const AVISOS_POR_DEFECTO: Readonly<AvisosComercio> = {
  pedidoAceptado: true,
  pedidoListo: true,
  pedidoRechazado: true,
  reservaConfirmada: false,
  reservaRecordatorio: false,
};

const SWITCH_OF: Record<TipoNotificacion, keyof AvisosComercio> = {
  pedido_aceptado: 'pedidoAceptado',
  pedido_listo: 'pedidoListo',
  pedido_rechazado: 'pedidoRechazado',
  reserva_confirmada: 'reservaConfirmada',
  reserva_recordatorio: 'reservaRecordatorio',
};

/** True when the business sends this kind. */
export function isAvisoActivo(avisos: AvisosComercio, tipo: TipoNotificacion): boolean {
  return avisos[SWITCH_OF[tipo]];
}

/** The reminder of a reservation goes this long before it. */
export const RECORDATORIO_HORAS_ANTES = 2;

/**
 * When the reminder of a reservation at `fechaHora` is sent, or null when that moment has already passed at
 * `now` (a reservation confirmed less than two hours ahead gets its confirmation only).
 */
export function getRecordatorioAt(fechaHora: Date, now: Date): Date | null {
  const at = new Date(fechaHora.getTime() - RECORDATORIO_HORAS_ANTES * 3_600_000);
  return at.getTime() > now.getTime() ? at : null;
}

/** A reminder is still worth sending while the reservation has not started. */
export function isRecordatorioVigente(fechaHora: Date, now: Date): boolean {
  return now.getTime() < fechaHora.getTime();
}

// ---------------------------------------------------------------------------------------------------------------
// Texts

const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of an instant in the merchant's zone. */
export function formatHoraAviso(instant: Date, timeZone: string): string {
  const p = toZonedParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'sábado 21/11 a las 21:30' of an instant in the merchant's zone. */
export function formatDiaHoraAviso(instant: Date, timeZone: string): string {
  const p = toZonedParts(instant, timeZone);
  return `${DIAS[p.weekday]} ${pad(p.day)}/${pad(p.month)} a las ${pad(p.hour)}:${pad(p.minute)}`;
}

/** How an order reaches its customer, as the notices tell it. */
export type EntregaAviso = { tipo: 'delivery' } | { tipo: 'retiro' } | { tipo: 'mesa'; mesa: number | null };

export function getEntregaAviso(pedido: { delivery: boolean; enLocal: boolean; mesa: number | null }): EntregaAviso {
  if (pedido.delivery) return { tipo: 'delivery' };
  if (pedido.enLocal || pedido.mesa != null) return { tipo: 'mesa', mesa: pedido.mesa };
  return { tipo: 'retiro' };
}

interface PedidoAviso {
  pedidoId: number;
  nombreComercio: string;
  entrega: EntregaAviso;
  timeZone: string;
}

const aLaMesa = (entrega: EntregaAviso) =>
  entrega.tipo === 'mesa' && entrega.mesa != null ? `a la mesa ${entrega.mesa}` : 'a tu mesa';

/** Accepted (estado 1), with the estimated time in the merchant's zone. */
export function formatAvisoPedidoAceptado(p: PedidoAviso & { horaEstimada: Date }): string {
  const hora = formatHoraAviso(p.horaEstimada, p.timeZone);
  const cuando =
    p.entrega.tipo === 'delivery'
      ? `Te lo llevamos alrededor de las ${hora}.`
      : p.entrega.tipo === 'retiro'
        ? `Va a estar listo para retirar alrededor de las ${hora}.`
        : `Te lo llevamos ${aLaMesa(p.entrega)} alrededor de las ${hora}.`;
  return `${p.nombreComercio} aceptó tu pedido #${p.pedidoId}. ${cuando}`;
}

/** Ready (estado 2 not yet handed over): on its way, ready to pick up, or coming to the table. */
export function formatAvisoPedidoListo(p: PedidoAviso & { domicilioComercio: string }): string {
  if (p.entrega.tipo === 'delivery') return `¡Tu pedido #${p.pedidoId} de ${p.nombreComercio} está en camino!`;
  if (p.entrega.tipo === 'retiro') {
    const donde = p.domicilioComercio.trim() ? ` en ${p.domicilioComercio.trim()}` : '';
    return `¡Tu pedido #${p.pedidoId} está listo! Podés retirarlo en ${p.nombreComercio}${donde}.`;
  }
  return `¡Tu pedido #${p.pedidoId} está listo! Ya te lo llevamos ${aLaMesa(p.entrega)}.`;
}

/** Rejected (estado 4), with the business's reason. */
export function formatAvisoPedidoRechazado(p: Omit<PedidoAviso, 'entrega' | 'timeZone'> & { motivo: string }): string {
  const motivo = p.motivo.trim().replace(/[.\s]+$/, '');
  const porque = motivo ? ` Motivo: ${motivo}.` : '';
  return `${p.nombreComercio} no pudo aceptar tu pedido #${p.pedidoId}.${porque} Perdón por las molestias.`;
}

interface ReservaAviso {
  nombreComercio: string;
  domicilioComercio: string;
  fechaHora: Date;
  cantidad: number;
  timeZone: string;
}

const personas = (cantidad: number) => (cantidad === 1 ? '1 persona' : `${cantidad} personas`);

/** The business confirmed the reservation (estado 1). */
export function formatAvisoReservaConfirmada(r: ReservaAviso): string {
  return (
    `${r.nombreComercio} confirmó tu reserva para ${personas(r.cantidad)} el ` +
    `${formatDiaHoraAviso(r.fechaHora, r.timeZone)}. ¡Te esperamos!`
  );
}

/**
 * Two hours before (sent at `now`): the time ('hoy a las ...', or the day when it is after midnight), the place,
 * and a word about cancelling.
 */
export function formatAvisoReservaRecordatorio(r: ReservaAviso & { now: Date }): string {
  const donde = r.domicilioComercio.trim() ? ` (${r.domicilioComercio.trim()})` : '';
  const cuando =
    getZonedIsoDate(r.now, r.timeZone) === getZonedIsoDate(r.fechaHora, r.timeZone)
      ? `hoy a las ${formatHoraAviso(r.fechaHora, r.timeZone)}`
      : `el ${formatDiaHoraAviso(r.fechaHora, r.timeZone)}`;
  return (
    `Te recordamos tu reserva en ${r.nombreComercio}${donde} ${cuando} para ${personas(r.cantidad)}. ` +
    'Si no vas a poder ir, avisanos.'
  );
}
