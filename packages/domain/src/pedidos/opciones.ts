import type { PlatoOpcionElegida } from './draft.ts';
import type { PlatoProductoOpc, ProductoOpcDet } from '../carta/schemas.ts';

/**
 * The options dialog 'Opciones...' of a dish (spec 02 §2 and §5): one select per option slot, the first `min`
 * slots of a set required, the rest optional; empty selections are dropped; annulled sets and options are
 * hidden. The API resolves and checks a posted selection with the same functions before pricing it
 * (precios.ts).
 */

export const TITULO_OPCIONES = 'Opciones...';
export const MSG_QUITAR_OPCION = '¿Quitar esta opción?';
export const MSG_QUITAR_ULTIMA = 'quitar el último?';

/** The sets of a dish the customer sees: annulled sets dropped, and in each, the annulled options dropped. */
export function getOpcionesVisibles(sets: readonly PlatoProductoOpc[]): PlatoProductoOpc[] {
  return sets
    .filter((set) => !set.anulado)
    .map((set) => ({
      ...set,
      productoOpc: {
        ...set.productoOpc,
        productosOpcDets: set.productoOpc.productosOpcDets.filter((det) => !det.anulado),
      },
    }));
}

/** How many selects a set shows: `max`, never fewer than the required `min`. */
export function getSlotCount(set: Pick<PlatoProductoOpc, 'min' | 'max'>): number {
  return Math.max(set.min, set.max);
}

/** The selects of one set, in order: the first `min` are required. */
export function listOpcionSlots(
  set: Pick<PlatoProductoOpc, 'min' | 'max'>,
): Array<{ index: number; required: boolean }> {
  return Array.from({ length: getSlotCount(set) }, (_, index) => ({ index, required: index < set.min }));
}

/** True when a dish asks for options (the dialog opens before adding it). */
export function hasOpciones(sets: readonly PlatoProductoOpc[]): boolean {
  return getOpcionesVisibles(sets).some((set) => getSlotCount(set) > 0 && set.productoOpc.productosOpcDets.length > 0);
}

/**
 * The dialog's state turned into the selection sent with the order: for each set, the details chosen in its
 * slots (by productoOpcDetId; null or undefined for an empty slot). Empty selections are dropped, and so are
 * sets with nothing chosen.
 */
export function buildSeleccion(
  sets: readonly PlatoProductoOpc[],
  slots: Readonly<Record<number, ReadonlyArray<number | null | undefined>>>,
): PlatoOpcionElegida[] {
  const seleccion: PlatoOpcionElegida[] = [];
  for (const set of getOpcionesVisibles(sets)) {
    const dets = (slots[set.productoOpcId] ?? [])
      .map((id) => set.productoOpc.productosOpcDets.find((det) => det.productoOpcDetId === id))
      .filter((det): det is ProductoOpcDet => det !== undefined)
      .map((det) => ({ productoOpcDetId: det.productoOpcDetId, descripcion: det.descripcion }));
    if (dets.length > 0) seleccion.push({ productoOpcId: set.productoOpcId, productoOpcDets: dets });
  }
  return seleccion;
}

/** Removes one chosen detail (the dialog's remove button); a set left empty is dropped. */
export function removeOpcion(
  seleccion: readonly PlatoOpcionElegida[],
  productoOpcId: number,
  index: number,
): PlatoOpcionElegida[] {
  return seleccion
    .map((opcion) =>
      opcion.productoOpcId === productoOpcId
        ? { ...opcion, productoOpcDets: opcion.productoOpcDets.filter((_, i) => i !== index) }
        : opcion,
    )
    .filter((opcion) => opcion.productoOpcDets.length > 0);
}

/** The confirm text of the remove button: the last chosen option asks 'quitar el último?'. */
export function getQuitarOpcionConfirm(seleccion: readonly PlatoOpcionElegida[]): string {
  const chosen = seleccion.reduce((n, opcion) => n + opcion.productoOpcDets.length, 0);
  return chosen <= 1 ? MSG_QUITAR_ULTIMA : MSG_QUITAR_OPCION;
}

// ---------------------------------------------------------------------------------------------------------------
// Checking a selection

export const MSG_OPCION_NO_CORRESPONDE = 'Una de las opciones elegidas no corresponde al plato';
export const MSG_OPCION_REPETIDA = 'Las opciones de un mismo grupo se eligen juntas, una sola vez';

