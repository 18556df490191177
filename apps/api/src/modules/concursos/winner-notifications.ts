import { and, asc, eq, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { formatMensajeGanador, formatPasosSiguientesPorDefecto } from '@vidriera/domain/concursos';
import { comercios, concursoParticipaciones, concursoPremios, concursos, users } from '../../db/schema.ts';
import type { ConcursoDeps } from './queries.ts';

/** A message that keeps failing is given up after this many attempts (the back office still lists the winner). */
export const MAX_NOTIFICATION_ATTEMPTS = 5;
const BATCH = 50;

/**
 * Sends the WhatsApp message of winners not yet notified (all of them, or only `participacionId`). Each winner is
 * claimed first (notificado_at set, in one statement that skips rows another process holds), then sent: a message
 * goes out once even with several processes running this at the same time. A failed send is released for a later
 * run. Returns how many messages were sent.
 */
export async function notifyPendingWinners(deps: ConcursoDeps, participacionId?: number): Promise<number> {
  const { db, now, messenger, log } = deps;
  let sent = 0;
  // Released after a failure in this run: left for the next run rather than retried at once.
  const failed: number[] = [];
  for (;;) {
    const pending = db
      .select({ id: concursoParticipaciones.id })
      .from(concursoParticipaciones)
      .where(
        and(
          isNotNull(concursoParticipaciones.premioId),
          isNull(concursoParticipaciones.notificadoAt),
          lt(concursoParticipaciones.notificacionIntentos, MAX_NOTIFICATION_ATTEMPTS),
          participacionId === undefined ? undefined : eq(concursoParticipaciones.id, participacionId),
          failed.length > 0 ? notInArray(concursoParticipaciones.id, failed) : undefined,
        ),
      )
      .orderBy(asc(concursoParticipaciones.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(concursoParticipaciones)
      .set({
        notificadoAt: now(),
        notificacionIntentos: sql`${concursoParticipaciones.notificacionIntentos} + 1`,
      })
      .where(inArray(concursoParticipaciones.id, pending))
      .returning({ id: concursoParticipaciones.id });
    if (claimed.length === 0) return sent;

    const rows = await db
      .select({
        id: concursoParticipaciones.id,
        nombre: users.nombreApellido,
        telefono: users.telefono,
        premio: concursoPremios.descripcion,
        titulo: concursos.titulo,
        pasosSiguientes: concursos.pasosSiguientes,
        nombreComercio: comercios.nombreComercio,
        domicilio: comercios.domicilio,
      })
      .from(concursoParticipaciones)
      .innerJoin(users, eq(users.id, concursoParticipaciones.userId))
      .innerJoin(concursoPremios, eq(concursoPremios.id, concursoParticipaciones.premioId))
      .innerJoin(concursos, eq(concursos.id, concursoParticipaciones.concursoId))
      .innerJoin(comercios, eq(comercios.id, concursos.comercioId))
      .where(
        inArray(
          concursoParticipaciones.id,
          claimed.map((c) => c.id),
        ),
      );
    for (const row of rows) {
      if (!row.telefono) {
        log.warn({ participacionId: row.id }, 'draw winner has no phone: not notified');
        continue;
      }
      const text = formatMensajeGanador({
        nombre: row.nombre,
        premio: row.premio,
        titulo: row.titulo,
        nombreComercio: row.nombreComercio,
        pasosSiguientes: row.pasosSiguientes || formatPasosSiguientesPorDefecto(row),
      });
      try {
        await messenger.send({ telefono: row.telefono, text });
        sent++;
      } catch (err) {
        log.warn({ err, participacionId: row.id }, 'draw winner notification failed; it will be retried');
        failed.push(row.id);
        await db
          .update(concursoParticipaciones)
          .set({ notificadoAt: null })
          .where(eq(concursoParticipaciones.id, row.id));
      }
    }
    if (participacionId !== undefined || claimed.length < BATCH) return sent;
  }
}
