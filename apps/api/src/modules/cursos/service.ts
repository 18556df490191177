import { and, asc, eq, max } from 'drizzle-orm';
import {
  type CursosAdmin,
  type CursosComercio,
  type CursoVideo,
  type CursoVideoAdmin,
  type CursoVideoInput,
  toVideoEmbed,
} from '@vidriera/domain/cursos';
import type { Db } from '../../db/client.ts';
import { cursosVideos } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { actorOf, recordAudit } from '../plataforma/public.ts';
import { COMERCIO_NOT_FOUND, type ComercioRow, selectByCarpeta } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';
import { removeVideoFile, type StoredVideo, videoSrc } from './video-files.ts';

export const MSG_SIN_CURSOS = 'Este comercio no publica videos de clases';
export const MSG_VIDEO_NO_ENCONTRADO = 'No se encontró el video';
export const MSG_ORDEN_INCOMPLETO = 'El orden debe incluir cada video del comercio una sola vez';

type VideoRow = typeof cursosVideos.$inferSelect;

const selectVideos = (db: Db, comercioId: number) =>
  db
    .select()
    .from(cursosVideos)
    .where(eq(cursosVideos.comercioId, comercioId))
    .orderBy(asc(cursosVideos.orden), asc(cursosVideos.id));

/** What a customer plays: the uploaded file when there is one, else the link's embed address; null for neither. */
function toCursoVideo(carpeta: string, v: VideoRow): CursoVideo | null {
  const base = { id: v.id, titulo: v.titulo, descripcion: v.descripcion };
  if (v.archivo && v.archivoTipo) {
    return { ...base, tipo: 'archivo', src: videoSrc(carpeta, v.archivo), proveedor: null, mimeType: v.archivoTipo };
  }
  const embed = v.url ? toVideoEmbed(v.url) : null;
  if (!embed) return null;
  return { ...base, tipo: 'embed', src: embed.embedUrl, proveedor: embed.proveedor, mimeType: null };
}

/** GET cursos/{carpeta}: a business the site shows, when it has courses, with its published videos in order. */
export async function getCursosComercio(db: Db, site: SiteRow, carpeta: string): Promise<CursosComercio> {
  const comercio = await selectByCarpeta(db, site, carpeta);
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  if (!comercio.permiteCursos) throw notFound(MSG_SIN_CURSOS);
  const rows = await selectVideos(db, comercio.id);
  return {
    configRestoId: comercio.id,
    carpeta: comercio.carpeta,
    nombreComercio: comercio.nombreComercio,
    descrCorta: comercio.descrCorta,
    domicilio: comercio.domicilio,
    califProm: comercio.califProm,
    videos: rows.filter((v) => v.publicado).flatMap((v) => toCursoVideo(comercio.carpeta, v) ?? []),
  };
}

function toAdmin(carpeta: string, v: VideoRow): CursoVideoAdmin {
  return {
    id: v.id,
    titulo: v.titulo,
    descripcion: v.descripcion,
    url: v.url,
    embedUrl: v.embedUrl,
    archivo:
      v.archivo && v.archivoTipo
        ? { src: videoSrc(carpeta, v.archivo), mimeType: v.archivoTipo, bytes: v.archivoBytes ?? 0 }
        : null,
    orden: v.orden,
    publicado: v.publicado,
  };
}

export async function listCursosAdmin(db: Db, comercio: ComercioRow): Promise<CursosAdmin> {
  const rows = await selectVideos(db, comercio.id);
  return {
    configRestoId: comercio.id,
    carpeta: comercio.carpeta,
    permiteCursos: comercio.permiteCursos,
    videos: rows.map((v) => toAdmin(comercio.carpeta, v)),
  };
}

/** What the audit keeps of a video. */
const summary = (v: VideoRow) => ({
  titulo: v.titulo,
  url: v.url,
  archivo: v.archivo,
  orden: v.orden,
  publicado: v.publicado,
});

export interface CursosDeps {
  db: Db;
  now: () => Date;
  dataDir: string;
  announceCatalogChange: () => Promise<void>;
}

/** 404 unless the video is one of the business's (checked before an upload is read). */
export async function requireCursoVideo(db: Db, comercioId: number, videoId: number): Promise<void> {
  const [row] = await db
    .select({ id: cursosVideos.id })
    .from(cursosVideos)
    .where(and(eq(cursosVideos.id, videoId), eq(cursosVideos.comercioId, comercioId)))
    .limit(1);
  if (!row) throw notFound(MSG_VIDEO_NO_ENCONTRADO);
}

async function lockVideo(tx: Db, comercioId: number, videoId: number): Promise<VideoRow> {
  const [row] = await tx
    .select()
    .from(cursosVideos)
    .where(and(eq(cursosVideos.id, videoId), eq(cursosVideos.comercioId, comercioId)))
    .for('update');
  if (!row) throw notFound(MSG_VIDEO_NO_ENCONTRADO);
  return row;
}

/** Runs a change with its audit row in one transaction, then clears the public caches. */
async function audited<T>(
  deps: CursosDeps,
  user: UserRow,
  comercio: ComercioRow,
  action: string,
  change: (tx: Db) => Promise<{ result: T; entityId: number | string; before: unknown; after: unknown }>,
): Promise<T> {
  const result = await deps.db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const done = await change(tx);
    await recordAudit(
      tx,
      {
        actor: actorOf(user),
        comercioId: comercio.id,
        action,
        entity: 'curso_video',
        entityId: done.entityId,
        before: done.before,
        after: done.after,
      },
      deps.now(),
    );
    return done.result;
  });
  await deps.announceCatalogChange();
  return result;
}

