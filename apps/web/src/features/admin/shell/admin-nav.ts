import { isOwnerRol, type MerchantComercio } from '@vidriera/domain/schemas/back-office';
import { esAdmin } from '../../../i18n/es-admin.ts';

/** A link of the back office navigation; `path` is relative to #/admin. */
export interface AdminNavItem {
  /** Also the key of its badge (AdminBadgesContext). */
  key: string;
  label: string;
  path: string;
}

type ComercioArea = {
  key: keyof typeof esAdmin.nav;
  /** Whether the business (and the user's role there) has this area. */
  isVisible: (comercio: MerchantComercio) => boolean;
};

const always = () => true;
const ownerOnly = (comercio: MerchantComercio) => isOwnerRol(comercio.rol);
const orders = (comercio: MerchantComercio) => comercio.flags.permitePedidosOnline;
const events = (comercio: MerchantComercio) => comercio.flags.permiteEventos;

/** The business's areas in menu order, each shown only when the business's feature flag turns it on. */
const COMERCIO_AREAS: ComercioArea[] = [
  { key: 'pedidos', isVisible: orders },
  { key: 'cocina', isVisible: orders },
  { key: 'reservas', isVisible: (c) => c.flags.permiteReservas },
  { key: 'eventos', isVisible: events },
  { key: 'ventas', isVisible: events },
  { key: 'ingreso', isVisible: events },
  // The menu and its prices are the owner's (the API refuses day-to-day staff).
  { key: 'carta', isVisible: ownerOnly },
  // Draws are edited and run by the owner (the screen and the API refuse staff).
  { key: 'concursos', isVisible: (c) => c.flags.permiteConcursos && ownerOnly(c) },
  // Staff see Ajustes too: they open/close the business and set the delay there (the page shows them only that).
  { key: 'ajustes', isVisible: always },
  // Course videos, staff and the audit trail are the owner's (the API refuses day-to-day staff too).
  { key: 'cursos', isVisible: (c) => c.flags.permiteCursos && ownerOnly(c) },
  { key: 'personal', isVisible: ownerOnly },
  { key: 'auditoria', isVisible: ownerOnly },
];

export function comercioPath(comercioId: number, area?: string): string {
  return area ? `/admin/comercio/${comercioId}/${area}` : `/admin/comercio/${comercioId}`;
}

/** The links of one business's back office. */
export function comercioNavItems(comercio: MerchantComercio): AdminNavItem[] {
  return COMERCIO_AREAS.filter((area) => area.isVisible(comercio)).map((area) => ({
    key: area.key,
    label: esAdmin.nav[area.key],
    path: comercioPath(comercio.configRestoId, area.key),
  }));
}

/** Whether a business has an area (by its first path segment), to keep it when switching business. */
export function hasComercioArea(comercio: MerchantComercio, area: string): boolean {
  return COMERCIO_AREAS.some((candidate) => candidate.key === area && candidate.isVisible(comercio));
}

/** The platform administration links (platform admins only). */
export const PLATAFORMA_NAV_ITEMS: AdminNavItem[] = [
  { key: 'sitios', label: esAdmin.nav.sitios, path: '/admin/plataforma/sitios' },
  { key: 'comercios', label: esAdmin.nav.comercios, path: '/admin/plataforma/comercios' },
  { key: 'comandos', label: esAdmin.nav.comandos, path: '/admin/plataforma/comandos' },
  { key: 'mensajes', label: esAdmin.nav.mensajes, path: '/admin/plataforma/mensajes' },
  { key: 'auditoriaPlataforma', label: esAdmin.nav.auditoriaPlataforma, path: '/admin/plataforma/auditoria' },
];