export function formatOpcionRequerida(descripcion: string): string {
  return `Seleccione ${descripcion}`;
}

export function formatOpcionNoDisponible(descripcion: string): string {
  return `La opción '${descripcion}' ya no está disponible`;
}

export function formatDemasiadasOpciones(descripcion: string, max: number): string {
  return `Podés elegir hasta ${max} ${max === 1 ? 'opción' : 'opciones'} de ${descripcion}`;
}

/** A set of the dish with the details chosen in it (resolved against the menu). */
export interface OpcionResuelta {
  set: PlatoProductoOpc;
  dets: ProductoOpcDet[];
}

export type ResolveOpcionesResult = { ok: true; opciones: OpcionResuelta[] } | { ok: false; message: string };

/**
 * Resolves a posted selection against the dish's sets: each chosen detail by its id (or, without one, by its
 * description) among the set's visible options, each set at most `max` choices, and every visible set with at
 * least `min`. The first failure, in that order, is the answer.
 */
export function resolveOpciones(
  sets: readonly PlatoProductoOpc[],
  seleccion: readonly PlatoOpcionElegida[],
): ResolveOpcionesResult {
  const visibles = getOpcionesVisibles(sets);
  const resueltas: OpcionResuelta[] = [];
  const seen = new Set<number>();
  for (const opcion of seleccion) {
    const chosen = opcion.productoOpcDets;
    if (chosen.length === 0) continue;
    const set = visibles.find((s) => s.productoOpcId === opcion.productoOpcId);
    if (!set) return { ok: false, message: MSG_OPCION_NO_CORRESPONDE };
    if (seen.has(set.productoOpcId)) return { ok: false, message: MSG_OPCION_REPETIDA };
    seen.add(set.productoOpcId);
    const all = sets.find((s) => s.productoOpcId === opcion.productoOpcId)?.productoOpc.productosOpcDets ?? [];
    const dets: ProductoOpcDet[] = [];
    for (const wanted of chosen) {
      const det = findDet(set.productoOpc.productosOpcDets, wanted);
      if (!det) {
        const annulled = findDet(all, wanted);
        return {
          ok: false,
          message: annulled ? formatOpcionNoDisponible(annulled.descripcion) : MSG_OPCION_NO_CORRESPONDE,
        };
      }
      dets.push(det);
    }
    if (dets.length > getSlotCount(set)) {
      return { ok: false, message: formatDemasiadasOpciones(set.productoOpc.descripcion, getSlotCount(set)) };
    }
    resueltas.push({ set, dets });
  }
  for (const set of visibles) {
    const count = resueltas.find((r) => r.set.productoOpcId === set.productoOpcId)?.dets.length ?? 0;
    if (count < set.min) return { ok: false, message: formatOpcionRequerida(set.productoOpc.descripcion) };
  }
  return { ok: true, opciones: resueltas };
}

function findDet(
  dets: readonly ProductoOpcDet[],
  wanted: { productoOpcDetId?: number; descripcion: string },
): ProductoOpcDet | undefined {
  if (wanted.productoOpcDetId !== undefined) return dets.find((d) => d.productoOpcDetId === wanted.productoOpcDetId);
  const descripcion = wanted.descripcion.trim().toLowerCase();
  return dets.find((d) => d.descripcion.trim().toLowerCase() === descripcion);
}

/** The dialog's check before Agregar!/Aceptar: the first message, or null when the selection is complete. */
export function findOpcionesError(
  sets: readonly PlatoProductoOpc[],
  seleccion: readonly PlatoOpcionElegida[],
): string | null {
  const result = resolveOpciones(sets, seleccion);
  return result.ok ? null : result.message;
}

/** One line of text for the chosen options: 'Gustos: Chocolate, Frutilla · Extras: Cheddar'. */
export function describeOpciones(
  seleccion: ReadonlyArray<{ productoOpcId: number; productoOpcDets: ReadonlyArray<{ descripcion: string }> }>,
  sets: readonly PlatoProductoOpc[] = [],
): string {
  return seleccion
    .filter((opcion) => opcion.productoOpcDets.length > 0)
    .map((opcion) => {
      const nombres = opcion.productoOpcDets.map((d) => d.descripcion).join(', ');
      const set = sets.find((s) => s.productoOpcId === opcion.productoOpcId);
      return set ? `${set.productoOpc.descripcion}: ${nombres}` : nombres;
    })
    .join(' · ');
}
