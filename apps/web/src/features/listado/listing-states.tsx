import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';
import { cx } from '../../ui/cx.ts';
import listadoCss from './listado.module.css';

/** Spec: the empty-search texts. */
export function NoResults() {
  return (
    <div className={listadoCss.listingEmpty}>
      <Icon name="search" size={40} />
      <p className={listadoCss.listingEmptyTitle}>{es.listado.noHay(es.listado.items)}</p>
      <p className={listadoCss.listingEmptyText}>{es.listado.intenta}</p>
    </div>
  );
}

/** A listing with nothing in it (before any search). */
export function EmptyListing() {
  return (
    <div className={listadoCss.listingEmpty}>
      <p className={listadoCss.listingEmptyText}>{es.listado.vacio}</p>
    </div>
  );
}

/** The in-page state after the 'Error al cargar listado' alert, with a way to try again. */
export function ListingError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className={cx(listadoCss.listingEmpty, listadoCss.listingError)}>
      <Icon name="info" size={40} />
      <p className={listadoCss.listingEmptyTitle}>{message}</p>
      <button type="button" className={listadoCss.listingButton} onClick={onRetry}>
        {es.listado.reintentar}
      </button>
    </main>
  );
}
