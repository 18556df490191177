/**
 * Rules of the back office's menu editor shared by the API (which enforces them) and the web (which shows them
 * first). Zod-free, so the web bundle imports it at run time; the request contracts are back-office-schemas.ts.
 */

/** The highest price of a dish, in pesos. */
export const PRECIO_MAXIMO = 10_000_000;
/** The highest surcharge of an option or of a choice beyond the free ones, in pesos. */
export const RECARGO_MAXIMO = 1_000_000;
/** The most selects an option set can offer on one dish. */
export const OPCIONES_MAX_SLOTS = 20;

export const MSG_SIN_CAMBIOS = 'No hay cambios para guardar.';
export const MSG_IMAGEN_URL = 'La imagen debe ser una subida al sitio (/img/...) o una dirección https.';
export const MSG_ORDEN_INCOMPLETO = 'La lista debe tener exactamente los elementos a ordenar, sin repetir.';

/** Carta modes: offered on both menus, on the online menu only, on the in-venue (QR) menu only. */
export const MODOS_CARTA = [0, 1, 2] as const;

/** Only pictures the site serves (an upload) or https ones: the URL is shown to every customer. */
export function isImagenUrlPermitida(url: string): boolean {
  if (/^\/img\/[A-Za-z0-9_-]+\/[A-Za-z0-9_./-]+$/.test(url)) return !url.includes('..');
  return /^https:\/\/[^\s"'<>]+$/.test(url);
}

/**
 * The ids in their new order after moving the one at `index` one place up (-1) or down (+1); the same list
 * when it cannot move. The up/down buttons of the editor send this to the reorder calls.
 */
export function moveInOrder(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const target = index + delta;
  const next = [...ids];
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
