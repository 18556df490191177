import type { Db } from '../../db/client.ts';
import { defineEventChannel } from '../../plugins/events.ts';

/** What a reservation change announces: enough for a customer's live page, or the business's book, to refetch. */
export interface ReservaChanged {
  id: number;
  usuarioId: number;
  estado: number;
  /** The business (absent in announcements made before the back office's book listened). */
  configRestoId?: number;
}

/**
 * Every change of a reservation (booked, cancelled, confirmed, ...): channel reserva_changed, SSE event 'reserva'.
 * Availability caches are cleared by it; the customer's and the business's streams forward it.
 */
export const reservaChanges = defineEventChannel<ReservaChanged>({
  channel: 'reserva_changed',
  event: 'reserva',
  read(value) {
    if (typeof value.id !== 'number' || typeof value.usuarioId !== 'number' || typeof value.estado !== 'number') {
      return null;
    }
    const changed: ReservaChanged = { id: value.id, usuarioId: value.usuarioId, estado: value.estado };
    if (typeof value.configRestoId === 'number') changed.configRestoId = value.configRestoId;
    return changed;
  },
});

/** Announces a reservation change to every API process, when (and only if) the executor's transaction commits. */
export async function publishReservaChanged(
  executor: Db,
  reserva: { id: number; usuarioId: number; estado: number; comercioId?: number },
): Promise<void> {
  const payload: ReservaChanged = { id: reserva.id, usuarioId: reserva.usuarioId, estado: reserva.estado };
  if (reserva.comercioId !== undefined) payload.configRestoId = reserva.comercioId;
  await reservaChanges.publish(executor, payload);
}
