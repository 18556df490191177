import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { ConcursoAdmin, ConcursoInputData, Participante } from '@vidriera/domain/concursos';
import type { Db } from '../../db/client.ts';
import { concursoParticipaciones, concursoPremios, concursos, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { type AuditActor, recordAudit } from '../plataforma/public.ts';
import {
  type ConcursoRow,
  countParticipantes,
  type PremioRow,
  selectAllConcursos,
  selectPremios,
  toIso,
} from './queries.ts';
import { ALREADY_DRAWN_MESSAGE, CONCURSO_NOT_FOUND, createSeedCommitment } from './scheduled-draw.ts';

export const HAS_PARTICIPANTS_MESSAGE =
  'El concurso ya tiene participantes: no se pueden cambiar el tipo, los premios ni sus cantidades.';
export const UNKNOWN_PREMIO_MESSAGE = 'Uno de los premios no pertenece a este concurso.';

function toConcursoAdmin(row: ConcursoRow, premios: PremioRow[], participantes: number): ConcursoAdmin {
  return {
    id: row.id,
    configRestoId: row.comercioId,
    titulo: row.titulo,
    descripcion: row.descripcion,
    urlFoto: row.urlFoto,
    condiciones: row.condiciones,
    instantaneo: row.instantaneo,
    probabilidadGanar: row.probabilidadGanar,
    notificaPorMail: row.notificaPorMail,
    publicado: row.publicado,
    fechaHoraHastaUTC: row.fechaHoraHasta.toISOString(),
    fechaHoraSorteoEstimado: row.fechaHoraSorteoEstimado.toISOString(),
    pasosSiguientes: row.pasosSiguientes,
    premios: premios.map((p) => ({
      id: p.id,
      descripcion: p.descripcion,
      cantidad: p.cantidad,
      restantes: p.restantes,
    })),
    seedHash: row.instantaneo ? null : row.seedHash,
    seed: row.sorteadoAt ? row.seed : null,
    fechaHoraSorteo: toIso(row.sorteadoAt),
    cantidadParticipantes: participantes,
  };
}

/** Every draw of the business, drafts included, newest first. */
export async function listConcursosAdmin(db: Db, comercioId: number): Promise<ConcursoAdmin[]> {
  const rows = await selectAllConcursos(db, comercioId);
  const ids = rows.map((r) => r.id);
  const [premios, counts] = await Promise.all([selectPremios(db, ids), countParticipantes(db, ids)]);
  return rows.map((r) => toConcursoAdmin(r, premios.get(r.id) ?? [], counts.get(r.id) ?? 0));
}

async function loadConcursoAdmin(db: Db, comercioId: number, concursoId: number): Promise<ConcursoAdmin> {
  const found = (await listConcursosAdmin(db, comercioId)).find((c) => c.id === concursoId);
  if (!found) throw notFound(CONCURSO_NOT_FOUND);
  return found;
}

function toConcursoValues(input: ConcursoInputData, now: Date) {
  return {
    titulo: input.titulo,
    descripcion: input.descripcion,
    urlFoto: input.urlFoto || null,
    condiciones: input.condiciones,
    instantaneo: input.instantaneo,
    probabilidadGanar: input.instantaneo ? input.probabilidadGanar : 0,
    notificaPorMail: input.notificaPorMail,
    publicado: input.publicado,
    fechaHoraHasta: new Date(input.fechaHoraHastaUTC),
    fechaHoraSorteoEstimado: new Date(input.fechaHoraSorteoEstimado),
    pasosSiguientes: input.pasosSiguientes,
    updatedAt: now,
  };
}

/** A new draw; a scheduled one gets its secret seed now, and its hash is public from this moment. */
export async function createConcurso(
  db: Db,
  comercioId: number,
  input: ConcursoInputData,
  now: Date,
  actor?: AuditActor,
): Promise<ConcursoAdmin> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(concursos)
      .values({
        comercioId,
        ...toConcursoValues(input, now),
        ...(input.instantaneo ? {} : createSeedCommitment()),
        createdAt: now,
      })
      .returning({ id: concursos.id });
    if (!row) throw new Error('draw not inserted');
    await tx.insert(concursoPremios).values(
      input.premios.map((p, orden) => ({
        concursoId: row.id,
        descripcion: p.descripcion,
        cantidad: p.cantidad,
        restantes: p.cantidad,
        orden,
      })),
    );
    // The back office's changes are audited; the demo data and tests create draws without an actor.
    if (actor) {
      const entry = { actor, comercioId, action: 'concurso.crear', entity: 'concurso', entityId: row.id, after: input };
      await recordAudit(tx as unknown as Db, entry, now);
    }
    return row.id;
  });
  return loadConcursoAdmin(db, comercioId, id);
}

