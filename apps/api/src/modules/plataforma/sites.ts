import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AdminSiteDetail, SiteCategoriaInput, SiteInput } from '@vidriera/domain/plataforma';
import type { Db } from '../../db/client.ts';
import { categoriaComercios, categorias, comercios, siteComercios, sites } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { isUniqueViolation } from '../cuentas/public.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import { SITE_ID_NOT_FOUND } from './service.ts';

const EMPTY_CONTACTO = { facebook: null, instagram: null, whatsapp: null, telefono: null, email: null };

const domainTaken = (dominioUrl: string) => conflict(`Ya existe un sitio con el dominio ${dominioUrl}`);

/** Every editable field of a site, as stored (portal members in order, categories with their members). */
export async function getSiteDetail(db: Db, siteId: number): Promise<AdminSiteDetail> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) throw notFound(SITE_ID_NOT_FOUND);
  const [members, categoriaRows] = await Promise.all([
    db
      .select({ comercioId: siteComercios.comercioId })
      .from(siteComercios)
      .where(eq(siteComercios.siteId, siteId))
      .orderBy(asc(siteComercios.orden), asc(siteComercios.comercioId)),
    db
      .select({ id: categorias.id, titulo: categorias.titulo, descripcion: categorias.descripcion })
      .from(categorias)
      .where(eq(categorias.siteId, siteId))
      .orderBy(asc(categorias.orden), asc(categorias.id)),
  ]);
  const categoriaMembers = categoriaRows.length
    ? await db
        .select({ categoriaId: categoriaComercios.categoriaId, comercioId: categoriaComercios.comercioId })
        .from(categoriaComercios)
        .where(
          inArray(
            categoriaComercios.categoriaId,
            categoriaRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(categoriaComercios.comercioId))
    : [];
  return {
    id: site.id,
    dominioUrl: site.dominioUrl,
    nombre: site.nombre,
    tipo: site.esPortal ? 'portal' : 'comercio',
    comercioId: site.comercioId,
    comercioIds: members.map((m) => m.comercioId),
    esPortalConCategorias: site.esPortalConCategorias,
    esPortalSinEntrega: site.esPortalSinEntrega,
    categorias: categoriaRows.map((c) => ({
      ...c,
      comercioIds: categoriaMembers.filter((m) => m.categoriaId === c.id).map((m) => m.comercioId),
    })),
    nombreLargo: site.nombreLargo,
    frase: site.frase,
    homeTitulo: site.homeTitulo,
    homeDescription: site.homeDescription,
    homeKeywords: site.homeKeywords,
    metaPixel: site.metaPixel,
    googleTag: site.googleTag,
    minBuild: site.minBuild,
    contacto: site.contacto,
    verificarTelefonosNuevos: site.verificarTelefonosNuevos,
    androidPackage: site.androidPackage,
    androidCertFingerprints: site.androidCertFingerprints,
  };
}

/** The businesses the site shows: its own business, or the portal's list. */
function siteMemberIds(input: SiteInput): number[] {
  return input.tipo === 'comercio' && input.comercioId ? [input.comercioId] : input.comercioIds;
}

async function requireComerciosExist(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.select({ id: comercios.id }).from(comercios).where(inArray(comercios.id, ids));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw badRequest(`No existe el comercio con identificador ${missing}`);
}

async function requireDomainFree(tx: Db, dominioUrl: string, siteId: number | null): Promise<void> {
  const [taken] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(
      siteId === null ? eq(sites.dominioUrl, dominioUrl) : and(eq(sites.dominioUrl, dominioUrl), ne(sites.id, siteId)),
    )
    .limit(1);
  if (taken) throw domainTaken(dominioUrl);
}

function toSiteRow(input: SiteInput) {
  const isPortal = input.tipo === 'portal';
  return {
    dominioUrl: input.dominioUrl,
    nombre: input.nombre,
    comercioId: isPortal ? null : (input.comercioId ?? null),
    esPortal: isPortal,
    esPortalConCategorias: isPortal && input.esPortalConCategorias,
    esPortalSinEntrega: isPortal && input.esPortalSinEntrega,
    nombreLargo: input.nombreLargo,
    frase: input.frase,
    homeTitulo: input.homeTitulo,
    homeDescription: input.homeDescription,
    homeKeywords: input.homeKeywords,
    metaPixel: input.metaPixel,
    googleTag: input.googleTag,
    minBuild: input.minBuild,
    ...(input.verificarTelefonosNuevos === undefined
      ? {}
      : { verificarTelefonosNuevos: input.verificarTelefonosNuevos }),
    ...(input.androidPackage === undefined ? {} : { androidPackage: input.androidPackage }),
    ...(input.androidCertFingerprints === undefined ? {} : { androidCertFingerprints: input.androidCertFingerprints }),
  };
}

