import type { MerchantComercio } from '@vidriera/domain/back-office';
import { esBackOffice } from '../../../i18n/es-back-office.ts';
import { COMERCIO_AREAS, comercioPath } from './comercio-areas.ts';

export { comercioLandingPath, comercioPath, hasComercioArea } from './comercio-areas.ts';

/** A link of the back office navigation; `path` is relative to #/admin. */
export interface BackOfficeNavItem {
  /** Also the key of its badge (BackOfficeBadgesContext). */
  key: string;
  label: string;
  path: string;
}

/** The links of one business's back office. */
export function comercioNavItems(comercio: MerchantComercio): BackOfficeNavItem[] {
  return COMERCIO_AREAS.filter((area) => area.isVisible(comercio)).map((area) => ({
    key: area.key,
    label: esBackOffice.nav[area.key],
    path: comercioPath(comercio.configRestoId, area.key),
  }));
}

/** The platform administration links (platform admins only). */
export const PLATAFORMA_NAV_ITEMS: BackOfficeNavItem[] = [
  { key: 'sitios', label: esBackOffice.nav.sitios, path: '/admin/plataforma/sitios' },
  { key: 'comercios', label: esBackOffice.nav.comercios, path: '/admin/plataforma/comercios' },
  { key: 'comandos', label: esBackOffice.nav.comandos, path: '/admin/plataforma/comandos' },
  { key: 'mensajes', label: esBackOffice.nav.mensajes, path: '/admin/plataforma/mensajes' },
  { key: 'tableroSitios', label: esBackOffice.nav.tableroSitios, path: '/admin/plataforma/tablero' },
  { key: 'auditoriaPlataforma', label: esBackOffice.nav.auditoriaPlataforma, path: '/admin/plataforma/auditoria' },
];
