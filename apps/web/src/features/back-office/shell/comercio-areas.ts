import { isOwnerRol, type MerchantComercio } from '@vidriera/domain/back-office';

// A business's back-office areas and who sees them, without their texts: small enough for the app's entry chunk,
// which uses it to preload the screen someone lands on (app/preload-first-screen.ts).

export type ComercioAreaKey =
  | 'pedidos'
  | 'cocina'
  | 'reservas'
  | 'eventos'
  | 'ventas'
  | 'ingreso'
  | 'carta'
  | 'concursos'
  | 'ajustes'
  | 'cursos'
  | 'personal'
  | 'auditoria'
  | 'calificaciones'
  | 'tablero'
  | 'exportar';

type ComercioArea = {
  /** The area's path segment, also its key in the navigation's texts (es-back-office.ts nav) and badges. */
  key: ComercioAreaKey;
  /** Whether the business (and the user's role there) has this area. */
  isVisible: (comercio: MerchantComercio) => boolean;
};

const always = () => true;
const ownerOnly = (comercio: MerchantComercio) => isOwnerRol(comercio.rol);
const orders = (comercio: MerchantComercio) => comercio.flags.permitePedidosOnline;
const events = (comercio: MerchantComercio) => comercio.flags.permiteEventos;

/** The business's areas in menu order, each shown only when the business's feature flag turns it on. */
export const COMERCIO_AREAS: ComercioArea[] = [
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
  // What customers said of their orders: everyone who runs the business reads it.
  { key: 'calificaciones', isVisible: always },
  // The business's numbers (sales, times, reservations, tickets): everyone who runs it.
  { key: 'tablero', isVisible: always },
  // CSV files of customers' data in bulk: the owner's (the API refuses day-to-day staff too; decision 036).
  { key: 'exportar', isVisible: ownerOnly },
];

export function comercioPath(comercioId: number, area?: string): string {
  return area ? `/admin/comercio/${comercioId}/${area}` : `/admin/comercio/${comercioId}`;
}

/**
 * Where someone who runs a single business lands on opening #/admin: the screen of the night's work, the order
 * queue when the business takes orders, else its reservations, else the business's own page.
 */
export function comercioLandingPath(comercio: MerchantComercio): string {
  const area = (['pedidos', 'reservas'] as const).find((key) => hasComercioArea(comercio, key));
  return comercioPath(comercio.configRestoId, area);
}

/** Whether a business has an area (by its first path segment), to keep it when switching business. */
export function hasComercioArea(comercio: MerchantComercio, area: string): boolean {
  return COMERCIO_AREAS.some((candidate) => candidate.key === area && candidate.isVisible(comercio));
}
