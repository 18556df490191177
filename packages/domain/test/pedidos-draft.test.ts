import { describe, expect, it } from 'vitest';
import {
  isPedidoDeOtroComercio,
  type PedidoPendiente,
  parsePedidoPendiente,
  serializePedidoPendiente,
} from '../src/pedidos/draft.ts';

describe('pending order', () => {
  const pedido: PedidoPendiente = {
    configRestoId: 1,
    carpeta: 'la-farola',
    cartaId: 1,
    enLocal: false,
    mesa: null,
    pedidosIts: [{ platoId: 3, plato: 'Provoleta', cantidad: 1, precio: 8500, opciones: [] }],
    delivery: true,
    domicilio: 'Av. España 555',
    formaPagoId: 0,
    pagaCon: null,
    observacion: '',
  };
  const created = new Date('2026-11-21T21:00:00Z');
  const raw = serializePedidoPendiente(pedido, created);

  it('is kept for 30 minutes', () => {
    expect(parsePedidoPendiente(raw, new Date('2026-11-21T21:30:00Z'))).toEqual(pedido);
    expect(parsePedidoPendiente(raw, new Date('2026-11-21T21:30:01Z'))).toBeNull();
  });

  it('is discarded when unreadable or from the future', () => {
    expect(parsePedidoPendiente('{', created)).toBeNull();
    expect(parsePedidoPendiente('{"pedido":{}}', created)).toBeNull();
    expect(parsePedidoPendiente(null, created)).toBeNull();
    expect(parsePedidoPendiente(raw, new Date('2026-11-21T20:59:00Z'))).toBeNull();
  });

  it('is kept when dated a few seconds ahead: the estimate of the server clock it was dated by has moved', () => {
    expect(parsePedidoPendiente(raw, new Date('2026-11-21T20:59:50Z'))).toEqual(pedido);
    expect(parsePedidoPendiente(raw, new Date('2026-11-21T20:59:29Z'))).toBeNull();
  });

  it('belongs to another merchant only when it has items of another carpeta', () => {
    expect(isPedidoDeOtroComercio(pedido, 'burger-club')).toBe(true);
    expect(isPedidoDeOtroComercio(pedido, 'La-Farola')).toBe(false);
    expect(isPedidoDeOtroComercio({ ...pedido, pedidosIts: [] }, 'burger-club')).toBe(false);
    expect(isPedidoDeOtroComercio(null, 'burger-club')).toBe(false);
  });
});
