import { Link, useLocation, useNavigate } from '../hash-router.tsx';
import { clearSession, useSession } from '../api/session.ts';
import { esLogin } from '../i18n/es-login.ts';
import accountMenuCss from './account-menu.module.css';

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

/** Which of the customer's lists a screen offers: those of the business on screen, or all of them. */
export interface AccountMenuFeatures {
  pedidos: boolean;
  reservas: boolean;
  compras: boolean;
}

const ALL_FEATURES: AccountMenuFeatures = { pedidos: true, reservas: true, compras: true };

/** Where a customer signs in: the phone and its WhatsApp code (mi-cuenta), coming back here afterwards. */
export const CUSTOMER_SIGN_IN_PATH = '/mi-cuenta';

/**
 * The customer's account navigation: 'Ingresar' (phone sign-in) for a visitor; for a session the lists the
 * business offers (Mis Pedidos, Mis Reservas, Mis Compras), 'Mis Datos' and 'Salir'. Logout drops the order in
 * progress and the session, then goes to the home page.
 */
export function AccountMenu({ features = ALL_FEATURES }: { features?: AccountMenuFeatures }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (!session.isLoggedIn) {
    return (
      <nav className={accountMenuCss.accountMenu} aria-label={esLogin.menuCuenta}>
        <Link
          to={CUSTOMER_SIGN_IN_PATH}
          state={{ volver: `${pathname}${search}` }}
          className={accountMenuCss.accountMenuLink}
        >
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
  const current = (path: string) => (pathname === path ? 'page' : undefined);
  return (
    <nav className={accountMenuCss.accountMenu} aria-label={esLogin.menuCuenta}>
      {features.pedidos && (
        <Link to="/mis-pedidos" className={accountMenuCss.accountMenuLink} aria-current={current('/mis-pedidos')}>
          {esLogin.misPedidos}
        </Link>
      )}
      {features.reservas && (
        <Link to="/mis-reservas" className={accountMenuCss.accountMenuLink} aria-current={current('/mis-reservas')}>
          {esLogin.misReservas}
        </Link>
      )}
      {features.compras && (
        <Link to="/mis-compras" className={accountMenuCss.accountMenuLink} aria-current={current('/mis-compras')}>
          {esLogin.misCompras}
        </Link>
      )}
      <Link
        to="/mi-cuenta"
        className={accountMenuCss.accountMenuLink}
        title={session.nombre ?? undefined}
        aria-current={current('/mi-cuenta')}
      >
        <PersonIcon />
        {esLogin.misDatos}
      </Link>
      <button type="button" className={accountMenuCss.accountMenuLink} onClick={logout}>
        {esLogin.salir}
      </button>
    </nav>
  );
}
