import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPendingState } from '../../../src/features/cuenta/read-pending-state.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const pedido = { configRestoId: 7, carpeta: 'pizzeria', pedidosIts: [{ platoId: 1, cantidad: 1 }], delivery: true };
const reserva = { fechaHora: '2026-03-11T23:00:00-03:00', cantidad: 4, configRestoId: 7 };

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('readPendingState (account screen)', () => {
  it('reports nothing in progress when nothing is stored', () => {
    expect(readPendingState()).toEqual({ reservaCantidad: 0, pedidoHasItems: false, pedidoConEnvio: false });
  });

  it('reports the drafts the screens saved less than 30 minutes ago', () => {
    localStorage.setItem('reservapendiente', JSON.stringify({ reserva, creado: minutesAgo(29) }));
    localStorage.setItem('pedidopendiente', JSON.stringify({ pedido, creado: minutesAgo(30) }));
    expect(readPendingState()).toEqual({ reservaCantidad: 4, pedidoHasItems: true, pedidoConEnvio: true });
  });

  it('ignores drafts older than 30 minutes, as every other screen does', () => {
    localStorage.setItem('reservapendiente', JSON.stringify({ reserva, creado: minutesAgo(31) }));
    localStorage.setItem('pedidopendiente', JSON.stringify({ pedido, creado: minutesAgo(30.5) }));
    expect(readPendingState()).toEqual({ reservaCantidad: 0, pedidoHasItems: false, pedidoConEnvio: false });
  });

  it('treats an order without items or for pickup as such', () => {
    localStorage.setItem(
      'pedidopendiente',
      JSON.stringify({ pedido: { ...pedido, pedidosIts: [], delivery: false }, creado: minutesAgo(1) }),
    );
    expect(readPendingState()).toMatchObject({ pedidoHasItems: false, pedidoConEnvio: false });
  });

  it('counts unreadable or foreign values as nothing in progress', () => {
    localStorage.setItem('reservapendiente', '{not json');
    localStorage.setItem('pedidopendiente', JSON.stringify(['a', 'b']));
    expect(readPendingState()).toEqual({ reservaCantidad: 0, pedidoHasItems: false, pedidoConEnvio: false });
  });
});
