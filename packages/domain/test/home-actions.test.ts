import { describe, expect, it } from 'vitest';
import {
  type HomeActionFlags,
  listHomeActions,
  reachesBottomBand,
  showsMoreInfoButton,
  showsTakeawayOnlyNote,
} from '../src/comercios/home-actions.ts';

const base: HomeActionFlags = {
  carpeta: 'la-farola',
  abierto: true,
  permitePedidosOnline: false,
  permiteQRCartaOnline: false,
  permiteReservas: false,
  permiteEventos: false,
  permiteCursos: false,
  configRestoParentId: null,
};

describe('listHomeActions', () => {
  it('shows no button when no feature is enabled', () => {
    expect(listHomeActions(base, null)).toEqual([]);
  });

  it('shows the order button usable when open and offline when closed', () => {
    expect(listHomeActions({ ...base, permitePedidosOnline: true }, null)).toEqual([
      { id: 'pedido', path: '/carta/la-farola', enabled: true },
    ]);
    expect(listHomeActions({ ...base, permitePedidosOnline: true, abierto: false }, null)).toEqual([
      { id: 'pedido', path: '/carta/la-farola', enabled: false },
    ]);
  });

  it('names the QR menu by whether online orders are enabled', () => {
    expect(listHomeActions({ ...base, permiteQRCartaOnline: true }, null)).toEqual([
      { id: 'cartaQR', path: '/carta2/la-farola', enabled: true },
    ]);
    const both = listHomeActions({ ...base, permiteQRCartaOnline: true, permitePedidosOnline: true }, null);
    expect(both.map((a) => a.id)).toEqual(['pedido', 'menuOnline']);
  });

  it('lists every enabled feature in the spec order with its route', () => {
    const all = listHomeActions(
      {
        ...base,
        permitePedidosOnline: true,
        permiteQRCartaOnline: true,
        permiteReservas: true,
        permiteEventos: true,
        permiteCursos: true,
        configRestoParentId: 7,
      },
      'helados-del-sol',
    );
    expect(all.map((a) => [a.id, a.path])).toEqual([
      ['pedido', '/carta/la-farola'],
      ['menuOnline', '/carta2/la-farola'],
      ['reservar', '/reservar/la-farola'],
      ['cartelera', '/cartelera/la-farola'],
      ['sucursales', '/listado/helados-del-sol'],
      ['cursos', '/cursos/la-farola'],
    ]);
  });

  it('shows other branches only for a branch whose group is known', () => {
    expect(listHomeActions({ ...base, configRestoParentId: 7 }, null)).toEqual([]);
    expect(listHomeActions(base, 'helados-del-sol')).toEqual([]);
  });
});

describe('showsTakeawayOnlyNote', () => {
  it('shows for takeaway-only businesses that are not digital', () => {
    expect(showsTakeawayOnlyNote({ soloTakeAway: true, comercioDigital: false })).toBe(true);
    expect(showsTakeawayOnlyNote({ soloTakeAway: true, comercioDigital: true })).toBe(false);
    expect(showsTakeawayOnlyNote({ soloTakeAway: false, comercioDigital: false })).toBe(false);
  });
});

describe("showsMoreInfoButton: the home's 'Más info' button (spec section 9, 200 px)", () => {
  const viewport = 800;

  it('shows while the contact section is below the fold or within the last 200 px of the screen', () => {
    expect(showsMoreInfoButton(viewport + 1500, viewport, false)).toBe(true);
    expect(showsMoreInfoButton(viewport + 150, viewport, false)).toBe(true);
    expect(showsMoreInfoButton(viewport, viewport, false)).toBe(true);
    expect(showsMoreInfoButton(viewport - 199, viewport, false)).toBe(true);
  });

  it('hides once the contact section has come 200 px into sight, or been scrolled past', () => {
    expect(showsMoreInfoButton(viewport - 200, viewport, false)).toBe(false);
    expect(showsMoreInfoButton(viewport - 450, viewport, false)).toBe(false);
    expect(showsMoreInfoButton(-300, viewport, false)).toBe(false);
  });

  it('hides while it would cover a button', () => {
    expect(showsMoreInfoButton(viewport + 1500, viewport, true)).toBe(false);
  });
});

describe('reachesBottomBand', () => {
  const viewport = 800;
  const box = (top: number, height = 48) => ({ top, bottom: top + height, width: 300, height });

  it('is true for a box that reaches into the band at the bottom, also partly', () => {
    expect(reachesBottomBand(box(760), viewport, 48)).toBe(true);
    expect(reachesBottomBand(box(720), viewport, 48)).toBe(true);
    expect(reachesBottomBand(box(790, 100), viewport, 48)).toBe(true);
  });

  it('is false above the band, below the viewport, or for a box that is not shown', () => {
    expect(reachesBottomBand(box(700), viewport, 48)).toBe(false);
    expect(reachesBottomBand(box(800), viewport, 48)).toBe(false);
    expect(reachesBottomBand({ top: 770, bottom: 770, width: 0, height: 0 }, viewport, 48)).toBe(false);
  });
});
