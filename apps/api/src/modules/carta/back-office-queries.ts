import { and, asc, eq, inArray } from 'drizzle-orm';
import { toPesos } from '@vidriera/domain/pedidos';
import type { AnuncioAdmin, CartaEditor, PlatoAdmin, PlatoOpcionAdmin, ProductoOpcAdmin } from '@vidriera/domain/carta';
import type { Db } from '../../db/client.ts';
import {
  anuncios,
  cartaGrupos,
  cartas,
  platoProductoOpcs,
  platos,
  productoOpcDets,
  productoOpcs,
} from '../../db/schema.ts';
import { notFound } from '../../plugins/errors.ts';
import type { ComercioRow } from '../comercios/public.ts';
import type { CartaRow, GrupoRow, PlatoRow } from './queries.ts';
import { PLATO_NOT_FOUND } from './service.ts';

export const CARTA_NOT_FOUND = 'No se encontró la carta';
export const GRUPO_NOT_FOUND = 'No se encontró el grupo';
export const PRODUCTO_OPC_NOT_FOUND = 'No se encontró el grupo de opciones';
export const ANUNCIO_NOT_FOUND = 'No se encontró el anuncio';

/** Menu announcements: the `1` of GET anuncios/anuncios/{configRestoId}/1/{delivery}. */
export const TIPO_ANUNCIO_CARTA = 1;

type LinkRow = typeof platoProductoOpcs.$inferSelect;
type AnuncioRow = typeof anuncios.$inferSelect;

export function toPlatoOpcionAdmin(link: LinkRow): PlatoOpcionAdmin {
  return {
    productoOpcId: link.productoOpcId,
    min: link.min,
    maxFree: link.maxFree,
    max: link.max,
    precioExtra: toPesos(link.precioExtra),
    orden: link.orden,
    anulado: link.anulado,
  };
}

export function toPlatoAdmin(row: PlatoRow, links: readonly LinkRow[]): PlatoAdmin {
  return {
    platoId: row.id,
    grupoId: row.grupoId,
    titulo: row.titulo,
    descripcion: row.descripcion,
    precio: toPesos(row.precio),
    orden: row.orden,
    imagenUrl: row.imagenUrl,
    mostrarImagen: row.mostrarImagen,
    publicado: row.publicado,
    disponible: !row.anulado,
    opciones: links.map(toPlatoOpcionAdmin),
  };
}

/** What the audit log keeps of a dish (pesos, as the back office shows them). */
export function toPlatoAudit(row: PlatoRow) {
  const { opciones: _opciones, ...rest } = toPlatoAdmin(row, []);
  return rest;
}

export function toAnuncioAdmin(row: AnuncioRow): AnuncioAdmin {
  return {
    id: row.id,
    tipoDescripcion: row.tipoDescripcion,
    descripcion: row.descripcion,
    delivery: row.delivery,
    activo: row.activo,
    orden: row.orden,
  };
}

export async function selectLinks(db: Db, platoIds: number[]): Promise<LinkRow[]> {
  if (platoIds.length === 0) return [];
  return db
    .select()
    .from(platoProductoOpcs)
    .where(inArray(platoProductoOpcs.platoId, platoIds))
    .orderBy(asc(platoProductoOpcs.orden), asc(platoProductoOpcs.productoOpcId));
}

/** The business's option sets with every option (annulled ones too), in order. */
export async function selectProductoOpcsAdmin(
  db: Db,
  comercioId: number,
  productoOpcId?: number,
): Promise<ProductoOpcAdmin[]> {
  const conditions = [eq(productoOpcs.comercioId, comercioId)];
  if (productoOpcId !== undefined) conditions.push(eq(productoOpcs.id, productoOpcId));
  const sets = await db
    .select()
    .from(productoOpcs)
    .where(and(...conditions))
    .orderBy(asc(productoOpcs.descripcion), asc(productoOpcs.id));
  if (sets.length === 0) return [];
  const dets = await db
    .select()
    .from(productoOpcDets)
    .where(
      inArray(
        productoOpcDets.productoOpcId,
        sets.map((s) => s.id),
      ),
    )
    .orderBy(asc(productoOpcDets.orden), asc(productoOpcDets.id));
  return sets.map((set) => ({
    productoOpcId: set.id,
    descripcion: set.descripcion,
    anulado: set.anulado,
    productosOpcDets: dets
      .filter((d) => d.productoOpcId === set.id)
      .map((d) => ({
        productoOpcDetId: d.id,
        descripcion: d.descripcion,
        precio: toPesos(d.precio),
        orden: d.orden,
        anulado: d.anulado,
      })),
  }));
}

