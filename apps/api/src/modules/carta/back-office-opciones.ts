import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { toCentavos } from '@vidriera/domain/pedidos';
import type { PlatoOpciones, ProductoOpcInput, PlatoAdmin, ProductoOpcAdmin } from '@vidriera/domain/carta';
import type { Db } from '../../db/client.ts';
import { platoProductoOpcs, productoOpcDets, productoOpcs } from '../../db/schema.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { type EditorContext, inEditorTransaction } from './back-office-context.ts';
import {
  lockPlato,
  PRODUCTO_OPC_NOT_FOUND,
  selectLinks,
  selectProductoOpcsAdmin,
  toPlatoAdmin,
  toPlatoOpcionAdmin,
} from './back-office-queries.ts';

async function loadProductoOpc(db: Db, comercioId: number, productoOpcId: number): Promise<ProductoOpcAdmin> {
  const [set] = await selectProductoOpcsAdmin(db, comercioId, productoOpcId);
  if (!set) throw notFound(PRODUCTO_OPC_NOT_FOUND);
  return set;
}

/**
 * Writes a set's options in the given order: those with an id are changed (they must be this set's), the others
 * added, and the set's options left out are annulled rather than deleted, since orders name them.
 */
async function saveDets(tx: Db, productoOpcId: number, dets: ProductoOpcInput['productosOpcDets']): Promise<void> {
  const existing = await tx
    .select({ id: productoOpcDets.id })
    .from(productoOpcDets)
    .where(eq(productoOpcDets.productoOpcId, productoOpcId))
    .orderBy(asc(productoOpcDets.orden), asc(productoOpcDets.id));
  const ownIds = new Set(existing.map((d) => d.id));
  const kept: number[] = [];
  for (const [orden, det] of dets.entries()) {
    const values = { descripcion: det.descripcion, precio: toCentavos(det.precio), orden, anulado: det.anulado };
    if (det.productoOpcDetId === undefined) {
      await tx.insert(productoOpcDets).values({ productoOpcId, ...values });
      continue;
    }
    if (!ownIds.has(det.productoOpcDetId) || kept.includes(det.productoOpcDetId)) {
      throw badRequest(`La opción ${det.productoOpcDetId} no es de este grupo de opciones`);
    }
    kept.push(det.productoOpcDetId);
    await tx.update(productoOpcDets).set(values).where(eq(productoOpcDets.id, det.productoOpcDetId));
  }
  // Options left out are annulled and go after the listed ones, in their previous order.
  const dropped = existing.filter((d) => !kept.includes(d.id));
  for (const [i, det] of dropped.entries()) {
    await tx
      .update(productoOpcDets)
      .set({ anulado: true, orden: dets.length + i })
      .where(eq(productoOpcDets.id, det.id));
  }
}

export async function createProductoOpc(ctx: EditorContext, input: ProductoOpcInput): Promise<ProductoOpcAdmin> {
  const id = await inEditorTransaction(ctx, async (tx, audit) => {
    const [row] = await tx
      .insert(productoOpcs)
      .values({ comercioId: ctx.comercio.id, descripcion: input.descripcion, anulado: input.anulado })
      .returning({ id: productoOpcs.id });
    if (!row) throw new Error('producto_opc not inserted');
    await saveDets(tx, row.id, input.productosOpcDets);
    await audit({
      action: 'opciones.crear',
      entity: 'productoOpc',
      entityId: row.id,
      after: await loadProductoOpc(tx, ctx.comercio.id, row.id),
    });
    return row.id;
  });
  return loadProductoOpc(ctx.db, ctx.comercio.id, id);
}

/** Replaces a set's name, state and options (see saveDets); every dish that offers it shows the change. */
export async function updateProductoOpc(
  ctx: EditorContext,
  productoOpcId: number,
  input: ProductoOpcInput,
): Promise<ProductoOpcAdmin> {
  await inEditorTransaction(ctx, async (tx, audit) => {
    const [locked] = await tx
      .select({ id: productoOpcs.id })
      .from(productoOpcs)
      .where(and(eq(productoOpcs.id, productoOpcId), eq(productoOpcs.comercioId, ctx.comercio.id)))
      .for('update');
    if (!locked) throw notFound(PRODUCTO_OPC_NOT_FOUND);
    const before = await loadProductoOpc(tx, ctx.comercio.id, productoOpcId);
    await tx
      .update(productoOpcs)
      .set({ descripcion: input.descripcion, anulado: input.anulado })
      .where(eq(productoOpcs.id, productoOpcId));
    await saveDets(tx, productoOpcId, input.productosOpcDets);
    await audit({
      action: 'opciones.actualizar',
      entity: 'productoOpc',
      entityId: productoOpcId,
      before,
      after: await loadProductoOpc(tx, ctx.comercio.id, productoOpcId),
    });
  });
  return loadProductoOpc(ctx.db, ctx.comercio.id, productoOpcId);
}

/**
 * Sets which option sets a dish offers, with their counts, in the dialog's order. Sets it offered and no longer
 * does are annulled on the dish (an order being built may still name them), and come back when listed again.
 */
export async function savePlatoOpciones(
  ctx: EditorContext,
  platoId: number,
  input: PlatoOpciones,
): Promise<PlatoAdmin> {
  const row = await inEditorTransaction(ctx, async (tx, audit) => {
    const plato = await lockPlato(tx, ctx.comercio.id, platoId);
    const ids = input.opciones.map((o) => o.productoOpcId);
    if (ids.length > 0) {
      const own = await tx
        .select({ id: productoOpcs.id })
        .from(productoOpcs)
        .where(and(inArray(productoOpcs.id, ids), eq(productoOpcs.comercioId, ctx.comercio.id)));
      const missing = ids.find((id) => !own.some((o) => o.id === id));
      if (missing !== undefined) throw badRequest(`${PRODUCTO_OPC_NOT_FOUND} ${missing}`);
    }
    const before = (await selectLinks(tx, [platoId])).map(toPlatoOpcionAdmin);
    for (const [orden, o] of input.opciones.entries()) {
      const values = {
        min: o.min,
        maxFree: o.maxFree,
        max: o.max,
        precioExtra: toCentavos(o.precioExtra),
        orden,
        anulado: false,
      };
      await tx
        .insert(platoProductoOpcs)
        .values({ platoId, productoOpcId: o.productoOpcId, ...values })
        .onConflictDoUpdate({ target: [platoProductoOpcs.platoId, platoProductoOpcs.productoOpcId], set: values });
    }
    await tx
      .update(platoProductoOpcs)
      .set({ anulado: true })
      .where(
        and(
          eq(platoProductoOpcs.platoId, platoId),
          ids.length > 0 ? notInArray(platoProductoOpcs.productoOpcId, ids) : sql`true`,
        ),
      );
    const after = (await selectLinks(tx, [platoId])).map(toPlatoOpcionAdmin);
    await audit({ action: 'plato.opciones', entity: 'plato', entityId: platoId, before, after });
    return plato;
  });
  return toPlatoAdmin(row, await selectLinks(ctx.db, [platoId]));
}
