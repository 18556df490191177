import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { toPesos } from '@vidriera/domain/pedidos';
import type { PlatoProductoOpc } from '@vidriera/domain/carta';
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

export type CartaRow = typeof cartas.$inferSelect;
export type PlatoRow = typeof platos.$inferSelect;
export type GrupoRow = typeof cartaGrupos.$inferSelect;

/** Carta modes: offered on both menus, on the online menu only, on the in-venue (QR) menu only. */
export const MODO_AMBOS = 0;
export const MODO_ONLINE = 1;
export const MODO_EN_LOCAL = 2;

/** A business's active menus for a mode (the online or the in-venue menu), the default first. */
export async function selectCartasDelModo(db: Db, comercioId: number, enLocal: boolean): Promise<CartaRow[]> {
  return db
    .select()
    .from(cartas)
    .where(
      and(
        eq(cartas.comercioId, comercioId),
        eq(cartas.activa, true),
        or(eq(cartas.modo, MODO_AMBOS), eq(cartas.modo, enLocal ? MODO_EN_LOCAL : MODO_ONLINE)),
      ),
    )
    .orderBy(asc(cartas.orden), asc(cartas.id));
}

/** One active menu of the business by id (any mode: carta3/carta4 render a given cartaId). */
export async function selectCarta(db: Db, comercioId: number, cartaId: number): Promise<CartaRow | undefined> {
  const [row] = await db
    .select()
    .from(cartas)
    .where(and(eq(cartas.id, cartaId), eq(cartas.comercioId, comercioId), eq(cartas.activa, true)))
    .limit(1);
  return row;
}

/** A menu's groups and their dishes on sale (published, not annulled), in menu order. */
export async function selectGruposConPlatos(
  db: Db,
  cartaId: number,
): Promise<Array<{ grupo: GrupoRow; platos: PlatoRow[] }>> {
  const grupos = await db
    .select()
    .from(cartaGrupos)
    .where(and(eq(cartaGrupos.cartaId, cartaId), eq(cartaGrupos.anulado, false)))
    .orderBy(asc(cartaGrupos.orden), asc(cartaGrupos.id));
  if (grupos.length === 0) return [];
  const rows = await db
    .select()
    .from(platos)
    .where(
      and(
        inArray(
          platos.grupoId,
          grupos.map((g) => g.id),
        ),
        eq(platos.anulado, false),
        eq(platos.publicado, true),
      ),
    )
    .orderBy(asc(platos.orden), asc(platos.id));
  return grupos.map((grupo) => ({ grupo, platos: rows.filter((p) => p.grupoId === grupo.id) }));
}

/**
 * The option sets of some dishes, in pesos, with their annulled sets and options (the menu hides them with
 * getOpcionesVisibles; pricing an order needs them to say which option is no longer available).
 */
export async function selectOpcionesByPlato(db: Db, platoIds: number[]): Promise<Map<number, PlatoProductoOpc[]>> {
  const byPlato = new Map<number, PlatoProductoOpc[]>();
  if (platoIds.length === 0) return byPlato;
  const links = await db
    .select({ link: platoProductoOpcs, descripcion: productoOpcs.descripcion, opcAnulado: productoOpcs.anulado })
    .from(platoProductoOpcs)
    .innerJoin(productoOpcs, eq(productoOpcs.id, platoProductoOpcs.productoOpcId))
    .where(inArray(platoProductoOpcs.platoId, platoIds))
    .orderBy(asc(platoProductoOpcs.platoId), asc(platoProductoOpcs.orden), asc(platoProductoOpcs.productoOpcId));
  if (links.length === 0) return byPlato;
  const opcIds = [...new Set(links.map((l) => l.link.productoOpcId))];
  const dets = await db
    .select()
    .from(productoOpcDets)
    .where(inArray(productoOpcDets.productoOpcId, opcIds))
    .orderBy(asc(productoOpcDets.orden), asc(productoOpcDets.id));
  for (const { link, descripcion, opcAnulado } of links) {
    const set: PlatoProductoOpc = {
      productoOpcId: link.productoOpcId,
      min: link.min,
      maxFree: link.maxFree,
      max: link.max,
      precioExtra: toPesos(link.precioExtra),
      // A set annulled for the whole business is annulled on every dish that offers it.
      anulado: link.anulado || opcAnulado,
      productoOpc: {
        productoOpcId: link.productoOpcId,
        descripcion,
        productosOpcDets: dets
          .filter((d) => d.productoOpcId === link.productoOpcId)
          .map((d) => ({
            productoOpcDetId: d.id,
            descripcion: d.descripcion,
            anulado: d.anulado,
            precio: toPesos(d.precio),
          })),
      },
    };
    const list = byPlato.get(link.platoId) ?? [];
    list.push(set);
    byPlato.set(link.platoId, list);
  }
  return byPlato;
}

