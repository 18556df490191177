import { type Comercio, TAG_CHIPS } from '@vidriera/domain/comercios';
import type { SiteMetadata } from '@vidriera/domain/sites';
import type { ReactNode } from 'react';
import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { SiteFooter } from '../../ui/site-footer.tsx';
import { SiteHeader } from '../../ui/site-header.tsx';
import { TagChips } from '../../ui/tag-chips.tsx';
import { BusinessList } from './business-list.tsx';
import { EmptyListing, NoResults } from './listing-states.tsx';
import { useBusinessSearch } from './use-business-search.ts';
import { useHeaderVisible } from './use-header-visible.ts';
import listadoCss from './listado.module.css';

export interface ListingScreenProps {
  site: SiteMetadata;
  comercios: readonly Comercio[];
  title: string;
  subtitle?: string | null;
  /** Shown before the title (a back button). */
  leading?: ReactNode;
  /** The site listing's header hides after 15 s or for a logged-in user; a category's header stays. */
  hidesHeader: boolean;
}

/** A searchable list of businesses: sticky header and search, tag chips, cards, empty-search texts, footer. */
export function ListingScreen({ site, comercios, title, subtitle, leading, hidesHeader }: ListingScreenProps) {
  const isIntroVisible = useHeaderVisible();
  const search = useBusinessSearch(comercios);
  return (
    <div className={listadoCss.listing}>
      {/* A header that stays scrolls away; the one that hides after 15 s stays fixed on top until then. */}
      {!hidesHeader && <SiteHeader title={title} subtitle={subtitle} leading={leading} />}
      <div className={listadoCss.listingTop}>
        {hidesHeader && isIntroVisible && <SiteHeader title={title} subtitle={subtitle} leading={leading} />}
        <div className={listadoCss.listingTools}>
          <search className={listadoCss.listingToolsInner}>
            <SearchBox
              value={search.text}
              onChange={search.setText}
              label={es.listado.buscar}
              placeholder={es.listado.buscarPlaceholder}
              clearLabel={es.listado.borrarBusqueda}
              className={listadoCss.listingSearch}
            />
            <div className={listadoCss.listingChips}>
              <TagChips
                tags={TAG_CHIPS}
                selected={search.tag}
                onToggle={search.toggleTag}
                label={es.listado.filtrarPorComida}
              />
              {isIntroVisible && (
                <span className={listadoCss.listingChipsArrow} aria-hidden="true">
                  <Icon name="chevronRight" size={18} />
                </span>
              )}
            </div>
          </search>
        </div>
      </div>
      <main className={listadoCss.listingMain}>
        <p className={listadoCss.listingCount} aria-live="polite">
          {es.listado.resultados(search.results.length)}
        </p>
        {search.results.length > 0 ? (
          <BusinessList comercios={search.results} showStars={site.esPortal} />
        ) : search.isFiltering ? (
          <NoResults />
        ) : (
          <EmptyListing />
        )}
      </main>
      <SiteFooter siteName={site.nombre} contacto={site.contacto} />
    </div>
  );
}