/**
 * GET merchant/carta/{configRestoId}: every carta of the business with all its groups and dishes (drafts,
 * annulled groups and dishes taken off the menu included: the editor shows and restores them), the option sets
 * and the menu announcements.
 */
export async function getCartaEditor(db: Db, comercio: ComercioRow): Promise<CartaEditor> {
  const cartaRows = await db
    .select()
    .from(cartas)
    .where(eq(cartas.comercioId, comercio.id))
    .orderBy(asc(cartas.orden), asc(cartas.id));
  const grupoRows: GrupoRow[] =
    cartaRows.length === 0
      ? []
      : await db
          .select()
          .from(cartaGrupos)
          .where(
            inArray(
              cartaGrupos.cartaId,
              cartaRows.map((c) => c.id),
            ),
          )
          .orderBy(asc(cartaGrupos.orden), asc(cartaGrupos.id));
  const platoRows = await db
    .select()
    .from(platos)
    .where(eq(platos.comercioId, comercio.id))
    .orderBy(asc(platos.orden), asc(platos.id));
  const links = await selectLinks(
    db,
    platoRows.map((p) => p.id),
  );
  const anuncioRows = await db
    .select()
    .from(anuncios)
    .where(and(eq(anuncios.comercioId, comercio.id), eq(anuncios.tipo, TIPO_ANUNCIO_CARTA)))
    .orderBy(asc(anuncios.orden), asc(anuncios.id));
  return {
    configRestoId: comercio.id,
    carpeta: comercio.carpeta,
    nombreComercio: comercio.nombreComercio,
    cartas: cartaRows.map((carta: CartaRow) => ({
      id: carta.id,
      nombre: carta.nombre,
      modo: carta.modo,
      orden: carta.orden,
      publicada: carta.activa,
      grupos: grupoRows
        .filter((g) => g.cartaId === carta.id)
        .map((g) => ({
          grupoId: g.id,
          cartaId: g.cartaId,
          descripcion: g.descripcion,
          orden: g.orden,
          anulado: g.anulado,
          platos: platoRows
            .filter((p) => p.grupoId === g.id)
            .map((p) =>
              toPlatoAdmin(
                p,
                links.filter((l) => l.platoId === p.id),
              ),
            ),
        })),
    })),
    productoOpcs: await selectProductoOpcsAdmin(db, comercio.id),
    anuncios: anuncioRows.map(toAnuncioAdmin),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One row of the business, locked for the change (404 when it is another business's or does not exist)

export async function lockCarta(tx: Db, comercioId: number, cartaId: number): Promise<CartaRow> {
  const [row] = await tx
    .select()
    .from(cartas)
    .where(and(eq(cartas.id, cartaId), eq(cartas.comercioId, comercioId)))
    .for('update');
  if (!row) throw notFound(CARTA_NOT_FOUND);
  return row;
}

export async function lockGrupo(tx: Db, comercioId: number, grupoId: number): Promise<GrupoRow> {
  const [row] = await tx
    .select({ grupo: cartaGrupos })
    .from(cartaGrupos)
    .innerJoin(cartas, eq(cartas.id, cartaGrupos.cartaId))
    .where(and(eq(cartaGrupos.id, grupoId), eq(cartas.comercioId, comercioId)))
    .for('update', { of: cartaGrupos });
  if (!row) throw notFound(GRUPO_NOT_FOUND);
  return row.grupo;
}

export async function lockPlato(tx: Db, comercioId: number, platoId: number): Promise<PlatoRow> {
  const [row] = await tx
    .select()
    .from(platos)
    .where(and(eq(platos.id, platoId), eq(platos.comercioId, comercioId)))
    .for('update');
  if (!row) throw notFound(PLATO_NOT_FOUND);
  return row;
}

export async function lockAnuncio(tx: Db, comercioId: number, anuncioId: number): Promise<AnuncioRow> {
  const [row] = await tx
    .select()
    .from(anuncios)
    .where(and(eq(anuncios.id, anuncioId), eq(anuncios.comercioId, comercioId), eq(anuncios.tipo, TIPO_ANUNCIO_CARTA)))
    .for('update');
  if (!row) throw notFound(ANUNCIO_NOT_FOUND);
  return row;
}