/** Deletes a replaced or removed file once no video of the business points at it any longer. */
async function dropFileIfUnused(deps: CursosDeps, comercio: ComercioRow, archivo: string | null): Promise<void> {
  if (!archivo) return;
  const [used] = await deps.db
    .select({ id: cursosVideos.id })
    .from(cursosVideos)
    .where(and(eq(cursosVideos.comercioId, comercio.id), eq(cursosVideos.archivo, archivo)))
    .limit(1);
  if (!used) await removeVideoFile(deps.dataDir, comercio.carpeta, archivo);
}

type ValidInput = Required<Pick<CursoVideoInput, 'titulo' | 'descripcion' | 'publicado'>> & { url: string | null };

const linkColumns = (url: string | null) => ({ url, embedUrl: url ? (toVideoEmbed(url)?.embedUrl ?? null) : null });

export async function createCursoVideo(deps: CursosDeps, user: UserRow, comercio: ComercioRow, input: ValidInput) {
  return audited(deps, user, comercio, 'curso.crear', async (tx) => {
    const [last] = await tx
      .select({ orden: max(cursosVideos.orden) })
      .from(cursosVideos)
      .where(eq(cursosVideos.comercioId, comercio.id));
    const [row] = await tx
      .insert(cursosVideos)
      .values({
        comercioId: comercio.id,
        titulo: input.titulo,
        descripcion: input.descripcion,
        ...linkColumns(input.url),
        publicado: input.publicado,
        orden: (last?.orden ?? -1) + 1,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning();
    if (!row) throw new Error('video not inserted');
    return { result: toAdmin(comercio.carpeta, row), entityId: row.id, before: null, after: summary(row) };
  });
}

/** Replaces a video's data; a link given replaces its uploaded file (a video plays one or the other). */
export async function updateCursoVideo(
  deps: CursosDeps,
  user: UserRow,
  comercio: ComercioRow,
  videoId: number,
  input: ValidInput,
) {
  let dropped: string | null = null;
  const result = await audited(deps, user, comercio, 'curso.editar', async (tx) => {
    const current = await lockVideo(tx, comercio.id, videoId);
    const file = input.url ? { archivo: null, archivoTipo: null, archivoBytes: null } : {};
    if (input.url && current.archivo) dropped = current.archivo;
    const [row] = await tx
      .update(cursosVideos)
      .set({
        titulo: input.titulo,
        descripcion: input.descripcion,
        publicado: input.publicado,
        ...linkColumns(input.url),
        ...file,
        updatedAt: deps.now(),
      })
      .where(eq(cursosVideos.id, videoId))
      .returning();
    if (!row) throw notFound(MSG_VIDEO_NO_ENCONTRADO);
    return { result: toAdmin(comercio.carpeta, row), entityId: videoId, before: summary(current), after: summary(row) };
  });
  await dropFileIfUnused(deps, comercio, dropped);
  return result;
}

/** Attaches an uploaded file to a video (it replaces the video's link and any previous file). */
export async function attachCursoArchivo(
  deps: CursosDeps,
  user: UserRow,
  comercio: ComercioRow,
  videoId: number,
  stored: StoredVideo,
) {
  let dropped: string | null = null;
  const attach = audited(deps, user, comercio, 'curso.archivo', async (tx) => {
    const current = await lockVideo(tx, comercio.id, videoId);
    if (current.archivo && current.archivo !== stored.archivo) dropped = current.archivo;
    const [row] = await tx
      .update(cursosVideos)
      .set({
        url: null,
        embedUrl: null,
        archivo: stored.archivo,
        archivoTipo: stored.mimeType,
        archivoBytes: stored.bytes,
        updatedAt: deps.now(),
      })
      .where(eq(cursosVideos.id, videoId))
      .returning();
    if (!row) throw notFound(MSG_VIDEO_NO_ENCONTRADO);
    return { result: toAdmin(comercio.carpeta, row), entityId: videoId, before: summary(current), after: summary(row) };
  });
  const result = await attach.catch(async (error: unknown) => {
    await dropFileIfUnused(deps, comercio, stored.archivo);
    throw error;
  });
  await dropFileIfUnused(deps, comercio, dropped);
  return result;
}

export async function deleteCursoVideo(deps: CursosDeps, user: UserRow, comercio: ComercioRow, videoId: number) {
  const removed = await audited(deps, user, comercio, 'curso.borrar', async (tx) => {
    const current = await lockVideo(tx, comercio.id, videoId);
    await tx.delete(cursosVideos).where(eq(cursosVideos.id, videoId));
    return { result: current, entityId: videoId, before: summary(current), after: null };
  });
  await dropFileIfUnused(deps, comercio, removed.archivo);
}

/** New order of the business's videos: `ids` must name each of them exactly once. */
export async function reorderCursos(deps: CursosDeps, user: UserRow, comercio: ComercioRow, ids: number[]) {
  await audited(deps, user, comercio, 'curso.ordenar', async (tx) => {
    const rows = await tx
      .select({ id: cursosVideos.id, orden: cursosVideos.orden })
      .from(cursosVideos)
      .where(eq(cursosVideos.comercioId, comercio.id))
      .orderBy(asc(cursosVideos.orden), asc(cursosVideos.id))
      .for('update');
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== rows.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw new AppError(400, MSG_ORDEN_INCOMPLETO);
    }
    for (const [orden, id] of ids.entries()) {
      await tx.update(cursosVideos).set({ orden, updatedAt: deps.now() }).where(eq(cursosVideos.id, id));
    }
    return { result: null, entityId: comercio.id, before: rows.map((r) => r.id), after: ids };
  });
  return listCursosAdmin(deps.db, comercio);
}
