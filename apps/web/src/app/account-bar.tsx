import type { Comercio } from '@vidriera/domain/comercios';
import { useLocation } from '../hash-router.tsx';
import { useComercio } from '../api/get-comercio.ts';
import { useSession } from '../api/session.ts';
import { useSiteMetadata } from '../api/get-site-metadata.ts';
import { AccountMenu, type AccountMenuFeatures } from '../ui/account-menu.tsx';
import accountMenuCss from '../ui/account-menu.module.css';

/** Screens with an account navigation of their own (or none): the back office, the sign-in screens, the root. */
const WITHOUT_BAR = /^\/(?:$|admin(?:\/|$)|login(?:\/|$)|mi-cuenta(?:\/|$))/;
/** Screens of one business: the account's lists follow that business's features. */
const BUSINESS_SCREEN =
  /^\/(?:home|carta[234]?|reservar|cartelera|cursos|mis-pedidos|mis-compras|compratickets|compraticketsdetalle|compra-realizada)\/([^/]+)/;

function featuresOf(comercio: Comercio | undefined): AccountMenuFeatures | undefined {
  if (!comercio) return undefined;
  return {
    pedidos: comercio.permitePedidosOnline || comercio.permiteQRCartaOnline,
    reservas: comercio.permiteReservas,
    compras: comercio.permiteEventos,
  };
}

/**
 * The band at the top of every customer screen with the account's navigation: 'Ingresar' for a visitor, and for
 * a customer their orders, bookings and purchases (those the business on screen offers), their data and 'Salir'.
 */
export function AccountBar() {
  const { pathname } = useLocation();
  const { data: site } = useSiteMetadata();
  const { isLoggedIn } = useSession();
  const routeCarpeta = BUSINESS_SCREEN.exec(pathname)?.[1];
  const carpeta = routeCarpeta ?? (site && !site.esPortal ? (site.carpeta ?? undefined) : undefined);
  // A visitor's bar is 'Ingresar' alone: the business's features matter only to a customer's lists, so a visitor's
  // screen does not ask for the business on its behalf (the menu and the events board do not need it otherwise).
  const { data: comercios } = useComercio(site?.dominioUrl, isLoggedIn ? carpeta : undefined);
  if (WITHOUT_BAR.test(pathname)) return null;
  return (
    <div className={accountMenuCss.accountBar}>
      <div className={accountMenuCss.accountBarInner}>
        <AccountMenu features={featuresOf(comercios?.[0])} />
      </div>
    </div>
  );
}
