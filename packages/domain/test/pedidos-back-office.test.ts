import { describe, expect, it } from 'vitest';
import {
  computeVuelto,
  findEntregadoError,
  findListoError,
  getDayBounds,
  getGrupoCola,
  getMinutosTranscurridos,
  getTipoEntrega,
  summarizePedidosDelDia,
} from '../src/pedidos/back-office.ts';
import { nuevoPedidoComercioSchema, resumenPedidosQuerySchema } from '../src/pedidos/back-office-schemas.ts';

describe('ready and delivered', () => {
  it('marks ready only an order in preparation', () => {
    expect(findListoError({ estadoId: 1, horaCompletado: null })).toBeNull();
    expect(findListoError({ estadoId: 2, horaCompletado: null })).toBe('El pedido ya está listo');
    expect(findListoError({ estadoId: 2, horaCompletado: '2026-11-21T21:00:00-03:00' })).toBe(
      'El pedido ya fue entregado',
    );
    expect(findListoError({ estadoId: 0, horaCompletado: null })).toBe(
      "No se puede pasar un pedido de 'Pedido Realizado' a 'Entregado'",
    );
    expect(findListoError({ estadoId: 3, horaCompletado: null })).toBe(
      "No se puede pasar un pedido de 'Cancelado' a 'Entregado'",
    );
  });

  it('delivers an order in preparation or a ready one, once', () => {
    expect(findEntregadoError({ estadoId: 1, horaCompletado: null })).toBeNull();
    expect(findEntregadoError({ estadoId: 2, horaCompletado: null })).toBeNull();
    expect(findEntregadoError({ estadoId: 2, horaCompletado: new Date() })).toBe('El pedido ya fue entregado');
    expect(findEntregadoError({ estadoId: 5, horaCompletado: null })).toBe(
      "No se puede pasar un pedido de 'Pendiente de Pago' a 'Entregado'",
    );
  });
});

describe('the queue groups', () => {
  const now = new Date('2026-11-25T12:30:00-03:00');
  const inicio = new Date('2026-11-25T00:00:00-03:00');
  const at = (iso: string) => new Date(iso);

  it('puts each order in its group', () => {
    expect(getGrupoCola({ estadoId: 0, horaEntregado: null, horaCompletado: null }, now, inicio)).toBe('nuevos');
    expect(getGrupoCola({ estadoId: 1, horaEntregado: null, horaCompletado: null }, now, inicio)).toBe('enPreparacion');
    const ready = { estadoId: 2, horaEntregado: at('2026-11-24T12:31:00-03:00'), horaCompletado: null };
    expect(getGrupoCola(ready, now, inicio)).toBe('listos');
    expect(getGrupoCola({ ...ready, horaEntregado: at('2026-11-24T12:30:00-03:00') }, now, inicio)).toBeNull();
    const delivered = { ...ready, horaCompletado: at('2026-11-25T00:00:00-03:00') };
    expect(getGrupoCola(delivered, now, inicio)).toBe('entregadosHoy');
    expect(getGrupoCola({ ...delivered, horaCompletado: at('2026-11-24T23:59:59-03:00') }, now, inicio)).toBeNull();
    for (const estadoId of [3, 4, 5]) {
      expect(getGrupoCola({ estadoId, horaEntregado: null, horaCompletado: null }, now, inicio)).toBeNull();
    }
  });
});

describe('order helpers', () => {
  it('tells the delivery type', () => {
    expect(getTipoEntrega({ delivery: true, enLocal: false, mesa: null })).toBe('delivery');
    expect(getTipoEntrega({ delivery: false, enLocal: true, mesa: 4 })).toBe('mesa');
    expect(getTipoEntrega({ delivery: false, enLocal: false, mesa: null })).toBe('retiro');
  });

  it('computes the change only when paying with more than the total', () => {
    expect(computeVuelto(5000, 4800)).toBe(200);
    expect(computeVuelto(4800, 4800)).toBeNull();
    expect(computeVuelto(null, 4800)).toBeNull();
    expect(computeVuelto(100.3, 100.1)).toBe(0.2);
  });

  it('counts whole elapsed minutes, never negative', () => {
    const now = new Date('2026-11-21T21:10:30-03:00');
    expect(getMinutosTranscurridos('2026-11-21T21:00:00-03:00', now)).toBe(10);
    expect(getMinutosTranscurridos('2026-11-21T21:20:00-03:00', now)).toBe(0);
    expect(getMinutosTranscurridos('luego', now)).toBe(0);
  });
});

