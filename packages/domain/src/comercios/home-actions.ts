import type { Comercio } from './schemas.ts';

/** The action buttons of a business home, in the spec's order. Each leads to the route of its screen. */
export type HomeActionId = 'pedido' | 'menuOnline' | 'cartaQR' | 'reservar' | 'cartelera' | 'sucursales' | 'cursos';

export interface HomeAction {
  id: HomeActionId;
  /** Hash route, e.g. /carta/la-farola. */
  path: string;
  /** False only for the order button of a closed business: it shows, offline. */
  enabled: boolean;
}

export type HomeActionFlags = Pick<
  Comercio,
  | 'carpeta'
  | 'abierto'
  | 'permitePedidosOnline'
  | 'permiteQRCartaOnline'
  | 'permiteReservas'
  | 'permiteEventos'
  | 'permiteCursos'
  | 'configRestoParentId'
>;

/**
 * Which buttons a business home shows. 'Hacé tu Pedido' shows when online orders are enabled: usable while the
 * business is open, offline while closed. The QR menu reads 'Menú Online' beside online ordering (it is the menu
 * to browse from home) and 'CartaQR' otherwise (the menu read at the table). 'Ver otras sucursales' needs the
 * parent group's carpeta, known only once resolved.
 */
export function listHomeActions(comercio: HomeActionFlags, parentCarpeta: string | null): HomeAction[] {
  const carpeta = encodeURIComponent(comercio.carpeta);
  const actions: HomeAction[] = [];
  if (comercio.permitePedidosOnline) {
    actions.push({ id: 'pedido', path: `/carta/${carpeta}`, enabled: comercio.abierto });
  }
  if (comercio.permiteQRCartaOnline) {
    actions.push({
      id: comercio.permitePedidosOnline ? 'menuOnline' : 'cartaQR',
      path: `/carta2/${carpeta}`,
      enabled: true,
    });
  }
  if (comercio.permiteReservas) actions.push({ id: 'reservar', path: `/reservar/${carpeta}`, enabled: true });
  if (comercio.permiteEventos) actions.push({ id: 'cartelera', path: `/cartelera/${carpeta}`, enabled: true });
  if (comercio.configRestoParentId !== null && parentCarpeta) {
    actions.push({ id: 'sucursales', path: `/listado/${encodeURIComponent(parentCarpeta)}`, enabled: true });
  }
  if (comercio.permiteCursos) actions.push({ id: 'cursos', path: `/cursos/${carpeta}`, enabled: true });
  return actions;
}

/** The 'Solo retiro en el local' note: a takeaway-only business that is not digital-only. */
export function showsTakeawayOnlyNote(comercio: Pick<Comercio, 'soloTakeAway' | 'comercioDigital'>): boolean {
  return comercio.soloTakeAway && !comercio.comercioDigital;
}

/** Spec section 9: the home's scroll button depends on the contact section being within 200 px of the bottom. */
export const MORE_INFO_OFFSET_PX = 200;

/** A box on the screen, as getBoundingClientRect gives it (CSS px from the viewport's top). */
export interface ScreenBox {
  top: number;
  bottom: number;
  width: number;
  height: number;
}

/** Whether a shown box reaches into the band of `bandHeight` px at the bottom of the viewport. */
export function reachesBottomBand(box: ScreenBox, viewportHeight: number, bandHeight: number): boolean {
  return box.width > 0 && box.height > 0 && box.bottom > viewportHeight - bandHeight && box.top < viewportHeight;
}

/**
 * Whether the home's floating 'Más info' button (mobile; it scrolls to the contact section) shows. Spec section 9
 * ties it to the contact section being within 200 px of the viewport's bottom edge: it shows until the section's
 * top has come 200 px into the viewport (from below the fold, through the last 200 px of the screen), and hides
 * once the section is that far in sight, its job done. It also hides while a button or link of the page lies
 * under it (`coversAControl`, see reachesBottomBand): it never stands over something the visitor may want to press.
 */
export function showsMoreInfoButton(contactTop: number, viewportHeight: number, coversAControl: boolean): boolean {
  return contactTop > viewportHeight - MORE_INFO_OFFSET_PX && !coversAControl;
}
