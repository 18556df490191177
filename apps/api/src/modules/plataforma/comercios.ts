import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  type AdminComercioDetail,
  COMERCIO_FLAGS,
  type ComercioCreate,
  type ComercioUpdate,
} from '@vidriera/domain/plataforma';
import type { Db } from '../../db/client.ts';
import { comercios, siteComercios, sites } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { COMERCIO_NOT_FOUND, isUniqueViolation } from '../cuentas/public.ts';
import { type AuditActor, recordAudit } from './audit.ts';

const carpetaTaken = (carpeta: string) => conflict(`Ya existe un comercio con la carpeta ${carpeta}`);

/** GET admin/comercios/{configRestoId}: what a platform admin edits of a business. */
export async function getComercioDetail(db: Db, comercioId: number): Promise<AdminComercioDetail> {
  const [row] = await db.select().from(comercios).where(eq(comercios.id, comercioId)).limit(1);
  if (!row) throw notFound(COMERCIO_NOT_FOUND);
  const memberships = await db
    .select({ siteId: siteComercios.siteId })
    .from(siteComercios)
    .where(eq(siteComercios.comercioId, comercioId))
    .orderBy(asc(siteComercios.siteId));
  return {
    configRestoId: row.id,
    carpeta: row.carpeta,
    nombreComercio: row.nombreComercio,
    publicado: row.publicado,
    esGrupoDeComercios: row.esGrupoDeComercios,
    configRestoParentId: row.configRestoParentId,
    siteIds: memberships.map((m) => m.siteId),
    flags: Object.fromEntries(COMERCIO_FLAGS.map((name) => [name, row[name]])) as AdminComercioDetail['flags'],
  };
}

/** A branch's parent must be an existing group, and not the business itself. */
async function requireParentGroup(tx: Db, parentId: number | null, comercioId: number | null): Promise<void> {
  if (parentId === null) return;
  if (parentId === comercioId) throw badRequest('Un comercio no puede ser sucursal de sí mismo');
  const [parent] = await tx
    .select({ esGrupo: comercios.esGrupoDeComercios })
    .from(comercios)
    .where(eq(comercios.id, parentId))
    .limit(1);
  if (!parent) throw badRequest(`No existe el grupo con identificador ${parentId}`);
  if (!parent.esGrupo) throw badRequest('El comercio elegido como grupo no es un grupo de comercios');
}

async function requireSitesExist(tx: Db, siteIds: number[]): Promise<void> {
  if (siteIds.length === 0) return;
  const found = await tx.select({ id: sites.id }).from(sites).where(inArray(sites.id, siteIds));
  const known = new Set(found.map((row) => row.id));
  const missing = siteIds.find((id) => !known.has(id));
  if (missing !== undefined) throw badRequest(`No existe el sitio con identificador ${missing}`);
}

/** Keeps the business on exactly these sites; a site it joins lists it last. */
async function writeSiteMemberships(tx: Db, comercioId: number, siteIds: number[]): Promise<void> {
  await tx
    .delete(siteComercios)
    .where(
      siteIds.length
        ? and(eq(siteComercios.comercioId, comercioId), notInArray(siteComercios.siteId, siteIds))
        : eq(siteComercios.comercioId, comercioId),
    );
  for (const siteId of siteIds) {
    await tx
      .insert(siteComercios)
      .values({
        siteId,
        comercioId,
        orden: sql`(select coalesce(max(${siteComercios.orden}), -1) + 1 from ${siteComercios} where ${siteComercios.siteId} = ${siteId})`,
      })
      .onConflictDoNothing();
  }
}

function toComercioRow(input: ComercioUpdate) {
  return {
    nombreComercio: input.nombreComercio,
    publicado: input.publicado,
    esGrupoDeComercios: input.esGrupoDeComercios,
    configRestoParentId: input.configRestoParentId,
    ...input.flags,
  };
}

async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, carpeta: string | null): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Db));
  } catch (err) {
    if (carpeta && isUniqueViolation(err, 'comercios_carpeta_unique')) throw carpetaTaken(carpeta);
    throw err;
  }
}

/** POST admin/comercios: a new business, on the given sites, with its flags; it has no staff yet. */
export async function createComercio(
  db: Db,
  input: ComercioCreate,
  actor: AuditActor,
  now: Date,
): Promise<AdminComercioDetail> {
  return inTransaction(
    db,
    async (tx) => {
      // URLs compare carpetas case-insensitively (selectByCarpeta), so two may not differ only in case.
      const [taken] = await tx
        .select({ id: comercios.id })
        .from(comercios)
        .where(sql`lower(${comercios.carpeta}) = ${input.carpeta.toLowerCase()}`)
        .limit(1);
      if (taken) throw carpetaTaken(input.carpeta);
      await requireParentGroup(tx, input.configRestoParentId, null);
      await requireSitesExist(tx, input.siteIds);
      const [row] = await tx
        .insert(comercios)
        .values({ carpeta: input.carpeta, ...toComercioRow(input), createdAt: now })
        .returning({ id: comercios.id });
      if (!row) throw new Error('business not inserted');
      await writeSiteMemberships(tx, row.id, input.siteIds);
      const after = await getComercioDetail(tx, row.id);
      await recordAudit(
        tx,
        { actor, comercioId: row.id, action: 'comercio.create', entity: 'comercio', entityId: row.id, after },
        now,
      );
      return after;
    },
    input.carpeta,
  );
}

/** PUT admin/comercios/{configRestoId}: name, published, group, sites and flags (the carpeta stays). */
export async function updateComercio(
  db: Db,
  comercioId: number,
  input: ComercioUpdate,
  actor: AuditActor,
  now: Date,
): Promise<AdminComercioDetail> {
  return inTransaction(
    db,
    async (tx) => {
      const before = await getComercioDetail(tx, comercioId);
      await requireParentGroup(tx, input.configRestoParentId, comercioId);
      await requireSitesExist(tx, input.siteIds);
      if (!input.esGrupoDeComercios || input.configRestoParentId !== null) {
        const [branch] = await tx
          .select({ id: comercios.id })
          .from(comercios)
          .where(eq(comercios.configRestoParentId, comercioId))
          .limit(1);
        if (branch) {
          throw conflict('El comercio tiene sucursales: tiene que seguir siendo un grupo y no puede tener grupo');
        }
      }
      await tx.update(comercios).set(toComercioRow(input)).where(eq(comercios.id, comercioId));
      await writeSiteMemberships(tx, comercioId, input.siteIds);
      const after = await getComercioDetail(tx, comercioId);
      await recordAudit(
        tx,
        { actor, comercioId, action: 'comercio.update', entity: 'comercio', entityId: comercioId, before, after },
        now,
      );
      return after;
    },
    null,
  );
}
