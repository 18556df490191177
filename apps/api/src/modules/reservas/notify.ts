import type { Db } from '../../db/client.ts';
import { notifyChannel, parseChannelPayload } from '../../db/notify-channel.ts';

/** Channel on which every change of a reservation (booked, cancelled, confirmed, ...) is announced. */
export const RESERVA_CHANGED = 'reserva_changed';

/** What a reservation change announces: enough for a customer's live page, or the business's book, to refetch. */
export interface ReservaChanged {
  id: number;
  usuarioId: number;
  estado: number;
  /** The business (absent in announcements made before the back office's book listened). */
  configRestoId?: number;
}

/**
 * Announces a reservation change to every API process: `pg_notify` on the executor that made the change, so it
 * is delivered when (and only if) that transaction commits (docs/decisions/006-live-status-events.md).
 * Availability caches are cleared by it, and GET reservas/eventos forwards it to the reservation's owner.
 */
export async function publishReservaChanged(
  executor: Db,
  reserva: { id: number; usuarioId: number; estado: number; comercioId?: number },
): Promise<void> {
  const payload: ReservaChanged = { id: reserva.id, usuarioId: reserva.usuarioId, estado: reserva.estado };
  if (reserva.comercioId !== undefined) payload.configRestoId = reserva.comercioId;
  await notifyChannel(executor, RESERVA_CHANGED, payload);
}

/** Reads a RESERVA_CHANGED payload; null when it is not one. */
export function parseReservaChanged(payload: string): ReservaChanged | null {
  return parseChannelPayload<ReservaChanged>(payload, (value) => {
    if (typeof value.id !== 'number' || typeof value.usuarioId !== 'number' || typeof value.estado !== 'number') {
      return null;
    }
    const changed: ReservaChanged = { id: value.id, usuarioId: value.usuarioId, estado: value.estado };
    if (typeof value.configRestoId === 'number') changed.configRestoId = value.configRestoId;
    return changed;
  });
}