describe("the day's totals", () => {
  it("bounds a day in the merchant's zone, with 23-hour days when clocks change", () => {
    const ba = getDayBounds('2026-11-30', 'America/Argentina/Buenos_Aires');
    expect(ba.desde.toISOString()).toBe('2026-11-30T03:00:00.000Z');
    expect(ba.hasta.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    const madrid = getDayBounds('2026-03-29', 'Europe/Madrid');
    expect(madrid.desde.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(madrid.hasta.getTime() - madrid.desde.getTime()).toBe(23 * 3_600_000);
  });

  it('sums by estado, by payment method (sales only), delivered and the average ticket', () => {
    const totals = summarizePedidosDelDia([
      { estadoId: 2, formaPagoId: 0, cantidad: 2, importe: 1_000_050 },
      { estadoId: 1, formaPagoId: 1, cantidad: 1, importe: 300_000 },
      { estadoId: 3, formaPagoId: 0, cantidad: 4, importe: 999_900 },
      { estadoId: 5, formaPagoId: 3, cantidad: 1, importe: 50_000 },
    ]);
    expect(totals.pedidos).toBe(8);
    expect(totals.ventas).toEqual({ cantidad: 3, importe: 13000.5 });
    expect(totals.entregados).toEqual({ cantidad: 2, importe: 10000.5 });
    expect(totals.ticketPromedio).toBe(4333.5);
    expect(totals.porEstado.map((e) => [e.estadoId, e.cantidad, e.importe])).toEqual([
      [0, 0, 0],
      [1, 1, 3000],
      [2, 2, 10000.5],
      [3, 4, 9999],
      [4, 0, 0],
      [5, 1, 500],
    ]);
    expect(totals.porFormaPago).toEqual([
      { formaPagoId: 0, cantidad: 2, importe: 10000.5 },
      { formaPagoId: 1, cantidad: 1, importe: 3000 },
      { formaPagoId: 2, cantidad: 0, importe: 0 },
      { formaPagoId: 3, cantidad: 0, importe: 0 },
    ]);
    expect(summarizePedidosDelDia([]).ticketPromedio).toBe(0);
  });
});

describe('schemas', () => {
  const valid = {
    nombre: ' Carlos ',
    entrega: 'retiro',
    pedidosIts: [{ platoId: 1, cantidad: 1 }],
    formaPagoId: 0,
  };

  it('trims the name and normalizes an optional phone', () => {
    expect(nuevoPedidoComercioSchema.parse(valid)).toMatchObject({ nombre: 'Carlos' });
    expect(nuevoPedidoComercioSchema.parse({ ...valid, telefono: '' }).telefono).toBeNull();
    expect(nuevoPedidoComercioSchema.parse({ ...valid, telefono: '+54 9 249 4123456' }).telefono).toBe('2494123456');
  });

  it('needs a table for in-venue orders and refuses online payment', () => {
    const mesa = nuevoPedidoComercioSchema.safeParse({ ...valid, entrega: 'mesa' });
    expect(mesa.success).toBe(false);
    expect(mesa.error?.issues[0]).toMatchObject({ path: ['mesa'], message: 'Indicá el número de mesa' });
    const online = nuevoPedidoComercioSchema.safeParse({ ...valid, formaPagoId: 3 });
    expect(online.error?.issues[0]?.message).toBe(
      'El pago online no está disponible para pedidos cargados por el comercio',
    );
  });

  it('reads the date of the totals', () => {
    expect(resumenPedidosQuerySchema.parse({ fecha: '2026-11-30' })).toEqual({ fecha: '2026-11-30' });
    expect(resumenPedidosQuerySchema.parse({ fecha: '' })).toEqual({});
    expect(resumenPedidosQuerySchema.safeParse({ fecha: '2026-13-01' }).success).toBe(false);
  });
});
