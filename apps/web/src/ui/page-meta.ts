import type { SiteMetadata } from '@vidriera/domain/sites';
import { useEffect } from 'react';
import { useSiteMetadata } from '../api/get-site-metadata.ts';

/**
 * The document's title and description. The server already writes the site's into the HTML (for link previews);
 * screens about one thing (a business home) replace them while shown and put the site's back when they leave.
 */
export interface PageMeta {
  title: string;
  description: string;
}

function setMetaContent(selector: string, attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function applyPageMeta({ title, description }: PageMeta): void {
  if (title) document.title = title;
  setMetaContent('meta[name="description"]', 'name', 'description', description);
  setMetaContent('meta[property="og:title"]', 'property', 'og:title', title);
  setMetaContent('meta[property="og:description"]', 'property', 'og:description', description);
}

export function getSitePageMeta(
  site: Pick<SiteMetadata, 'homeTitulo' | 'homeDescription' | 'nombre' | 'frase'>,
): PageMeta {
  return { title: site.homeTitulo || site.nombre, description: site.homeDescription || site.frase };
}

/** Shows the given title and description while the calling screen is mounted (the site's where one is missing). */
export function usePageMeta(page?: { title?: string; description?: string }): void {
  const { data: site } = useSiteMetadata();
  const title = page?.title;
  const description = page?.description;
  useEffect(() => {
    if (!site) return;
    const siteMeta = getSitePageMeta(site);
    applyPageMeta({ title: title || siteMeta.title, description: description || siteMeta.description });
    return () => applyPageMeta(siteMeta);
  }, [site, title, description]);
}