/**
 * Replaces a draw's settings. Once someone has joined, its kind, prizes and quantities are what they joined for:
 * only texts, dates, photo, odds and publication may change. A draw already run cannot change at all.
 */
export async function updateConcurso(
  db: Db,
  comercioId: number,
  concursoId: number,
  input: ConcursoInputData,
  now: Date,
  actor?: AuditActor,
): Promise<ConcursoAdmin> {
  await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [concurso] = await tx
      .select()
      .from(concursos)
      .where(and(eq(concursos.id, concursoId), eq(concursos.comercioId, comercioId)))
      .for('update');
    if (!concurso) throw notFound(CONCURSO_NOT_FOUND);
    if (concurso.sorteadoAt) throw conflict(ALREADY_DRAWN_MESSAGE);
    const current = (await selectPremios(tx, [concurso.id])).get(concurso.id) ?? [];
    const currentById = new Map(current.map((p) => [p.id, p]));
    if (input.premios.some((p) => p.id !== undefined && !currentById.has(p.id))) {
      throw badRequest(UNKNOWN_PREMIO_MESSAGE);
    }
    const participantes = (await countParticipantes(tx, [concurso.id])).get(concurso.id) ?? 0;

    if (participantes > 0) {
      const unchanged =
        input.instantaneo === concurso.instantaneo &&
        input.premios.length === current.length &&
        input.premios.every((p) => p.id !== undefined && currentById.get(p.id)?.cantidad === p.cantidad);
      if (!unchanged) throw conflict(HAS_PARTICIPANTS_MESSAGE);
      for (const [orden, p] of input.premios.entries()) {
        await tx
          .update(concursoPremios)
          .set({ descripcion: p.descripcion, orden })
          .where(eq(concursoPremios.id, p.id!));
      }
    } else {
      const keptIds = input.premios.flatMap((p) => (p.id === undefined ? [] : [p.id]));
      await tx
        .delete(concursoPremios)
        .where(
          and(
            eq(concursoPremios.concursoId, concurso.id),
            keptIds.length > 0 ? notInArray(concursoPremios.id, keptIds) : sql`true`,
          ),
        );
      for (const [orden, p] of input.premios.entries()) {
        const values = { descripcion: p.descripcion, cantidad: p.cantidad, restantes: p.cantidad, orden };
        if (p.id === undefined) await tx.insert(concursoPremios).values({ concursoId: concurso.id, ...values });
        else await tx.update(concursoPremios).set(values).where(eq(concursoPremios.id, p.id));
      }
    }

    await tx
      .update(concursos)
      .set({
        ...toConcursoValues(input, now),
        // A draw turned scheduled needs its commitment; an existing one is never replaced once published.
        ...(!input.instantaneo && !concurso.seed ? createSeedCommitment() : {}),
      })
      .where(eq(concursos.id, concurso.id));
    if (actor) {
      // The secret seed never goes to the log: only what the merchant sees.
      const { seed: _seed, ...before } = concurso;
      await recordAudit(
        tx,
        {
          actor,
          comercioId,
          action: 'concurso.editar',
          entity: 'concurso',
          entityId: concurso.id,
          before: { ...before, premios: current },
          after: input,
        },
        now,
      );
    }
  });
  return loadConcursoAdmin(db, comercioId, concursoId);
}

/** Who joined a draw, in order of participation, with what they won. */
export async function listParticipantes(db: Db, comercioId: number, concursoId: number): Promise<Participante[]> {
  const [concurso] = await db
    .select({ id: concursos.id })
    .from(concursos)
    .where(and(eq(concursos.id, concursoId), eq(concursos.comercioId, comercioId)))
    .limit(1);
  if (!concurso) throw notFound(CONCURSO_NOT_FOUND);
  const rows = await db
    .select({
      participacionId: concursoParticipaciones.id,
      userId: concursoParticipaciones.userId,
      nombreApellido: users.nombreApellido,
      telefono: users.telefono,
      createdAt: concursoParticipaciones.createdAt,
      premioGanado: concursoPremios.descripcion,
      ordenGanador: concursoParticipaciones.ordenGanador,
      notificadoAt: concursoParticipaciones.notificadoAt,
    })
    .from(concursoParticipaciones)
    .innerJoin(users, eq(users.id, concursoParticipaciones.userId))
    .leftJoin(concursoPremios, eq(concursoPremios.id, concursoParticipaciones.premioId))
    .where(eq(concursoParticipaciones.concursoId, concursoId))
    .orderBy(asc(concursoParticipaciones.id));
  return rows.map((r) => ({
    participacionId: r.participacionId,
    userId: r.userId,
    nombreApellido: r.nombreApellido,
    telefono: r.telefono,
    fechaHora: r.createdAt.toISOString(),
    premioGanado: r.premioGanado,
    ordenGanador: r.ordenGanador,
    notificado: r.notificadoAt !== null,
  }));
}
