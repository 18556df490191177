import type { Categoria } from './schemas.ts';

/** Only images the site serves, or https ones, are shown: a category's imagenUrl is merchant-entered text. */
export function isSafeImageUrl(url: string | null): url is string {
  return Boolean(url && (url.startsWith('/') || url.startsWith('https://')));
}

/** The picture a category card shows, if any. */
export function categoriaImage(categoria: Pick<Categoria, 'mostrarImagen' | 'imagenUrl'>): string | null {
  return categoria.mostrarImagen && isSafeImageUrl(categoria.imagenUrl) ? categoria.imagenUrl : null;
}

/** Category pictures asked for with the regions' data: the first card's, and the next one's, on a phone. */
export const FIRST_CATEGORIA_IMAGES = 2;

/**
 * The pictures the regions screen shows first (the first cards', its largest element), in its order, null for a card
 * without one; none when there is a single category (the screen then opens that category's feed). The page's inline
 * script asks for the same pictures as soon as the categories arrive (apps/api/src/plugins/web-app.ts).
 */
export function firstCategoriaImages(
  categorias: ReadonlyArray<Pick<Categoria, 'mostrarImagen' | 'imagenUrl'>>,
): Array<string | null> {
  return categorias.length > 1 ? categorias.slice(0, FIRST_CATEGORIA_IMAGES).map(categoriaImage) : [];
}
