import type { MerchantComercio } from '@vidriera/domain/back-office';
import { esAdmin } from '../../../i18n/es-admin.ts';
import { COMERCIO_AREAS, comercioPath } from './comercio-areas.ts';

export { comercioLandingPath, comercioPath, hasComercioArea } from './comercio-areas.ts';

/** A link of the back office navigation; `path` is relative to #/admin. */
export interface AdminNavItem {
  /** Also the key of its badge (AdminBadgesContext). */
  key: string;
  label: string;
  path: string;
}

/** The links of one business's back office. */
export function comercioNavItems(comercio: MerchantComercio): AdminNavItem[] {
  return COMERCIO_AREAS.filter((area) => area.isVisible(comercio)).map((area) => ({
    key: area.key,
    label: esAdmin.nav[area.key],
    path: comercioPath(comercio.configRestoId, area.key),
  }));
}

/** The platform administration links (platform admins only). */
export const PLATAFORMA_NAV_ITEMS: AdminNavItem[] = [
  { key: 'sitios', label: esAdmin.nav.sitios, path: '/admin/plataforma/sitios' },
  { key: 'comercios', label: esAdmin.nav.comercios, path: '/admin/plataforma/comercios' },
  { key: 'comandos', label: esAdmin.nav.comandos, path: '/admin/plataforma/comandos' },
  { key: 'mensajes', label: esAdmin.nav.mensajes, path: '/admin/plataforma/mensajes' },
  { key: 'tableroSitios', label: esAdmin.nav.tableroSitios, path: '/admin/plataforma/tablero' },
  { key: 'auditoriaPlataforma', label: esAdmin.nav.auditoriaPlataforma, path: '/admin/plataforma/auditoria' },
];