/** Replaces the site's list of businesses, in the given order. */
async function writeMembers(tx: Db, siteId: number, comercioIds: number[]): Promise<void> {
  await tx.delete(siteComercios).where(eq(siteComercios.siteId, siteId));
  if (comercioIds.length) {
    await tx.insert(siteComercios).values(comercioIds.map((comercioId, orden) => ({ siteId, comercioId, orden })));
  }
}

/**
 * Makes the site's categories those given: an id keeps (and updates) an existing category of this site, with its
 * image; a new one is created; the rest are removed. Each category's businesses are replaced.
 */
async function writeCategorias(tx: Db, siteId: number, input: SiteCategoriaInput[]): Promise<void> {
  const existing = await tx.select({ id: categorias.id }).from(categorias).where(eq(categorias.siteId, siteId));
  const existingIds = new Set(existing.map((c) => c.id));
  const foreign = input.find((c) => c.id && !existingIds.has(c.id));
  if (foreign) throw badRequest(`La categoría «${foreign.titulo}» no es de este sitio`);
  const kept = new Set(input.flatMap((c) => (c.id ? [c.id] : [])));
  const removed = [...existingIds].filter((id) => !kept.has(id));
  if (removed.length) await tx.delete(categorias).where(inArray(categorias.id, removed));

  for (const [orden, categoria] of input.entries()) {
    let categoriaId = categoria.id ?? null;
    if (categoriaId) {
      await tx
        .update(categorias)
        .set({ titulo: categoria.titulo, descripcion: categoria.descripcion, orden })
        .where(eq(categorias.id, categoriaId));
      await tx.delete(categoriaComercios).where(eq(categoriaComercios.categoriaId, categoriaId));
    } else {
      const [inserted] = await tx
        .insert(categorias)
        .values({ siteId, titulo: categoria.titulo, descripcion: categoria.descripcion, orden })
        .returning({ id: categorias.id });
      if (!inserted) throw new Error('category not inserted');
      categoriaId = inserted.id;
    }
    if (categoria.comercioIds.length) {
      const id = categoriaId;
      await tx
        .insert(categoriaComercios)
        .values(categoria.comercioIds.map((comercioId) => ({ categoriaId: id, comercioId })));
    }
  }
}

async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, dominioUrl: string): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Db));
  } catch (err) {
    // Two admins creating the same domain at once: the unique index decides, and says so in Spanish.
    if (isUniqueViolation(err, 'sites_dominio_url_unique')) throw domainTaken(dominioUrl);
    throw err;
  }
}

/** POST admin/sites: the site answers at its domain as soon as this commits (the caller clears the caches). */
export async function createSite(db: Db, input: SiteInput, actor: AuditActor, now: Date): Promise<AdminSiteDetail> {
  return inTransaction(
    db,
    async (tx) => {
      await requireDomainFree(tx, input.dominioUrl, null);
      const members = siteMemberIds(input);
      await requireComerciosExist(tx, members);
      const [row] = await tx
        .insert(sites)
        .values({ ...toSiteRow(input), contacto: input.contacto ?? EMPTY_CONTACTO, createdAt: now })
        .returning({ id: sites.id });
      if (!row) throw new Error('site not inserted');
      await writeMembers(tx, row.id, members);
      await writeCategorias(tx, row.id, input.tipo === 'portal' ? input.categorias : []);
      const after = await getSiteDetail(tx, row.id);
      await recordAudit(
        tx,
        { actor, siteId: row.id, action: 'site.create', entity: 'site', entityId: row.id, after },
        now,
      );
      return after;
    },
    input.dominioUrl,
  );
}

/**
 * PUT admin/sites/{siteId}: replaces every editable field (contacto, verificarTelefonosNuevos and the Android app's
 * fields stay unless sent).
 */
export async function updateSite(
  db: Db,
  siteId: number,
  input: SiteInput,
  actor: AuditActor,
  now: Date,
): Promise<AdminSiteDetail> {
  return inTransaction(
    db,
    async (tx) => {
      const before = await getSiteDetail(tx, siteId);
      await requireDomainFree(tx, input.dominioUrl, siteId);
      const members = siteMemberIds(input);
      await requireComerciosExist(tx, members);
      await tx
        .update(sites)
        .set({ ...toSiteRow(input), ...(input.contacto ? { contacto: input.contacto } : {}) })
        .where(eq(sites.id, siteId));
      await writeMembers(tx, siteId, members);
      await writeCategorias(tx, siteId, input.tipo === 'portal' ? input.categorias : []);
      const after = await getSiteDetail(tx, siteId);
      await recordAudit(
        tx,
        { actor, siteId, action: 'site.update', entity: 'site', entityId: siteId, before, after },
        now,
      );
      return after;
    },
    input.dominioUrl,
  );
}
