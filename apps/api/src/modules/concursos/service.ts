import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  ALGORITMO_SORTEO,
  evaluateParticipacion,
  hasPremiosRestantes,
  isConcursoFinalizado,
  type Concurso,
  type ResultadoSorteo,
} from '@vidriera/domain/concursos';
import type { Db } from '../../db/client.ts';
import { concursoParticipaciones } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { type ComercioRow, selectById } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';
import {
  type ConcursoDeps,
  type ConcursoRow,
  type ParticipacionRow,
  type PremioRow,
  selectConcurso,
  selectPremios,
  selectPublishedConcursos,
  selectUserParticipaciones,
  toIso,
} from './queries.ts';
import { CONCURSO_NOT_FOUND, hasDueDraw, INSTANT_HAS_NO_DRAW_MESSAGE, runDueDraws } from './scheduled-draw.ts';

/** The spec's text for a business that is not the current site's. */
export const COMERCIO_ACTUAL_NOT_FOUND = 'No se encontró el comercio actual.';

/** The business, when the request's site shows it; otherwise 404 (another site's business is not reachable). */
export async function resolveComercio(db: Db, site: SiteRow, configRestoId: number): Promise<ComercioRow> {
  const comercio = await selectById(db, site, configRestoId);
  if (!comercio) throw notFound(COMERCIO_ACTUAL_NOT_FOUND);
  return comercio;
}

/** The prize a participation won, by its id among the draw's prizes. */
export function findPremio(premios: PremioRow[], premioId: number | null): PremioRow | undefined {
  return premioId === null ? undefined : premios.find((p) => p.id === premioId);
}

/** A draw as `caller` sees it at `now`. */
export function toConcurso(
  row: ConcursoRow,
  premios: PremioRow[],
  participacion: ParticipacionRow | undefined,
  caller: UserRow | null,
  now: Date,
): Concurso {
  const finalizado = isConcursoFinalizado(row, now);
  const permiso = evaluateParticipacion({
    isLoggedIn: caller !== null,
    participando: participacion !== undefined,
    finalizado,
    sinPremios: !hasPremiosRestantes(premios),
  });
  const sorteado = row.sorteadoAt !== null;
  return {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    urlFoto: row.urlFoto,
    condiciones: row.condiciones,
    instantaneo: row.instantaneo,
    finalizado,
    participando: participacion !== undefined,
    ...permiso,
    premios: premios.map((p) => ({
      id: p.id,
      descripcion: p.descripcion,
      cantidad: p.cantidad,
      restantes: p.restantes,
    })),
    premioGanado: findPremio(premios, participacion?.premioId ?? null)?.descripcion ?? null,
    fechaHoraHastaUTC: row.fechaHoraHasta.toISOString(),
    fechaHoraSorteoEstimado: row.fechaHoraSorteoEstimado.toISOString(),
    notificaPorMail: row.notificaPorMail,
    seedHash: row.instantaneo ? null : row.seedHash,
    // The seed stays secret until the draw has been run: knowing it earlier would tell who wins.
    seed: sorteado ? row.seed : null,
    fechaHoraSorteo: toIso(row.sorteadoAt),
    participacionId: participacion?.id ?? null,
  };
}

/**
 * POST concursos/getConcursos: the business's published draws for the caller, newest first. A scheduled draw that
 * is due is run first (the job would do it within its interval), so nobody sees a draw that should be decided
 * still undecided.
 */
export async function listConcursos(
  deps: ConcursoDeps,
  site: SiteRow,
  configRestoId: number,
  caller: UserRow | null,
): Promise<Concurso[]> {
  const { db, log } = deps;
  const comercio = await resolveComercio(db, site, configRestoId);
  if (!comercio.permiteConcursos) return [];
  const now = deps.now();
  let rows = await selectPublishedConcursos(db, comercio.id);
  if (hasDueDraw(rows, now)) {
    await runDueDraws(db, now, log, { comercioId: comercio.id });
    rows = await selectPublishedConcursos(db, comercio.id);
  }
  const ids = rows.map((r) => r.id);
  const premios = await selectPremios(db, ids);
  const participaciones = caller ? await selectUserParticipaciones(db, caller.id, ids) : new Map();
  return rows.map((row) => toConcurso(row, premios.get(row.id) ?? [], participaciones.get(row.id), caller, now));
}

/** Everything needed to recompute a scheduled draw's winners (the seed only once it has been run). */
export async function buildResultado(db: Db, concurso: ConcursoRow): Promise<ResultadoSorteo> {
  if (concurso.instantaneo || !concurso.seedHash) throw conflict(INSTANT_HAS_NO_DRAW_MESSAGE);
  const premios = (await selectPremios(db, [concurso.id])).get(concurso.id) ?? [];
  const participantes = await db
    .select({ id: concursoParticipaciones.id })
    .from(concursoParticipaciones)
    .where(eq(concursoParticipaciones.concursoId, concurso.id))
    .orderBy(asc(concursoParticipaciones.id));
  const ganadores = await db
    .select({
      orden: concursoParticipaciones.ordenGanador,
      participacionId: concursoParticipaciones.id,
      premioId: concursoParticipaciones.premioId,
    })
    .from(concursoParticipaciones)
    .where(and(eq(concursoParticipaciones.concursoId, concurso.id), isNotNull(concursoParticipaciones.ordenGanador)))
    .orderBy(asc(concursoParticipaciones.ordenGanador));
  const sorteado = concurso.sorteadoAt !== null;
  return {
    concursoId: concurso.id,
    titulo: concurso.titulo,
    configRestoId: concurso.comercioId,
    algoritmo: ALGORITMO_SORTEO,
    sorteado,
    fechaHoraSorteoEstimado: concurso.fechaHoraSorteoEstimado.toISOString(),
    fechaHoraSorteo: toIso(concurso.sorteadoAt),
    seedHash: concurso.seedHash,
    seed: sorteado ? concurso.seed : null,
    participantes: participantes.map((p) => p.id),
    premios: premios.map((p) => ({ id: p.id, descripcion: p.descripcion, cantidad: p.cantidad })),
    ganadores: ganadores.map((g) => ({
      orden: g.orden ?? 0,
      participacionId: g.participacionId,
      premioId: g.premioId ?? 0,
      premio: findPremio(premios, g.premioId)?.descripcion ?? '',
    })),
  };
}

/** GET concursos/resultado/{concursoId}: a published draw of a business the request's site shows. */
export async function getResultado(deps: ConcursoDeps, site: SiteRow, concursoId: number): Promise<ResultadoSorteo> {
  const { db } = deps;
  let concurso = await selectConcurso(db, concursoId);
  if (!concurso?.publicado || !(await selectById(db, site, concurso.comercioId))) throw notFound(CONCURSO_NOT_FOUND);
  const now = deps.now();
  if (hasDueDraw([concurso], now)) {
    await runDueDraws(db, now, deps.log, { comercioId: concurso.comercioId });
    concurso = (await selectConcurso(db, concursoId)) ?? concurso;
  }
  return buildResultado(db, concurso);
}
