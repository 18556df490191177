import { and, eq } from 'drizzle-orm';
import {
  formatAvisoPedidoAceptado,
  formatAvisoPedidoListo,
  formatAvisoPedidoRechazado,
  formatAvisoReservaConfirmada,
  formatAvisoReservaRecordatorio,
  getEntregaAviso,
  getRecordatorioAt,
  isAvisoActivo,
  type TipoNotificacion,
} from '@vidriera/domain/notificaciones';
import type { Db } from '../../db/client.ts';
import { notificaciones, users } from '../../db/schema.ts';
import { getAvisosComercio } from './avisos.ts';

/** The business as the notices name it. */
export interface ComercioAviso {
  id: number;
  nombreComercio: string;
  domicilio: string | null;
  timeZone: string;
}

interface Notificacion {
  tipo: TipoNotificacion;
  sujetoId: number;
  telefono: string;
  texto: string;
  enviarDesde: Date;
}

/**
 * Queues the notices of one event, on the caller's transaction (so they exist if and only if the change that
 * caused them commits): each only when the business sends its kind and there is a phone to send it to. The
 * unique (tipo, sujeto_id) makes a second report of the same event a no-op. Returns how many were queued.
 */
async function queue(tx: Db, comercio: ComercioAviso, items: Notificacion[], now: Date): Promise<number> {
  const avisos = await getAvisosComercio(tx, comercio.id);
  const values = items
    .filter((item) => item.telefono.trim() !== '' && isAvisoActivo(avisos, item.tipo))
    .map((item) => ({ ...item, comercioId: comercio.id, createdAt: now }));
  if (values.length === 0) return 0;
  const inserted = await tx
    .insert(notificaciones)
    .values(values)
    .onConflictDoNothing({ target: [notificaciones.tipo, notificaciones.sujetoId] })
    .returning({ id: notificaciones.id });
  return inserted.length;
}

/** What an order's notices read of it. */
export interface PedidoParaAviso {
  id: number;
  telefono: string;
  avisarWhatsapp: boolean;
  delivery: boolean;
  enLocal: boolean;
  mesa: number | null;
  horaEstimada: Date | null;
  observacion: string | null;
}

export type EventoPedido = 'aceptado' | 'listo' | 'rechazado';

/**
 * An order moved (pedidos/merchant.ts, in its transaction): queues its notice when its customer asked for them.
 * 'listo' is the step to ready (for pickup, on its way, or to the table); an order handed over at once gets none.
 */
export async function queueAvisoPedido(
  tx: Db,
  comercio: ComercioAviso,
  pedido: PedidoParaAviso,
  evento: EventoPedido,
  now: Date,
): Promise<number> {
  if (!pedido.avisarWhatsapp) return 0;
  const base = {
    pedidoId: pedido.id,
    nombreComercio: comercio.nombreComercio,
    entrega: getEntregaAviso(pedido),
    timeZone: comercio.timeZone,
  };
  let item: Notificacion;
  const common = { sujetoId: pedido.id, telefono: pedido.telefono, enviarDesde: now };
  if (evento === 'aceptado') {
    if (!pedido.horaEstimada) return 0;
    item = {
      ...common,
      tipo: 'pedido_aceptado',
      texto: formatAvisoPedidoAceptado({ ...base, horaEstimada: pedido.horaEstimada }),
    };
  } else if (evento === 'listo') {
    item = {
      ...common,
      tipo: 'pedido_listo',
      texto: formatAvisoPedidoListo({ ...base, domicilioComercio: comercio.domicilio ?? '' }),
    };
  } else {
    item = {
      ...common,
      tipo: 'pedido_rechazado',
      texto: formatAvisoPedidoRechazado({ ...base, motivo: pedido.observacion ?? '' }),
    };
  }
  return queue(tx, comercio, [item], now);
}

/** What a reservation's notices read of it. */
export interface ReservaParaAviso {
  id: number;
  tel: string;
  fechaHora: Date;
  cantidad: number;
}

/**
 * A reservation was confirmed (reservas/merchant.ts, in its transaction): its confirmation now and its reminder
 * two hours before (when that is still ahead), each when the business sends it. The reminder's text is written
 * again when it is sent.
 */
export async function queueAvisosReservaConfirmada(
  tx: Db,
  comercio: ComercioAviso,
  reserva: ReservaParaAviso,
  now: Date,
): Promise<number> {
  const aviso = {
    nombreComercio: comercio.nombreComercio,
    domicilioComercio: comercio.domicilio ?? '',
    fechaHora: reserva.fechaHora,
    cantidad: reserva.cantidad,
    timeZone: comercio.timeZone,
  };
  const common = { sujetoId: reserva.id, telefono: reserva.tel };
  const items: Notificacion[] = [
    { ...common, tipo: 'reserva_confirmada', texto: formatAvisoReservaConfirmada(aviso), enviarDesde: now },
  ];
  const recordatorioAt = getRecordatorioAt(reserva.fechaHora, now);
  if (recordatorioAt) {
    const texto = formatAvisoReservaRecordatorio({ ...aviso, now: recordatorioAt });
    items.push({ ...common, tipo: 'reserva_recordatorio', texto, enviarDesde: recordatorioAt });
  }
  return queue(tx, comercio, items, now);
}

/** The customer's remembered choice, set by each order that says it (pedir's avisarWhatsapp). */
export async function rememberAvisosWhatsapp(db: Db, userId: number, avisar: boolean): Promise<void> {
  await db
    .update(users)
    .set({ avisosWhatsapp: avisar })
    .where(and(eq(users.id, userId), eq(users.avisosWhatsapp, !avisar)));
}
