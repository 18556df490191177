import { matchesSearch } from '../common/search.ts';
import type { CartaGrupo, Plato } from '../carta/schemas.ts';

/**
 * The menu screen's search and tags (spec 02 §2): the search box looks at each dish's title, description and
 * group; the tags are the first word of each group's name, and none are offered when there is only one group.
 */

/** Groups with only the dishes that match the query (groups left empty are dropped). */
export function filterCarta(grupos: readonly CartaGrupo[], query: string): CartaGrupo[] {
  if (!query.trim()) return [...grupos];
  return grupos
    .map((grupo) => ({
      ...grupo,
      platos: grupo.platos.filter((plato) => matchesPlato(plato, grupo.descripcion, query)),
    }))
    .filter((grupo) => grupo.platos.length > 0);
}

function matchesPlato(plato: Pick<Plato, 'titulo' | 'descripcion'>, grupo: string, query: string): boolean {
  return matchesSearch([plato.titulo, plato.descripcion, grupo], query);
}

/** One tag per group (the first word of its name, without repeats); none when there is only one group. */
export function listCartaTags(grupos: ReadonlyArray<Pick<CartaGrupo, 'descripcion'>>): string[] {
  if (grupos.length <= 1) return [];
  const tags: string[] = [];
  for (const grupo of grupos) {
    const first = grupo.descripcion.trim().split(/\s+/)[0] ?? '';
    if (first && !tags.some((t) => t.toLowerCase() === first.toLowerCase())) tags.push(first);
  }
  return tags;
}

/**
 * Agregar and the quantity controls show only when the merchant is open and the menu is not read-only (a
 * business that takes no online orders shows its menu read-only).
 */
export function canOrdenarDesdeCarta(carta: { soloLectura: boolean; configResto: { abierto: boolean } }): boolean {
  return !carta.soloLectura && carta.configResto.abierto;
}
