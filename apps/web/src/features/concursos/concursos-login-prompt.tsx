import { Link } from '../../hash-router.tsx';
import { esConcursos } from '../../i18n/es-concursos.ts';
import { ConcursosIcon } from './concursos-icons.tsx';
import { cx } from '../../ui/cx.ts';
import concursosCss from './concursos.module.css';

/**
 * For visitors: the draws need an account. Customers sign up (or back in) with their phone on the account screen,
 * which returns here; users with a password use the login screen.
 */
export function ConcursosLoginPrompt() {
  return (
    <aside className={concursosCss.concursosLogin} aria-labelledby="concursos-login-title">
      <span className={concursosCss.concursosLoginIcon}>
        <ConcursosIcon name="user" size={22} />
      </span>
      <div className={concursosCss.concursosLoginText}>
        <h3 id="concursos-login-title">{esConcursos.loginTitulo}</h3>
        <p>{esConcursos.loginTexto}</p>
        <div className={concursosCss.concursosLoginActions}>
          <Link to="/login" className={cx(concursosCss.concursosButton, concursosCss.concursosButtonPrimary)}>
            {esConcursos.loginIngresar}
          </Link>
          <Link to="/mi-cuenta/concurso" className={concursosCss.concursosButton}>
            {esConcursos.loginRegistrarme}
          </Link>
        </div>
      </div>
    </aside>
  );
}
