import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, lte, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { drawWinners, hashSeed, formatFechaHoraLarga } from '@vidriera/domain/concursos';
import type { Db } from '../../db/client.ts';
import { comercios, concursoParticipaciones, concursoPremios, concursos } from '../../db/schema.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { type AuditActor, recordAudit } from '../plataforma/public.ts';
import type { ConcursoRow } from './queries.ts';

export const CONCURSO_NOT_FOUND = 'No se encontró el concurso.';
export const ALREADY_DRAWN_MESSAGE = 'El sorteo de este concurso ya se realizó.';
export const INSTANT_HAS_NO_DRAW_MESSAGE =
  'Los concursos instantáneos no tienen sorteo: cada participación se resuelve al momento.';

/** A fresh secret seed (256 random bits, hex) and the hash published while the draw is open. */
export function createSeedCommitment(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: hashSeed(seed) };
}

/**
 * Runs a scheduled draw whose row the transaction holds FOR UPDATE: no participation can be added meanwhile
 * (participations hold the row FOR SHARE) and no other process can run it. Winners come from the seed and the
 * participations ordered by id (see packages/domain/src/concursos/sorteo.ts), so they can be recomputed.
 */
async function drawLocked(tx: Db, concurso: ConcursoRow, now: Date): Promise<void> {
  if (!concurso.seed) throw new Error(`scheduled draw ${concurso.id} has no seed`);
  const premios = await tx
    .select()
    .from(concursoPremios)
    .where(eq(concursoPremios.concursoId, concurso.id))
    .orderBy(asc(concursoPremios.orden), asc(concursoPremios.id))
    .for('update');
  const participantes = await tx
    .select({ id: concursoParticipaciones.id })
    .from(concursoParticipaciones)
    .where(eq(concursoParticipaciones.concursoId, concurso.id))
    .orderBy(asc(concursoParticipaciones.id));
  const ganadores = drawWinners(
    concurso.seed,
    participantes.map((p) => p.id),
    premios.map((p) => ({ id: p.id, cantidad: p.cantidad })),
  );
  for (const g of ganadores) {
    await tx
      .update(concursoParticipaciones)
      .set({ premioId: g.premioId, ordenGanador: g.orden })
      .where(eq(concursoParticipaciones.id, g.participacionId));
  }
  for (const premio of premios) {
    const given = ganadores.filter((g) => g.premioId === premio.id).length;
    await tx
      .update(concursoPremios)
      .set({ restantes: premio.cantidad - given })
      .where(eq(concursoPremios.id, premio.id));
  }
  const [done] = await tx
    .update(concursos)
    .set({ sorteadoAt: now, updatedAt: now })
    .where(and(eq(concursos.id, concurso.id), isNull(concursos.sorteadoAt)))
    .returning({ id: concursos.id });
  if (!done) throw new Error(`scheduled draw ${concurso.id} was run twice`);
}

/** Published scheduled draws not drawn yet whose estimated time and participation period have passed at `now`. */
const isDrawDue = (now: Date) =>
  and(
    eq(concursos.instantaneo, false),
    eq(concursos.publicado, true),
    isNull(concursos.sorteadoAt),
    lte(concursos.fechaHoraSorteoEstimado, now),
    lte(concursos.fechaHoraHasta, now),
  );

/** How many scheduled draws are due and not run yet: the draw job's backlog (GET /metrics). */
export async function countDueDraws(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(concursos).where(isDrawDue(now));
  return row?.n ?? 0;
}

/**
 * Runs every published scheduled draw whose estimated time (and participation period) has passed, one per
 * transaction. `FOR UPDATE SKIP LOCKED` lets several processes (or overlapping runs) share the work: each draw is
 * locked by one of them, and once it commits `sorteado_at` takes it out of every later look. Returns the ids run.
 */
export async function runDueDraws(
  db: Db,
  now: Date,
  log: FastifyBaseLogger,
  scope: { comercioId?: number } = {},
): Promise<number[]> {
  const drawn: number[] = [];
  const failed: number[] = [];
  for (;;) {
    let candidate: number | null = null;
    try {
      candidate = await db.transaction(async (tx) => {
        const [due] = await tx
          .select()
          .from(concursos)
          .where(
            and(
              isDrawDue(now),
              scope.comercioId === undefined ? undefined : eq(concursos.comercioId, scope.comercioId),
              failed.length > 0 ? notInArray(concursos.id, failed) : undefined,
            ),
          )
          .orderBy(asc(concursos.fechaHoraSorteoEstimado), asc(concursos.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return null;
        candidate = due.id;
        await drawLocked(tx as unknown as Db, due, now);
        return due.id;
      });
    } catch (err) {
      // One broken draw must not stop the others; it is tried again on the next run.
      if (candidate === null) throw err;
      log.error({ err, concursoId: candidate }, 'scheduled draw failed');
      failed.push(candidate);
      continue;
    }
    if (candidate === null) return drawn;
    drawn.push(candidate);
  }
}

/**
 * The merchant's "run it now": a scheduled draw whose participation period is over, even before its estimated
 * time. Waits for the row lock (the job may be running it), then refuses if it was run meanwhile.
 */
export async function runDrawNow(
  db: Db,
  comercioId: number,
  concursoId: number,
  now: Date,
  actor?: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ c: concursos, timeZone: comercios.timeZone })
      .from(concursos)
      .innerJoin(comercios, eq(comercios.id, concursos.comercioId))
      .where(and(eq(concursos.id, concursoId), eq(concursos.comercioId, comercioId)))
      .for('update', { of: concursos });
    if (!row) throw notFound(CONCURSO_NOT_FOUND);
    const concurso = row.c;
    if (concurso.instantaneo) throw conflict(INSTANT_HAS_NO_DRAW_MESSAGE);
    if (concurso.sorteadoAt) throw conflict(ALREADY_DRAWN_MESSAGE);
    if (now.getTime() < concurso.fechaHoraHasta.getTime()) {
      throw conflict(
        `La participación sigue abierta hasta el ${formatFechaHoraLarga(concurso.fechaHoraHasta, row.timeZone)}: ` +
          'el sorteo se puede hacer cuando cierre.',
      );
    }
    await drawLocked(tx as unknown as Db, concurso, now);
    // A merchant's "run it now" is audited (the demo data runs past draws without an actor).
    if (actor) {
      await recordAudit(
        tx as unknown as Db,
        {
          actor,
          comercioId,
          action: 'concurso.sortear',
          entity: 'concurso',
          entityId: concursoId,
          before: { sorteadoAt: null },
          after: { sorteadoAt: now.toISOString(), seedHash: concurso.seedHash, seed: concurso.seed },
        },
        now,
      );
    }
  });
}

/** Whether any of these rows is a scheduled draw that is due and not yet run (cheap check before runDueDraws). */
export function hasDueDraw(rows: ConcursoRow[], now: Date): boolean {
  return rows.some(
    (r) =>
      !r.instantaneo &&
      r.publicado &&
      r.sorteadoAt === null &&
      r.fechaHoraSorteoEstimado.getTime() <= now.getTime() &&
      r.fechaHoraHasta.getTime() <= now.getTime(),
  );
}
