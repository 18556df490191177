import { Link } from '../../hash-router.tsx';
import { esConcursos } from '../../i18n/es-concursos.ts';
import { ConcursosIcon } from './concursos-icons.tsx';

/**
 * For visitors: the draws need an account. Customers sign up (or back in) with their phone on the account screen,
 * which returns here; users with a password use the login screen.
 */
export function ConcursosLoginPrompt() {
  return (
    <aside className="concursos-login" aria-labelledby="concursos-login-title">
      <span className="concursos-login-icon">
        <ConcursosIcon name="user" size={22} />
      </span>
      <div className="concursos-login-text">
        <h3 id="concursos-login-title">{esConcursos.loginTitulo}</h3>
        <p>{esConcursos.loginTexto}</p>
        <div className="concursos-login-actions">
          <Link to="/login" className="concursos-button concursos-button--primary">
            {esConcursos.loginIngresar}
          </Link>
          <Link to="/mi-cuenta/concurso" className="concursos-button">
            {esConcursos.loginRegistrarme}
          </Link>
        </div>
      </div>
    </aside>
  );
}
