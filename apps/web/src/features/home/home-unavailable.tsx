import { Link } from '../../hash-router.tsx';
import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';
import { cx } from '../../ui/cx.ts';
import homeCss from './home.module.css';

/** In-page state when the business cannot be shown: not found, or not loaded (with a retry). */
export function HomeUnavailable({ kind, onRetry }: { kind: 'notFound' | 'error'; onRetry?: () => void }) {
  const isNotFound = kind === 'notFound';
  return (
    <main className={homeCss.homeUnavailable}>
      <div className={homeCss.homeUnavailableCard}>
        <span className={homeCss.homeUnavailableIcon}>
          <Icon name={isNotFound ? 'search' : 'info'} size={32} />
        </span>
        <h1 className={homeCss.homeUnavailableTitle}>
          {isNotFound ? es.home.noEncontradoTitulo : es.home.errorTitulo}
        </h1>
        <p className={homeCss.homeUnavailableText}>{isNotFound ? es.home.noEncontradoTexto : es.home.errorTexto}</p>
        <div className={homeCss.homeUnavailableActions}>
          {!isNotFound && onRetry && (
            <button type="button" className={cx(homeCss.homeAction, homeCss.homeActionPrimary)} onClick={onRetry}>
              {es.home.reintentar}
            </button>
          )}
          <Link to="/" className={cx(homeCss.homeAction, isNotFound && homeCss.homeActionPrimary)}>
            <Icon name="home" />
            {es.home.verComercios}
          </Link>
        </div>
      </div>
    </main>
  );
}
