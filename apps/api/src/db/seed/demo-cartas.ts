import { eq, inArray } from 'drizzle-orm';
import { toCentavos } from '@vidriera/domain/pedidos';
import type { Db } from '../client.ts';
import {
  anuncios,
  cartaGrupos,
  cartas,
  comercios,
  platoProductoOpcs,
  platos,
  productoOpcDets,
  productoOpcs,
} from '../schema.ts';
import { DEMO_MENUS, type DemoMenu, type DishIcon } from './demo-cartas-menus.ts';

/** A dish picture to draw: /img/{carpeta}/platos/{slug}.webp. */
export interface DemoDishImage {
  carpeta: string;
  slug: string;
  icon: DishIcon;
}

export const toDishImageUrl = (carpeta: string, slug: string) => `/img/${carpeta}/platos/${slug}.webp`;

const toSlug = (titulo: string) =>
  titulo
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Inserts the demo menus (demo-cartas-menus.ts) of the businesses that exist, with their option sets and
 * announcements, and sets their payment methods. Businesses are found by carpeta, so the business data can
 * change freely.
 */
export async function insertDemoCartas(db: Db): Promise<void> {
  const carpetas = DEMO_MENUS.flatMap((m) => m.carpetas);
  const found = await db
    .select({ id: comercios.id, carpeta: comercios.carpeta })
    .from(comercios)
    .where(inArray(comercios.carpeta, [...carpetas]));
  const idByCarpeta = new Map(found.map((c) => [c.carpeta, c.id]));
  for (const menu of DEMO_MENUS) {
    for (const carpeta of menu.carpetas) {
      const comercioId = idByCarpeta.get(carpeta);
      if (comercioId !== undefined) await insertMenu(db, comercioId, carpeta, menu);
    }
  }
}

/** Every demo dish picture (one per business and dish title), for images.ts to draw. */
export function listDemoDishImages(): DemoDishImage[] {
  const images = new Map<string, DemoDishImage>();
  for (const menu of DEMO_MENUS) {
    for (const carpeta of menu.carpetas) {
      for (const plato of menu.cartas.flatMap((c) => c.grupos.flatMap((g) => g.platos))) {
        const slug = toSlug(plato.titulo);
        if (plato.icon && !images.has(`${carpeta}/${slug}`)) {
          images.set(`${carpeta}/${slug}`, { carpeta, slug, icon: plato.icon });
        }
      }
    }
  }
  return [...images.values()];
}

async function insertMenu(db: Db, comercioId: number, carpeta: string, menu: DemoMenu) {
  await db
    .update(comercios)
    .set({
      pTarjetaDomicilio: menu.pagos.pTarjetaDomicilio ?? false,
      pMercadoPago: menu.pagos.pMercadoPago ?? false,
      mpOnline: menu.pagos.mpOnline ?? false,
      pTransferencia: menu.pagos.pTransferencia ?? false,
      pTransferenciaAlias: menu.pagos.pTransferenciaAlias ?? null,
      pTransferenciaTelefono: menu.pagos.pTransferenciaTelefono ?? null,
      costoEnvioText: menu.costoEnvioText,
    })
    .where(eq(comercios.id, comercioId));

  const setIds = new Map<string, number>();
  for (const [key, set] of Object.entries(menu.optionSets ?? {})) {
    const [row] = await db
      .insert(productoOpcs)
      .values({ comercioId, descripcion: set.descripcion })
      .returning({ id: productoOpcs.id });
    if (!row) throw new Error(`demo option set ${key} not inserted`);
    setIds.set(key, row.id);
    await db.insert(productoOpcDets).values(
      set.opciones.map(([descripcion, precio = 0, anulado = false], orden) => ({
        productoOpcId: row.id,
        descripcion,
        precio: toCentavos(precio),
        orden,
        anulado,
      })),
    );
  }

  for (const [cartaOrden, carta] of menu.cartas.entries()) {
    const [cartaRow] = await db
      .insert(cartas)
      .values({ comercioId, nombre: carta.nombre, modo: carta.modo, orden: cartaOrden })
      .returning({ id: cartas.id });
    if (!cartaRow) throw new Error(`demo carta ${carta.nombre} not inserted`);
    for (const [grupoOrden, grupo] of carta.grupos.entries()) {
      const [grupoRow] = await db
        .insert(cartaGrupos)
        .values({ cartaId: cartaRow.id, descripcion: grupo.descripcion, orden: grupoOrden })
        .returning({ id: cartaGrupos.id });
      if (!grupoRow) throw new Error(`demo group ${grupo.descripcion} not inserted`);
      for (const [platoOrden, plato] of grupo.platos.entries()) {
        const slug = toSlug(plato.titulo);
        const [platoRow] = await db
          .insert(platos)
          .values({
            grupoId: grupoRow.id,
            comercioId,
            titulo: plato.titulo,
            descripcion: plato.descripcion ?? '',
            precio: toCentavos(plato.precio),
            orden: platoOrden,
            imagenUrl: plato.icon ? toDishImageUrl(carpeta, slug) : null,
            mostrarImagen: Boolean(plato.icon),
            anulado: plato.anulado ?? false,
            publicado: plato.publicado ?? true,
          })
          .returning({ id: platos.id });
        if (!platoRow) throw new Error(`demo dish ${plato.titulo} not inserted`);
        const links = (plato.opciones ?? []).map((o, orden) => {
          const productoOpcId = setIds.get(o.set);
          if (productoOpcId === undefined) throw new Error(`demo dish ${plato.titulo} refers to unknown set ${o.set}`);
          return {
            platoId: platoRow.id,
            productoOpcId,
            min: o.min,
            maxFree: o.maxFree,
            max: o.max,
            precioExtra: toCentavos(o.precioExtra ?? 0),
            orden,
          };
        });
        if (links.length > 0) await db.insert(platoProductoOpcs).values(links);
      }
    }
  }

  const demoAnuncios = menu.anuncios ?? [];
  if (demoAnuncios.length > 0) {
    await db.insert(anuncios).values(
      demoAnuncios.map((a, orden) => ({
        comercioId,
        tipo: 1,
        tipoDescripcion: a.tipoDescripcion,
        descripcion: a.descripcion,
        delivery: a.delivery ?? null,
        orden,
      })),
    );
  }
}
