import type { Database } from '../../db/client.ts';

/** Channel on which every change of a reservation (booked, cancelled, confirmed, ...) is announced. */
export const RESERVA_CHANGED = 'reserva_changed';

/** What a reservation change announces: enough for a customer's live page to know it must refetch. */
export interface ReservaChanged {
  id: number;
  usuarioId: number;
  estado: number;
}

/**
 * Announces a committed reservation change to every API process (PostgreSQL NOTIFY). Availability caches are
 * cleared by it; the order issue's live channel (SSE) is to forward it to the reservation's owner.
 */
export async function publishReservaChanged(
  database: Database,
  reserva: { id: number; usuarioId: number; estado: number },
): Promise<void> {
  const payload: ReservaChanged = { id: reserva.id, usuarioId: reserva.usuarioId, estado: reserva.estado };
  await database.notify(RESERVA_CHANGED, JSON.stringify(payload));
}

/** Reads a RESERVA_CHANGED payload; null when it is not one. */
export function parseReservaChanged(payload: string): ReservaChanged | null {
  try {
    const value = JSON.parse(payload) as Partial<ReservaChanged>;
    if (typeof value.id === 'number' && typeof value.usuarioId === 'number' && typeof value.estado === 'number') {
      return { id: value.id, usuarioId: value.usuarioId, estado: value.estado };
    }
  } catch {
    // Not ours: ignored.
  }
  return null;
}
