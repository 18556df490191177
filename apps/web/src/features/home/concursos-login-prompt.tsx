import { Link } from 'react-router';
import { es } from '../../i18n/es.ts';
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
        <h3 id="concursos-login-title">{es.concursos.loginTitulo}</h3>
        <p>{es.concursos.loginTexto}</p>
        <div className="concursos-login-actions">
          <Link to="/login" className="concursos-button concursos-button--primary">
            {es.concursos.loginIngresar}
          </Link>
          <Link to="/mi-cuenta/concurso" className="concursos-button">
            {es.concursos.loginRegistrarme}
          </Link>
        </div>
      </div>
    </aside>
  );
}
