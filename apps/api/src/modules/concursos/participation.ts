import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  decideInstantPrize,
  describeResultado,
  evaluateParticipacion,
  formatPasosSiguientesPorDefecto,
  hasPremiosRestantes,
  isConcursoFinalizado,
  MOTIVO_FINALIZADO,
  MOTIVO_SIN_PREMIOS,
  MOTIVO_YA_PARTICIPA,
  type ParticipacionResult,
  type ParticiparRequest,
} from '@vidriera/domain/concursos';
import type { Db } from '../../db/client.ts';
import { concursoParticipaciones, concursoPremios, concursos } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import type { IdempotentWrite } from '../../plugins/idempotency.ts';
import type { ComercioRow } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';
import { type ConcursoRow, type ParticipacionRow, type PremioRow, selectParticipacion } from './queries.ts';
import { CONCURSO_NOT_FOUND } from './scheduled-draw.ts';
import { findPremio, resolveComercio } from './service.ts';

/** A number in [0, 1) from the operating system's secure generator: nobody can predict an instant draw. */
export const secureRandom = (): number => randomInt(0, 2 ** 47) / 2 ** 47;

export interface ParticipacionOutcome {
  result: ParticipacionResult;
  /** The participation that has just won a prize (its winner is to be notified); null otherwise. */
  nuevaGanadoraId: number | null;
}

/** 409 with the refusal's reason in the fields the web reads (motivoNoPermiteParticipar), beside the message. */
function refuse(motivo: string, participando = false): AppError {
  return new AppError(409, motivo, {
    body: { participando, permiteParticipar: false, motivoNoPermiteParticipar: motivo },
  });
}

/** The participation result of a participation already registered, in its current state. */
export function describeParticipacion(
  concurso: ConcursoRow,
  comercio: ComercioRow,
  premios: PremioRow[],
  participacion: ParticipacionRow,
): ParticipacionResult {
  const premio = findPremio(premios, participacion.premioId)?.descripcion ?? null;
  return {
    participando: true,
    permiteParticipar: false,
    motivoNoPermiteParticipar: MOTIVO_YA_PARTICIPA,
    resultadoInmediato: concurso.instantaneo,
    textoResultado: describeResultado({
      instantaneo: concurso.instantaneo,
      decidido: concurso.sorteadoAt !== null,
      premio,
      fechaHoraSorteoEstimado: concurso.fechaHoraSorteoEstimado,
      timeZone: comercio.timeZone,
    }),
    premioGanado: premio,
    pasosSiguientes: premio === null ? null : concurso.pasosSiguientes || formatPasosSiguientesPorDefecto(comercio),
  };
}

/**
 * POST concursos/participar. One transaction: the draw row is held FOR SHARE (so the scheduled draw, which takes
 * it FOR UPDATE, never runs in the middle), and an instant draw's prize rows FOR UPDATE (so two winners can never
 * take the same last unit). The unique (draw, user) index makes a repeated or simultaneous call from the same user
 * answer the participation already registered. The Idempotency-Key of the request, if any, and the answer of a new
 * participation are stored in the same transaction (decision 044).
 */
export async function participar(
  deps: { db: Db; now: () => Date },
  site: SiteRow,
  caller: UserRow,
  input: ParticiparRequest,
  write: IdempotentWrite | null = null,
  random: () => number = secureRandom,
): Promise<ParticipacionOutcome> {
  const { db } = deps;
  const comercio = await resolveComercio(db, site, input.configRestoId);
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [concurso] = await tx
      .select()
      .from(concursos)
      .where(
        and(eq(concursos.id, input.concursoId), eq(concursos.comercioId, comercio.id), eq(concursos.publicado, true)),
      )
      .for('share');
    if (!concurso || !comercio.permiteConcursos) throw notFound(CONCURSO_NOT_FOUND);

    const premiosQuery = tx
      .select()
      .from(concursoPremios)
      .where(eq(concursoPremios.concursoId, concurso.id))
      .orderBy(asc(concursoPremios.orden), asc(concursoPremios.id));
    const premios = concurso.instantaneo ? await premiosQuery.for('update') : await premiosQuery;

    const existing = await selectParticipacion(tx, concurso.id, caller.id);
    if (existing)
      return { result: describeParticipacion(concurso, comercio, premios, existing), nuevaGanadoraId: null };

    const now = deps.now();
    const permiso = evaluateParticipacion({
      isLoggedIn: true,
      participando: false,
      finalizado: isConcursoFinalizado(concurso, now),
      sinPremios: !hasPremiosRestantes(premios),
    });
    if (!permiso.permiteParticipar) {
      throw refuse(permiso.motivoNoPermiteParticipar ?? MOTIVO_FINALIZADO);
    }

    const premioId = concurso.instantaneo
      ? decideInstantPrize(premios, concurso.probabilidadGanar, [random(), random()])
      : null;
    const [inserted] = await tx
      .insert(concursoParticipaciones)
      .values({ concursoId: concurso.id, userId: caller.id, premioId, createdAt: now })
      .onConflictDoNothing({ target: [concursoParticipaciones.concursoId, concursoParticipaciones.userId] })
      .returning();
    if (!inserted) {
      // The same user's simultaneous call registered it first (it committed while this one waited on the index).
      const registered = await selectParticipacion(tx, concurso.id, caller.id);
      if (!registered) throw new Error('participation vanished after a conflict');
      return { result: describeParticipacion(concurso, comercio, premios, registered), nuevaGanadoraId: null };
    }
    if (premioId !== null) {
      const [taken] = await tx
        .update(concursoPremios)
        .set({ restantes: sql`${concursoPremios.restantes} - 1` })
        .where(and(eq(concursoPremios.id, premioId), gt(concursoPremios.restantes, 0)))
        .returning({ id: concursoPremios.id });
      // Cannot happen while the prize rows are locked; if it did, the whole participation is undone.
      if (!taken) throw refuse(MOTIVO_SIN_PREMIOS);
    }
    const result = describeParticipacion(concurso, comercio, premios, inserted);
    await write?.remember(tx, result);
    return { result, nuevaGanadoraId: premioId === null ? null : inserted.id };
  });
}
