import type { VentaEvento } from '@vidriera/domain/schemas/evento';
import { getEstadoVentaLabel } from '@vidriera/domain/tickets';
import type { Db } from '../../db/client.ts';
import { notifyChannel, parseChannelPayload } from '../../db/notify-channel.ts';

/** Channel on which every change of a ticket sale (sold, paid, confirmed, cancelled, checked in) is announced. */
export const VENTA_CHANGED = 'venta_changed';

/**
 * Announces a sale change to every API process (PostgreSQL NOTIFY), for the back office's live list and the
 * events board's remaining places. Sent through the executor it is given: inside a transaction the notification
 * goes out only if and when that transaction commits.
 */
export async function publishVentaChanged(
  executor: Db,
  venta: { id: number; comercioId: number; usuarioId: number; estado: number },
): Promise<void> {
  const payload: VentaEvento = {
    ventaId: venta.id,
    comercioId: venta.comercioId,
    usuarioId: venta.usuarioId,
    estado: venta.estado,
    estadoTexto: getEstadoVentaLabel(venta.estado),
  };
  await notifyChannel(executor, VENTA_CHANGED, payload);
}

/** Reads a VENTA_CHANGED payload; null when it is not one. */
export function parseVentaChanged(payload: string): VentaEvento | null {
  return parseChannelPayload<VentaEvento>(payload, (value) =>
    typeof value.ventaId === 'number' &&
    typeof value.comercioId === 'number' &&
    typeof value.usuarioId === 'number' &&
    typeof value.estado === 'number'
      ? {
          ventaId: value.ventaId,
          comercioId: value.comercioId,
          usuarioId: value.usuarioId,
          estado: value.estado,
          estadoTexto: getEstadoVentaLabel(value.estado),
        }
      : null,
  );
}