/**
 * Dishes of a business on sale, by id (an annulled or unpublished dish, one in an annulled group, or another
 * business's is simply not found).
 */
export async function selectPlatosDelComercio(
  db: Db,
  comercioId: number,
  platoIds: number[],
  cartaId?: number,
): Promise<PlatoRow[]> {
  if (platoIds.length === 0) return [];
  const conditions = [
    eq(platos.comercioId, comercioId),
    inArray(platos.id, platoIds),
    eq(platos.anulado, false),
    eq(platos.publicado, true),
    sql`exists (select 1 from ${cartaGrupos} g where g.id = ${platos.grupoId} and not g.anulado${
      cartaId === undefined ? sql`` : sql` and g.carta_id = ${cartaId}`
    })`,
  ];
  return db
    .select()
    .from(platos)
    .where(and(...conditions));
}

/** Everything an order of the business can be priced from: its active menus and their dishes on sale (published). */
export interface MenuDelComercio {
  cartaIds: Set<number>;
  /** Dishes on sale in an active menu, by id, with the menu they are in. */
  platos: Map<number, PlatoRow & { cartaId: number }>;
  /** Option sets of those dishes, annulled ones included (pricing names what is no longer available). */
  opciones: Map<number, PlatoProductoOpc[]>;
}

export async function selectMenuDelComercio(db: Db, comercioId: number): Promise<MenuDelComercio> {
  const rows = await db
    .select({ plato: platos, cartaId: cartaGrupos.cartaId })
    .from(platos)
    .innerJoin(cartaGrupos, eq(cartaGrupos.id, platos.grupoId))
    .innerJoin(cartas, eq(cartas.id, cartaGrupos.cartaId))
    .where(
      and(
        eq(platos.comercioId, comercioId),
        eq(platos.anulado, false),
        eq(platos.publicado, true),
        eq(cartaGrupos.anulado, false),
        eq(cartas.activa, true),
      ),
    );
  const activas = await db
    .select({ id: cartas.id })
    .from(cartas)
    .where(and(eq(cartas.comercioId, comercioId), eq(cartas.activa, true)));
  const byId = new Map(rows.map((r) => [r.plato.id, { ...r.plato, cartaId: r.cartaId }]));
  return {
    cartaIds: new Set(activas.map((c) => c.id)),
    platos: byId,
    opciones: await selectOpcionesByPlato(db, [...byId.keys()]),
  };
}

/** A business's active announcements of a type, for deliveries or not, in order. */
export async function selectAnuncios(db: Db, comercioId: number, tipo: number, delivery: boolean) {
  return db
    .select({ descripcion: anuncios.descripcion, tipoDescripcion: anuncios.tipoDescripcion })
    .from(anuncios)
    .where(
      and(
        eq(anuncios.comercioId, comercioId),
        eq(anuncios.tipo, tipo),
        eq(anuncios.activo, true),
        or(sql`${anuncios.delivery} is null`, eq(anuncios.delivery, delivery)),
      ),
    )
    .orderBy(asc(anuncios.orden), asc(anuncios.id));
}
