import { Link } from '../../hash-router.tsx';
import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';

/** In-page state when the business cannot be shown: not found, or not loaded (with a retry). */
export function HomeUnavailable({ kind, onRetry }: { kind: 'notFound' | 'error'; onRetry?: () => void }) {
  const isNotFound = kind === 'notFound';
  return (
    <main className="home-unavailable">
      <div className="home-unavailable-card">
        <span className="home-unavailable-icon">
          <Icon name={isNotFound ? 'search' : 'info'} size={32} />
        </span>
        <h1 className="home-unavailable-title">{isNotFound ? es.home.noEncontradoTitulo : es.home.errorTitulo}</h1>
        <p className="home-unavailable-text">{isNotFound ? es.home.noEncontradoTexto : es.home.errorTexto}</p>
        <div className="home-unavailable-actions">
          {!isNotFound && onRetry && (
            <button type="button" className="home-action home-action--primary" onClick={onRetry}>
              {es.home.reintentar}
            </button>
          )}
          <Link to="/" className={isNotFound ? 'home-action home-action--primary' : 'home-action'}>
            <Icon name="home" />
            {es.home.verComercios}
          </Link>
        </div>
      </div>
    </main>
  );
}
