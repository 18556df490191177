import { Link, useNavigate } from 'react-router';
import { clearSession, useSession } from '../api/session.ts';
import { esLogin } from '../i18n/es-login.ts';
import './account-menu.css';

function PersonIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The account entry for a screen's header: 'Ingresar' for a visitor; for a session the user's data ('Mis Datos',
 * with their name), their ticket purchases ('Mis Compras') and 'Salir'. Logout drops the order in progress and the
 * session, then goes to the home page.
 */
export function AccountMenu() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session.isLoggedIn) {
    return (
      <nav className="account-menu" aria-label={esLogin.menuCuenta}>
        <Link to="/login" className="account-menu-link">
          <PersonIcon />
          {esLogin.ingresar}
        </Link>
      </nav>
    );
  }
  const logout = () => {
    clearSession();
    navigate('/');
  };
  return (
    <nav className="account-menu" aria-label={esLogin.menuCuenta}>
      <Link to="/mi-cuenta" className="account-menu-link" title={session.nombre ?? undefined}>
        <PersonIcon />
        <span className="account-menu-name">{esLogin.misDatos}</span>
      </Link>
      <Link to="/mis-compras" className="account-menu-link">
        {esLogin.misCompras}
      </Link>
      <button type="button" className="account-menu-link" onClick={logout}>
        {esLogin.salir}
      </button>
    </nav>
  );
}
