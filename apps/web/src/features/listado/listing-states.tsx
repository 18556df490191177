import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';

/** Spec: the empty-search texts. */
export function NoResults() {
  return (
    <div className="listing-empty">
      <Icon name="search" size={40} />
      <p className="listing-empty-title">{es.listado.noHay(es.listado.items)}</p>
      <p className="listing-empty-text">{es.listado.intenta}</p>
    </div>
  );
}

/** A listing with nothing in it (before any search). */
export function EmptyListing() {
  return (
    <div className="listing-empty">
      <p className="listing-empty-text">{es.listado.vacio}</p>
    </div>
  );
}

/** The in-page state after the 'Error al cargar listado' alert, with a way to try again. */
export function ListingError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="listing-empty listing-error">
      <Icon name="info" size={40} />
      <p className="listing-empty-title">{message}</p>
      <button type="button" className="listing-button" onClick={onRetry}>
        {es.listado.reintentar}
      </button>
    </main>
  );
}
