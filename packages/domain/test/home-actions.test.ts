import { describe, expect, it } from 'vitest';
import { type HomeActionFlags, listHomeActions, showsTakeawayOnlyNote } from '../src/home-actions.ts';

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
