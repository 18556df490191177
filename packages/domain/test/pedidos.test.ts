import { describe, expect, it } from 'vitest';
import {
  canAnularPedido,
  canMovePedido,
  canPagarPedido,
  describeEstadoPedido,
  getEstadoPedidoTexto,
  describeForbiddenPedidoMove,
  ESTADOS_PEDIDO,
  formatObservacionCancelado,
  getDemoraPedido,
  getEstadoInicial,
  getEstadoPedidoLabel,
  getMotivoCancelacionPedido,
  getRutaTrasCrear,
  getTextoEntrega,
  isPedidoActivo,
  isPedidoEnCurso,
  listFormasPago,
} from '../src/pedidos/pedidos.ts';

describe('estados', () => {
  it('labels every estado', () => {
    expect(ESTADOS_PEDIDO.map(getEstadoPedidoLabel)).toEqual([
      'Pedido Realizado',
      'En Preparación',
      'Entregado',
      'Cancelado',
      'Rechazado',
      'Pendiente de Pago',
    ]);
    expect(getEstadoPedidoLabel(9)).toBe('Desconocido');
  });

  it('annuls only in 0 or 5 and pays only in 5', () => {
    expect(ESTADOS_PEDIDO.filter(canAnularPedido)).toEqual([0, 5]);
    expect(ESTADOS_PEDIDO.filter(canPagarPedido)).toEqual([5]);
  });

  it('counts placed, in preparation and pending payment as active', () => {
    expect(ESTADOS_PEDIDO.filter(isPedidoActivo)).toEqual([0, 1, 5]);
  });

  it('moves only along the allowed edges', () => {
    const allowed = ESTADOS_PEDIDO.flatMap((from) =>
      ESTADOS_PEDIDO.filter((to) => canMovePedido(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['0→1', '0→3', '0→4', '1→2', '1→3', '5→0', '5→3']);
  });

  it('explains a forbidden move with both labels', () => {
    expect(describeForbiddenPedidoMove(2, 1)).toBe("No se puede pasar un pedido de 'Entregado' a 'En Preparación'");
  });

  it('starts online-paid orders pending payment and sends them to pay', () => {
    expect(getEstadoInicial(3)).toBe(5);
    expect([0, 1, 2].map(getEstadoInicial)).toEqual([0, 0, 0]);
    expect(getRutaTrasCrear({ pedidoId: 7, formaPagoId: 3 })).toBe('/pago/7');
    expect(getRutaTrasCrear({ pedidoId: 7, formaPagoId: 0 })).toBe('/mis-pedidos');
  });
});

describe('listFormasPago', () => {
  const none = { pTarjetaDomicilio: false, pMercadoPago: false, mp_Online: false, pTransferencia: false };
  it('always offers cash and adds the methods the business enables', () => {
    expect(listFormasPago(none)).toEqual([0]);
    expect(listFormasPago({ ...none, pTarjetaDomicilio: true })).toEqual([0, 1]);
    expect(listFormasPago({ ...none, pTransferencia: true })).toEqual([0, 2]);
    expect(listFormasPago({ ...none, mp_Online: true })).toEqual([0, 3]);
    expect(
      listFormasPago({ pTarjetaDomicilio: true, pMercadoPago: true, mp_Online: true, pTransferencia: true }),
    ).toEqual([0, 1, 2, 3]);
  });
});

describe('getDemoraPedido', () => {
  const base = {
    estadoId: 1,
    fechaHora: '2026-11-21T21:00:00-03:00',
    horaEstimada: '2026-11-21T21:40:00-03:00',
    horaEntregado: null,
    demora: 30,
    delivery: true,
  };
  const at = (iso: string) => new Date(iso);

  it('is the minutes between the estimated time and now', () => {
    expect(getDemoraPedido(base, false, at('2026-11-21T21:10:00-03:00'))).toBe(30);
    expect(getDemoraPedido(base, false, at('2026-11-21T21:29:30-03:00'))).toBe(11);
  });

  it('never shows less than 3 minutes, even when the time has passed', () => {
    expect(getDemoraPedido(base, false, at('2026-11-21T21:38:00-03:00'))).toBe(3);
    expect(getDemoraPedido(base, false, at('2026-11-21T22:30:00-03:00'))).toBe(3);
  });

  it('uses the order time plus the merchant delay before the order is accepted', () => {
    const placed = { ...base, estadoId: 0, horaEstimada: null };
    expect(getDemoraPedido(placed, false, at('2026-11-21T21:05:00-03:00'))).toBe(25);
  });

  it('is shown only below estado 2 and when the merchant does not hide it', () => {
    expect(getDemoraPedido(base, true, at('2026-11-21T21:10:00-03:00'))).toBeNull();
    for (const estadoId of [2, 3, 4, 5]) {
      expect(getDemoraPedido({ ...base, estadoId }, false, at('2026-11-21T21:10:00-03:00'))).toBeNull();
    }
  });

  it('does not depend on the process time zone (instants with offsets)', () => {
    const utc = { ...base, horaEstimada: '2026-11-22T00:40:00Z' };
    expect(getDemoraPedido(utc, false, at('2026-11-21T21:10:00-03:00'))).toBe(30);
  });
});

describe('the delivery window (getEstadoPedidoTexto, getTextoEntrega)', () => {
  const HORA_ENTREGADO = '2026-11-21T22:00:00-03:00';
  const pickup = { estadoId: 2, horaEntregado: HORA_ENTREGADO, horaCompletado: null, delivery: false };
  const at = (iso: string) => new Date(iso);

  it.each([
    ['at the delivery time', pickup, '2026-11-21T22:00:00-03:00', 'Listo para Retirar!'],
    ['19:59 after', pickup, '2026-11-21T22:19:59-03:00', 'Listo para Retirar!'],
    ['19:59.999 after', pickup, '2026-11-21T22:19:59.999-03:00', 'Listo para Retirar!'],
    ['exactly 20:00 after', pickup, '2026-11-21T22:20:00-03:00', 'Entregado'],
    ['an hour after', pickup, '2026-11-21T23:00:00-03:00', 'Entregado'],
    // The server set the delivery time by its own clock: only a judge a little behind it sees it ahead.
    ['a minute before the delivery time', pickup, '2026-11-21T21:59:00-03:00', 'Listo para Retirar!'],
    ['a delivery, 10 minutes after', { ...pickup, delivery: true }, '2026-11-21T22:10:00-03:00', 'En Camino...'],
    ['a delivery, 20 minutes after', { ...pickup, delivery: true }, '2026-11-21T22:20:00-03:00', 'Entregado'],
    [
      'handed over within the window',
      { ...pickup, horaCompletado: '2026-11-21T22:05:00-03:00' },
      '2026-11-21T22:06:00-03:00',
      'Entregado',
    ],
    [
      'a delivery handed over within the window',
      { ...pickup, delivery: true, horaCompletado: new Date('2026-11-21T22:05:00-03:00') },
      '2026-11-21T22:06:00-03:00',
      'Entregado',
    ],
    ['without a delivery time', { ...pickup, horaEntregado: null }, '2026-11-21T22:05:00-03:00', 'Entregado'],
    [
      'with an unreadable delivery time',
      { ...pickup, horaEntregado: 'ayer' },
      '2026-11-21T22:05:00-03:00',
      'Entregado',
    ],
    [
      'with the delivery time as the API holds it (a Date)',
      { ...pickup, horaEntregado: new Date(HORA_ENTREGADO) },
      '2026-11-21T22:19:59-03:00',
      'Listo para Retirar!',
    ],
    [
      'in UTC, judged in another offset',
      { ...pickup, horaEntregado: '2026-11-22T01:00:00Z' },
      '2026-11-21T22:19:00-03:00',
      'Listo para Retirar!',
    ],
  ])('reads a ready order %s as %s', (_case, pedido, now, texto) => {
    expect(getEstadoPedidoTexto(pedido, at(now))).toBe(texto);
    expect(getTextoEntrega(pedido, at(now))).toBe(texto === 'Entregado' ? null : texto);
  });

  it('gives the other estados their label, within the window too', () => {
    const now = at('2026-11-21T22:05:00-03:00');
    expect([0, 1, 3, 4, 5].map((estadoId) => getEstadoPedidoTexto({ ...pickup, estadoId }, now))).toEqual([
      'Pedido Realizado',
      'En Preparación',
      'Cancelado',
      'Rechazado',
      'Pendiente de Pago',
    ]);
    expect([0, 1, 3, 4, 5].map((estadoId) => getTextoEntrega({ ...pickup, estadoId }, now))).toEqual(
      Array(5).fill(null),
    );
  });
});

describe('isPedidoEnCurso', () => {
  it('keeps a delivered order in progress during its 20 minutes, handed over or not', () => {
    const entregado = { estadoId: 2, horaEntregado: '2026-11-21T22:00:00-03:00', delivery: false };
    expect(isPedidoEnCurso(entregado, new Date('2026-11-21T22:19:00-03:00'))).toBe(true);
    expect(isPedidoEnCurso(entregado, new Date('2026-11-21T22:20:00-03:00'))).toBe(false);
    const at = new Date('2026-11-21T22:00:00-03:00');
    expect([0, 1, 3, 4, 5].filter((estadoId) => isPedidoEnCurso({ ...entregado, estadoId }, at))).toEqual([0, 1, 5]);
  });
});

describe('cancellation reason', () => {
  it('is the text between "Cancelado:" and "]"', () => {
    expect(getMotivoCancelacionPedido('Cancelado: sin stock de carne]')).toBe('sin stock de carne');
    expect(getMotivoCancelacionPedido('Sin cebolla [Cancelado:por lluvia] gracias')).toBe('por lluvia');
    expect(getMotivoCancelacionPedido('Cancelado: por el cliente]')).toBe('por el cliente');
  });

  it('is null without the mark or with an empty reason', () => {
    expect(getMotivoCancelacionPedido('Sin cebolla')).toBeNull();
    expect(getMotivoCancelacionPedido('Cancelado: sin cierre')).toBeNull();
    expect(getMotivoCancelacionPedido('Cancelado: ]')).toBeNull();
    expect(getMotivoCancelacionPedido(null)).toBeNull();
  });

  it('writes the observation so the reason reads back (a "]" in it cannot end it early)', () => {
    expect(formatObservacionCancelado('se quemó el horno')).toBe('Cancelado: se quemó el horno]');
    expect(getMotivoCancelacionPedido(formatObservacionCancelado('falta [x] producto'))).toBe('falta [x) producto');
  });

  it('describes a card with the reason, the rejection note or the delivery text', () => {
    const card = { horaEntregado: null, horaCompletado: null, delivery: true, observacion: null };
    const now = new Date('2026-11-21T22:10:00-03:00');
    expect(describeEstadoPedido({ ...card, estadoId: 3, observacion: 'Cancelado: por el cliente]' }, now)).toBe(
      'Cancelado: por el cliente',
    );
    expect(describeEstadoPedido({ ...card, estadoId: 4, observacion: 'Sin repartidores' }, now)).toBe(
      'Rechazado: Sin repartidores',
    );
    const entregado = { ...card, estadoId: 2, horaEntregado: '2026-11-21T22:00:00-03:00' };
    expect(describeEstadoPedido(entregado, now)).toBe('En Camino...');
    expect(describeEstadoPedido(entregado, new Date('2026-11-21T22:20:00-03:00'))).toBe('Entregado');
    expect(describeEstadoPedido({ ...card, estadoId: 0 }, now)).toBe('Pedido Realizado');
  });
});
