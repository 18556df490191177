import { Link } from '../../hash-router.tsx';
import { usePageMeta } from '../../ui/page-meta.ts';
import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';
import notFoundCss from './not-found.module.css';
import { cx } from '../../ui/cx.ts';

/** Any route the app does not know. */
export default function NotFoundPage() {
  usePageMeta({ title: es.notFound.titulo });
  return (
    <main className={notFoundCss.notFound}>
      <div className={notFoundCss.notFoundCard}>
        <span className={notFoundCss.notFoundCode} aria-hidden="true">
          404
        </span>
        <h1 className={notFoundCss.notFoundTitle}>{es.notFound.titulo}</h1>
        <p className={notFoundCss.notFoundText}>{es.notFound.texto}</p>
        <div className={notFoundCss.notFoundActions}>
          <Link className={cx(notFoundCss.notFoundButton, notFoundCss.notFoundButtonPrimary)} to="/" replace>
            <Icon name="home" />
            {es.notFound.inicio}
          </Link>
          <Link className={cx(notFoundCss.notFoundButton, notFoundCss.notFoundButtonSecondary)} to="/ayuda">
            <Icon name="help" />
            {es.notFound.ayuda}
          </Link>
        </div>
      </div>
    </main>
  );
}
