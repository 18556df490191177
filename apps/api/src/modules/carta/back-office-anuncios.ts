import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnuncioActualizar, AnuncioCrear, AnuncioAdmin } from '@vidriera/domain/carta';
import { anuncios } from '../../db/schema.ts';
import { checkNewOrder, type EditorContext, inEditorTransaction } from './back-office-context.ts';
import { lockAnuncio, TIPO_ANUNCIO_CARTA, toAnuncioAdmin } from './back-office-queries.ts';

const menuAnuncios = (comercioId: number) =>
  and(eq(anuncios.comercioId, comercioId), eq(anuncios.tipo, TIPO_ANUNCIO_CARTA));

/** A new menu announcement goes last. */
export async function createAnuncio(ctx: EditorContext, input: AnuncioCrear): Promise<AnuncioAdmin> {
  return inEditorTransaction(ctx, async (tx, audit) => {
    const [{ orden } = { orden: 0 }] = await tx
      .select({ orden: sql<number>`coalesce(max(orden) + 1, 0)::int` })
      .from(anuncios)
      .where(menuAnuncios(ctx.comercio.id));
    const [row] = await tx
      .insert(anuncios)
      .values({ comercioId: ctx.comercio.id, tipo: TIPO_ANUNCIO_CARTA, orden, ...input })
      .returning();
    if (!row) throw new Error('anuncio not inserted');
    const after = toAnuncioAdmin(row);
    await audit({ action: 'anuncio.crear', entity: 'anuncio', entityId: row.id, after });
    return after;
  });
}

/** `activo` false hides the announcement from the menu (kept to show it again). */
export async function updateAnuncio(
  ctx: EditorContext,
  anuncioId: number,
  input: AnuncioActualizar,
): Promise<AnuncioAdmin> {
  return inEditorTransaction(ctx, async (tx, audit) => {
    const before = toAnuncioAdmin(await lockAnuncio(tx, ctx.comercio.id, anuncioId));
    const [row] = await tx.update(anuncios).set(input).where(eq(anuncios.id, anuncioId)).returning();
    if (!row) throw new Error('anuncio not updated');
    const after = toAnuncioAdmin(row);
    await audit({ action: 'anuncio.actualizar', entity: 'anuncio', entityId: anuncioId, before, after });
    return after;
  });
}

export async function orderAnuncios(ctx: EditorContext, ids: number[]): Promise<void> {
  await inEditorTransaction(ctx, async (tx, audit) => {
    const current = await tx
      .select({ id: anuncios.id })
      .from(anuncios)
      .where(menuAnuncios(ctx.comercio.id))
      .orderBy(asc(anuncios.orden), asc(anuncios.id))
      .for('update');
    checkNewOrder(
      current.map((a) => a.id),
      ids,
    );
    for (const [orden, id] of ids.entries()) {
      await tx.update(anuncios).set({ orden }).where(eq(anuncios.id, id));
    }
    await audit({
      action: 'anuncio.ordenar',
      entity: 'comercio',
      entityId: ctx.comercio.id,
      before: current.map((a) => a.id),
      after: ids,
    });
  });
}
