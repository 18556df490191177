import type { PedidoPendiente } from '@vidriera/domain/pedidos';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearPedidoPendiente,
  getCartaPath,
  readPedidoPendiente,
  savePedidoPendiente,
  usePedidoPendiente,
} from '../../src/api/pedido-pendiente.ts';
import { clearSession } from '../../src/api/session.ts';
import { useTestRoot } from '../helpers/test-root.tsx';

const SAVED_AT = new Date('2026-03-10T15:00:00.000Z');
const MINUTE = 60_000;
const after = (ms: number) => new Date(SAVED_AT.getTime() + ms);

const pedido: PedidoPendiente = {
  configRestoId: 7,
  carpeta: 'pizzeria',
  cartaId: 1,
  enLocal: false,
  mesa: null,
  pedidosIts: [{ platoId: 10, plato: 'Muzza', cantidad: 2, precio: 5000, opciones: [] }],
  delivery: false,
  domicilio: null,
  formaPagoId: 1,
  pagaCon: null,
  observacion: '',
};

function Items() {
  const draft = usePedidoPendiente();
  return <p>{draft ? draft.pedidosIts.length : 'none'}</p>;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(SAVED_AT);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('order draft (pedidopendiente)', () => {
  it('reads back what was saved under the spec key', () => {
    savePedidoPendiente(pedido);
    expect(localStorage.getItem('pedidopendiente')).not.toBeNull();
    expect(readPedidoPendiente()).toEqual(pedido);
  });

  it('expires 30 minutes after the last change', () => {
    savePedidoPendiente(pedido, SAVED_AT);
    expect(readPedidoPendiente(after(30 * MINUTE))).toEqual(pedido);
    expect(readPedidoPendiente(after(30 * MINUTE + 1))).toBeNull();
    savePedidoPendiente(pedido, after(29 * MINUTE));
    expect(readPedidoPendiente(after(50 * MINUTE))).toEqual(pedido);
  });

  it('reads as none when unreadable or of another shape', () => {
    localStorage.setItem('pedidopendiente', 'nope');
    expect(readPedidoPendiente()).toBeNull();
    localStorage.setItem('pedidopendiente', JSON.stringify({ pedido: { carpeta: 'x' }, creado: SAVED_AT }));
    expect(readPedidoPendiente()).toBeNull();
  });

  it('is removed by clearPedidoPendiente and by logout', () => {
    savePedidoPendiente(pedido);
    clearPedidoPendiente();
    expect(readPedidoPendiente()).toBeNull();
    savePedidoPendiente(pedido);
    clearSession();
    expect(readPedidoPendiente()).toBeNull();
  });
});

describe('getCartaPath', () => {
  it('goes back to the menu the draft came from', () => {
    expect(getCartaPath({ carpeta: 'la pizzeria', enLocal: false, mesa: null })).toBe('/carta/la%20pizzeria');
    expect(getCartaPath({ carpeta: 'pizzeria', enLocal: true, mesa: 4 })).toBe('/carta2/pizzeria?mesa=4');
    expect(getCartaPath({ carpeta: 'pizzeria', enLocal: true, mesa: null })).toBe('/carta2/pizzeria');
  });
});

describe('usePedidoPendiente', () => {
  const view = useTestRoot();

  it('re-renders when the draft is saved or cleared', async () => {
    await view.render(<Items />);
    expect(view.container.textContent).toBe('none');
    await act(async () => savePedidoPendiente(pedido));
    expect(view.container.textContent).toBe('1');
    await act(async () => clearPedidoPendiente());
    expect(view.container.textContent).toBe('none');
  });

  it('shows an expired draft as none on the next render', async () => {
    savePedidoPendiente(pedido);
    await view.render(<Items />);
    expect(view.container.textContent).toBe('1');
    vi.setSystemTime(after(31 * MINUTE));
    await view.render(<Items key="again" />);
    expect(view.container.textContent).toBe('none');
  });
});
