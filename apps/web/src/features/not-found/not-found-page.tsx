import { Link } from '../../hash-router.tsx';
import { usePageMeta } from '../../app/page-meta.ts';
import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';
import './not-found.css';

/** Any route the app does not know. */
export default function NotFoundPage() {
  usePageMeta({ title: es.notFound.titulo });
  return (
    <main className="not-found">
      <div className="not-found-card">
        <span className="not-found-code" aria-hidden="true">
          404
        </span>
        <h1 className="not-found-title">{es.notFound.titulo}</h1>
        <p className="not-found-text">{es.notFound.texto}</p>
        <div className="not-found-actions">
          <Link className="not-found-button not-found-button--primary" to="/" replace>
            <Icon name="home" />
            {es.notFound.inicio}
          </Link>
          <Link className="not-found-button not-found-button--secondary" to="/ayuda">
            <Icon name="help" />
            {es.notFound.ayuda}
          </Link>
        </div>
      </div>
    </main>
  );
}
