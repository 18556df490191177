import { and, asc, eq, sql } from 'drizzle-orm';
import { toCentavos } from '@vidriera/domain/pedidos';
import type {
  CartaActualizar,
  CartaCrear,
  GrupoActualizar,
  GrupoCrear,
  PlatoActualizar,
  PlatoCrear,
  CartaAdmin,
  GrupoAdmin,
  PlatoAdmin,
} from '@vidriera/domain/carta';
import type { Db } from '../../db/client.ts';
import { cartaGrupos, cartas, platos } from '../../db/schema.ts';
import { badRequest } from '../../plugins/errors.ts';
import { checkNewOrder, type EditorContext, inEditorTransaction } from './back-office-context.ts';
import { lockCarta, lockGrupo, lockPlato, selectLinks, toPlatoAdmin, toPlatoAudit } from './back-office-queries.ts';
import type { CartaRow, GrupoRow, PlatoRow } from './queries.ts';

/** An uploaded picture of another business cannot be put on this one's dish. */
const MSG_IMAGEN_AJENA = 'La imagen no es de este comercio: subila de nuevo.';

function checkImagenDelComercio(ctx: EditorContext, imagenUrl: string | null | undefined): void {
  if (imagenUrl?.startsWith('/img/') && !imagenUrl.startsWith(`/img/${ctx.comercio.carpeta}/`)) {
    throw badRequest(MSG_IMAGEN_AJENA);
  }
}

const toCartaAudit = (row: CartaRow) => ({ nombre: row.nombre, modo: row.modo, publicada: row.activa });
const toGrupoAudit = (row: GrupoRow) => ({ descripcion: row.descripcion, orden: row.orden, anulado: row.anulado });

function toCartaAdmin(row: CartaRow): CartaAdmin {
  return { id: row.id, nombre: row.nombre, modo: row.modo, orden: row.orden, publicada: row.activa, grupos: [] };
}

function toGrupoAdmin(row: GrupoRow, platosAdmin: PlatoAdmin[] = []): GrupoAdmin {
  return {
    grupoId: row.id,
    cartaId: row.cartaId,
    descripcion: row.descripcion,
    orden: row.orden,
    anulado: row.anulado,
    platos: platosAdmin,
  };
}

async function loadPlatoAdmin(db: Db, row: PlatoRow): Promise<PlatoAdmin> {
  return toPlatoAdmin(row, await selectLinks(db, [row.id]));
}

/** The next `orden` after the last one of a list. */
const nextOrden = sql<number>`coalesce(max(orden) + 1, 0)::int`;

// ---------------------------------------------------------------------------------------------------------------
// Cartas

/** A new carta goes last and starts unpublished: customers see it once it has its dishes and is published. */
export async function createCarta(ctx: EditorContext, input: CartaCrear): Promise<CartaAdmin> {
  return inEditorTransaction(ctx, async (tx, audit) => {
    const [{ orden } = { orden: 0 }] = await tx
      .select({ orden: nextOrden })
      .from(cartas)
      .where(eq(cartas.comercioId, ctx.comercio.id));
    const [row] = await tx
      .insert(cartas)
      .values({ comercioId: ctx.comercio.id, nombre: input.nombre, modo: input.modo, orden, activa: false })
      .returning();
    if (!row) throw new Error('carta not inserted');
    await audit({ action: 'carta.crear', entity: 'carta', entityId: row.id, after: toCartaAudit(row) });
    return toCartaAdmin(row);
  });
}

