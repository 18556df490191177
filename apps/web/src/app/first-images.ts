import type { Categoria } from '@vidriera/domain/schemas/comercio';
import type { CartaGrupo } from '@vidriera/domain/schemas/carta';

/** Dish pictures a menu loads at once (the first ones on screen when it opens); the rest load as it scrolls. */
export const EAGER_PLATO_IMAGES = 3;

/** The dishes whose pictures a menu shows first, in its order: those that show one, up to EAGER_PLATO_IMAGES. */
export function firstPlatoImages<P extends CartaGrupo['platos'][number]>(
  grupos: ReadonlyArray<{ platos: readonly P[] }>,
): P[] {
  return grupos
    .flatMap((grupo) => grupo.platos)
    .filter((plato) => plato.mostrarImagen && plato.imagenUrl)
    .slice(0, EAGER_PLATO_IMAGES);
}

/** Only images the site serves, or https ones, are shown: a category's imagenUrl is merchant-entered text. */
export function isSafeImageUrl(url: string | null): url is string {
  return Boolean(url && (url.startsWith('/') || url.startsWith('https://')));
}

/** The picture a category card shows, if any. */
export function categoriaImage(categoria: Categoria): string | null {
  return categoria.mostrarImagen && isSafeImageUrl(categoria.imagenUrl) ? categoria.imagenUrl : null;
}

/**
 * Asks for the pictures a first screen shows at the top (its largest element, usually) as soon as its data is
 * here, before the screen renders: they then arrive while React builds the page instead of after it. The first is
 * the screen's lead picture (high priority); the others wait behind it (low, which the browser keeps even once
 * it finds them on screen).
 */
export function preloadImages(urls: ReadonlyArray<string | null | undefined>): void {
  for (const [index, url] of urls.entries()) {
    if (!url) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = url;
    link.fetchPriority = index === 0 ? 'high' : 'low';
    document.head.appendChild(link);
  }
}
