import { type VentaEvento, getEstadoVentaLabel } from '@vidriera/domain/eventos';
import type { Db } from '../../db/client.ts';
import { defineEventChannel } from '../../plugins/events.ts';

/**
 * Every change of a ticket sale (sold, paid, confirmed, cancelled, checked in), for the buyer's and the back
 * office's live lists and the events board's remaining places: channel venta_changed, SSE event 'venta'.
 */
export const ventaChanges = defineEventChannel<VentaEvento>({
  channel: 'venta_changed',
  event: 'venta',
  read: (value) =>
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
});

/** Announces a sale change to every API process, when (and only if) the executor's transaction commits. */
export async function publishVentaChanged(
  executor: Db,
  venta: { id: number; comercioId: number; usuarioId: number; estado: number },
): Promise<void> {
  await ventaChanges.publish(executor, {
    ventaId: venta.id,
    comercioId: venta.comercioId,
    usuarioId: venta.usuarioId,
    estado: venta.estado,
    estadoTexto: getEstadoVentaLabel(venta.estado),
  });
}
