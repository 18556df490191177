import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { concursoParticipaciones, concursoPremios, concursos } from '../../db/schema.ts';
import type { Messenger } from '../../integrations/whatsapp/messenger.ts';

export type ConcursoRow = typeof concursos.$inferSelect;
export type PremioRow = typeof concursoPremios.$inferSelect;
export type ParticipacionRow = typeof concursoParticipaciones.$inferSelect;

/** What the draws context needs from outside. */
export interface ConcursoDeps {
  db: Db;
  now: () => Date;
  messenger: Messenger;
  log: FastifyBaseLogger;
}

/** A business's published draws, newest first (the spec's order). */
export async function selectPublishedConcursos(db: Db, comercioId: number): Promise<ConcursoRow[]> {
  return db
    .select()
    .from(concursos)
    .where(and(eq(concursos.comercioId, comercioId), eq(concursos.publicado, true)))
    .orderBy(desc(concursos.id));
}

/** Every draw of a business, drafts included, newest first (back office). */
export async function selectAllConcursos(db: Db, comercioId: number): Promise<ConcursoRow[]> {
  return db.select().from(concursos).where(eq(concursos.comercioId, comercioId)).orderBy(desc(concursos.id));
}

export async function selectConcurso(db: Db, concursoId: number): Promise<ConcursoRow | undefined> {
  const [row] = await db.select().from(concursos).where(eq(concursos.id, concursoId)).limit(1);
  return row;
}

/** The prizes of some draws, each draw's in draw order (orden, then id). */
export async function selectPremios(db: Db, concursoIds: number[]): Promise<Map<number, PremioRow[]>> {
  const byConcurso = new Map<number, PremioRow[]>(concursoIds.map((id) => [id, []]));
  if (concursoIds.length === 0) return byConcurso;
  const rows = await db
    .select()
    .from(concursoPremios)
    .where(inArray(concursoPremios.concursoId, concursoIds))
    .orderBy(asc(concursoPremios.orden), asc(concursoPremios.id));
  for (const row of rows) byConcurso.get(row.concursoId)?.push(row);
  return byConcurso;
}

/** One user's participations in some draws, by draw id. */
export async function selectUserParticipaciones(
  db: Db,
  userId: number,
  concursoIds: number[],
): Promise<Map<number, ParticipacionRow>> {
  if (concursoIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(concursoParticipaciones)
    .where(and(eq(concursoParticipaciones.userId, userId), inArray(concursoParticipaciones.concursoId, concursoIds)));
  return new Map(rows.map((r) => [r.concursoId, r]));
}

export async function selectParticipacion(
  db: Db,
  concursoId: number,
  userId: number,
): Promise<ParticipacionRow | undefined> {
  const [row] = await db
    .select()
    .from(concursoParticipaciones)
    .where(and(eq(concursoParticipaciones.concursoId, concursoId), eq(concursoParticipaciones.userId, userId)))
    .limit(1);
  return row;
}

/** How many people joined each draw. */
export async function countParticipantes(db: Db, concursoIds: number[]): Promise<Map<number, number>> {
  if (concursoIds.length === 0) return new Map();
  const rows = await db
    .select({ concursoId: concursoParticipaciones.concursoId, n: sql<number>`count(*)::int` })
    .from(concursoParticipaciones)
    .where(inArray(concursoParticipaciones.concursoId, concursoIds))
    .groupBy(concursoParticipaciones.concursoId);
  return new Map(rows.map((r) => [r.concursoId, r.n]));
}

export const toIso = (date: Date | null): string | null => (date ? date.toISOString() : null);