export async function updateCarta(ctx: EditorContext, cartaId: number, input: CartaActualizar): Promise<CartaAdmin> {
  return inEditorTransaction(ctx, async (tx, audit) => {
    const before = await lockCarta(tx, ctx.comercio.id, cartaId);
    const [row] = await tx
      .update(cartas)
      .set({ nombre: input.nombre, modo: input.modo, activa: input.publicada })
      .where(eq(cartas.id, cartaId))
      .returning();
    if (!row) throw new Error('carta not updated');
    const action =
      input.publicada === undefined ? 'carta.actualizar' : input.publicada ? 'carta.publicar' : 'carta.ocultar';
    await audit({ action, entity: 'carta', entityId: row.id, before: toCartaAudit(before), after: toCartaAudit(row) });
    return toCartaAdmin(row);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Groups

export async function createGrupo(ctx: EditorContext, cartaId: number, input: GrupoCrear): Promise<GrupoAdmin> {
  return inEditorTransaction(ctx, async (tx, audit) => {
    await lockCarta(tx, ctx.comercio.id, cartaId);
    const [{ orden } = { orden: 0 }] = await tx
      .select({ orden: nextOrden })
      .from(cartaGrupos)
      .where(eq(cartaGrupos.cartaId, cartaId));
    const [row] = await tx.insert(cartaGrupos).values({ cartaId, descripcion: input.descripcion, orden }).returning();
    if (!row) throw new Error('grupo not inserted');
    await audit({ action: 'grupo.crear', entity: 'grupo', entityId: row.id, after: toGrupoAudit(row) });
    return toGrupoAdmin(row);
  });
}

export async function updateGrupo(ctx: EditorContext, grupoId: number, input: GrupoActualizar): Promise<GrupoAdmin> {
  return inEditorTransaction(ctx, async (tx, audit) => {
    const before = await lockGrupo(tx, ctx.comercio.id, grupoId);
    const [row] = await tx
      .update(cartaGrupos)
      .set({ descripcion: input.descripcion, anulado: input.anulado })
      .where(eq(cartaGrupos.id, grupoId))
      .returning();
    if (!row) throw new Error('grupo not updated');
    const action =
      input.anulado === undefined ? 'grupo.actualizar' : input.anulado ? 'grupo.anular' : 'grupo.restaurar';
    await audit({ action, entity: 'grupo', entityId: row.id, before: toGrupoAudit(before), after: toGrupoAudit(row) });
    return toGrupoAdmin(row);
  });
}

/** Puts a carta's groups in the given order (every group of the carta, annulled ones included). */
export async function orderGrupos(ctx: EditorContext, cartaId: number, ids: number[]): Promise<void> {
  await inEditorTransaction(ctx, async (tx, audit) => {
    await lockCarta(tx, ctx.comercio.id, cartaId);
    const current = await tx
      .select({ id: cartaGrupos.id })
      .from(cartaGrupos)
      .where(eq(cartaGrupos.cartaId, cartaId))
      .orderBy(asc(cartaGrupos.orden), asc(cartaGrupos.id));
    checkNewOrder(
      current.map((g) => g.id),
      ids,
    );
    for (const [orden, id] of ids.entries()) {
      await tx.update(cartaGrupos).set({ orden }).where(eq(cartaGrupos.id, id));
    }
    await audit({
      action: 'grupo.ordenar',
      entity: 'carta',
      entityId: cartaId,
      before: current.map((g) => g.id),
      after: ids,
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Dishes

/** A new dish goes last in its group. */
export async function createPlato(ctx: EditorContext, grupoId: number, input: PlatoCrear): Promise<PlatoAdmin> {
  checkImagenDelComercio(ctx, input.imagenUrl);
  return inEditorTransaction(ctx, async (tx, audit) => {
    await lockGrupo(tx, ctx.comercio.id, grupoId);
    const [{ orden } = { orden: 0 }] = await tx
      .select({ orden: nextOrden })
      .from(platos)
      .where(eq(platos.grupoId, grupoId));
    const [row] = await tx
      .insert(platos)
      .values({
        grupoId,
        comercioId: ctx.comercio.id,
        titulo: input.titulo,
        descripcion: input.descripcion,
        precio: toCentavos(input.precio),
        orden,
        imagenUrl: input.imagenUrl,
        mostrarImagen: input.mostrarImagen,
        publicado: input.publicado,
      })
      .returning();
    if (!row) throw new Error('plato not inserted');
    await audit({ action: 'plato.crear', entity: 'plato', entityId: row.id, after: toPlatoAudit(row) });
    return toPlatoAdmin(row, []);
  });
}

function platoAction(input: PlatoActualizar): string {
  const fields = Object.keys(input).filter((k) => input[k as keyof PlatoActualizar] !== undefined);
  if (fields.length === 1 && fields[0] === 'precio') return 'plato.precio';
  if (fields.length === 1 && fields[0] === 'publicado') return input.publicado ? 'plato.publicar' : 'plato.ocultar';
  if (fields.length === 1 && fields[0] === 'disponible') return input.disponible ? 'plato.restaurar' : 'plato.anular';
  return 'plato.actualizar';
}

/** Changes any of a dish's fields; a new group puts it at the end of that group. */
export async function updatePlato(ctx: EditorContext, platoId: number, input: PlatoActualizar): Promise<PlatoAdmin> {
  checkImagenDelComercio(ctx, input.imagenUrl);
  const row = await inEditorTransaction(ctx, async (tx, audit) => {
    const before = await lockPlato(tx, ctx.comercio.id, platoId);
    let orden: number | undefined;
    if (input.grupoId !== undefined && input.grupoId !== before.grupoId) {
      await lockGrupo(tx, ctx.comercio.id, input.grupoId);
      [{ orden } = { orden: 0 }] = await tx
        .select({ orden: nextOrden })
        .from(platos)
        .where(eq(platos.grupoId, input.grupoId));
    }
    const changes = {
      titulo: input.titulo,
      descripcion: input.descripcion,
      precio: input.precio === undefined ? undefined : toCentavos(input.precio),
      imagenUrl: input.imagenUrl,
      mostrarImagen: input.mostrarImagen,
      publicado: input.publicado,
      anulado: input.disponible === undefined ? undefined : !input.disponible,
      grupoId: orden === undefined ? undefined : input.grupoId,
      orden,
    };
    // Moving a dish to the group it is in changes nothing.
    if (Object.values(changes).every((v) => v === undefined)) return before;
    const [after] = await tx
      .update(platos)
      .set(changes)
      .where(and(eq(platos.id, platoId), eq(platos.comercioId, ctx.comercio.id)))
      .returning();
    if (!after) throw new Error('plato not updated');
    await audit({
      action: platoAction(input),
      entity: 'plato',
      entityId: platoId,
      before: toPlatoAudit(before),
      after: toPlatoAudit(after),
    });
    return after;
  });
  return loadPlatoAdmin(ctx.db, row);
}

/** Puts a group's dishes in the given order (every dish of the group, those taken off the menu included). */
export async function orderPlatos(ctx: EditorContext, grupoId: number, ids: number[]): Promise<void> {
  await inEditorTransaction(ctx, async (tx, audit) => {
    await lockGrupo(tx, ctx.comercio.id, grupoId);
    const current = await tx
      .select({ id: platos.id })
      .from(platos)
      .where(eq(platos.grupoId, grupoId))
      .orderBy(asc(platos.orden), asc(platos.id));
    checkNewOrder(
      current.map((p) => p.id),
      ids,
    );
    for (const [orden, id] of ids.entries()) {
      await tx.update(platos).set({ orden }).where(eq(platos.id, id));
    }
    await audit({
      action: 'plato.ordenar',
      entity: 'grupo',
      entityId: grupoId,
      before: current.map((p) => p.id),
      after: ids,
    });
  });
}
