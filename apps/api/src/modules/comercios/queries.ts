import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categoriaComercios, categorias, comercios, links, siteComercios } from '../../db/schema.ts';
import type { SiteRow } from '../sites/public.ts';

export type ComercioRow = typeof comercios.$inferSelect;

/**
 * A business is visible on a site when the site lists it, when the site lists its group (it is a branch), or
 * when it is the site's own business. Every read of businesses goes through this condition.
 */
export function visibleOnSite(site: SiteRow) {
  const parent = sql`${comercios.configRestoParentId}`;
  return or(
    exists(
      sql`(select 1 from ${siteComercios} sc where sc.site_id = ${site.id} and (sc.comercio_id = ${comercios.id} or sc.comercio_id = ${parent}))`,
    ),
    site.comercioId ? eq(comercios.id, site.comercioId) : sql`false`,
  );
}

/** The site's top-level businesses (groups count, their branches do not), in the site's order. */
export async function selectTopLevel(db: Db, site: SiteRow): Promise<ComercioRow[]> {
  const rows = await db
    .select({ c: comercios })
    .from(siteComercios)
    .innerJoin(comercios, eq(comercios.id, siteComercios.comercioId))
    .where(
      and(
        eq(siteComercios.siteId, site.id),
        or(
          sql`${comercios.configRestoParentId} is null`,
          sql`not exists (select 1 from ${siteComercios} p where p.site_id = ${site.id} and p.comercio_id = ${comercios.configRestoParentId})`,
        ),
      ),
    )
    .orderBy(asc(siteComercios.orden), asc(comercios.id));
  return rows.map((r) => r.c);
}

export async function selectByCarpeta(db: Db, site: SiteRow, carpeta: string): Promise<ComercioRow | undefined> {
  const [row] = await db
    .select()
    .from(comercios)
    .where(and(sql`lower(${comercios.carpeta}) = ${carpeta.toLowerCase()}`, visibleOnSite(site)))
    .limit(1);
  return row;
}

export async function selectById(db: Db, site: SiteRow, id: number): Promise<ComercioRow | undefined> {
  const [row] = await db
    .select()
    .from(comercios)
    .where(and(eq(comercios.id, id), visibleOnSite(site)))
    .limit(1);
  return row;
}

const spanishOrder = new Intl.Collator('es', { sensitivity: 'base' });

/** Branches of a group by name in Spanish order (computed here, so it does not depend on the database's collation). */
export async function selectBranches(db: Db, groupId: number): Promise<ComercioRow[]> {
  const rows = await db.select().from(comercios).where(eq(comercios.configRestoParentId, groupId));
  return rows.sort((a, b) => spanishOrder.compare(a.nombreComercio, b.nombreComercio) || a.id - b.id);
}

export async function selectCategorias(db: Db, site: SiteRow, onlyWithComercioIds?: number[]) {
  const filter =
    onlyWithComercioIds === undefined
      ? undefined
      : onlyWithComercioIds.length === 0
        ? sql`false`
        : exists(
            db
              .select({ one: sql`1` })
              .from(categoriaComercios)
              .where(
                and(
                  eq(categoriaComercios.categoriaId, categorias.id),
                  inArray(categoriaComercios.comercioId, onlyWithComercioIds),
                ),
              ),
          );
  return db
    .select()
    .from(categorias)
    .where(and(eq(categorias.siteId, site.id), filter))
    .orderBy(asc(categorias.orden), asc(categorias.id));
}

export async function selectCategoria(db: Db, site: SiteRow, categoriaId: number) {
  const [row] = await db
    .select()
    .from(categorias)
    .where(and(eq(categorias.id, categoriaId), eq(categorias.siteId, site.id)))
    .limit(1);
  return row;
}

/** Ids of the businesses in a category, for filtering a site's list. */
export async function selectCategoriaComercioIds(db: Db, categoriaId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: categoriaComercios.comercioId })
    .from(categoriaComercios)
    .where(eq(categoriaComercios.categoriaId, categoriaId));
  return new Set(rows.map((r) => r.id));
}

export async function selectLinks(db: Db, comercioId: number, tipo: number) {
  return db
    .select({ titulo: links.titulo, enlace: links.enlace })
    .from(links)
    .where(and(eq(links.comercioId, comercioId), eq(links.tipo, tipo)))
    .orderBy(asc(links.orden), asc(links.id));
}
