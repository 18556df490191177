import { describe, expect, it } from 'vitest';
import {
  findMesaError,
  MESA_MAX,
  MESA_MIN,
  MSG_MESA_INVALIDA,
  MSG_MESA_REQUERIDA,
  parseMesa,
} from '../src/pedidos/validation.ts';
import { nuevoPedidoComercioSchema } from '../src/pedidos/back-office-schemas.ts';
import { pedirRequestSchema } from '../src/pedidos/schemas.ts';

describe('parseMesa', () => {
  it('reads an integer table from 1 to 9999, typed or from a link', () => {
    expect(parseMesa('12')).toBe(12);
    expect(parseMesa(' 7 ')).toBe(7);
    expect(parseMesa('007')).toBe(7);
    expect(parseMesa(MESA_MIN)).toBe(1);
    expect(parseMesa(MESA_MAX)).toBe(9999);
  });

  it('answers null for anything else', () => {
    for (const raw of [
      '',
      '  ',
      '0',
      '10000',
      '-3',
      '12.5',
      '1e3',
      'doce',
      '12a',
      null,
      undefined,
      0,
      10000,
      2.5,
      NaN,
    ]) {
      expect(parseMesa(raw), String(raw)).toBeNull();
    }
  });
});

describe('findMesaError', () => {
  it('asks an in-venue order for its table', () => {
    expect(findMesaError({ enLocal: true, mesa: null })).toBe(MSG_MESA_REQUERIDA);
    expect(findMesaError({ enLocal: true, mesa: undefined })).toBe(MSG_MESA_REQUERIDA);
    expect(findMesaError({ enLocal: true, mesa: '  ' })).toBe(MSG_MESA_REQUERIDA);
    expect(MSG_MESA_REQUERIDA).toBe('Indicá el número de mesa');
  });

  it('refuses a table that is not an integer from 1 to 9999, in the venue or not', () => {
    for (const mesa of ['0', '10000', '-1', '3.5', 'x', 0, 10000, 3.5]) {
      expect(findMesaError({ enLocal: true, mesa }), String(mesa)).toBe(MSG_MESA_INVALIDA);
      expect(findMesaError({ enLocal: false, mesa }), String(mesa)).toBe(MSG_MESA_INVALIDA);
    }
    expect(MSG_MESA_INVALIDA).toBe('El número de mesa debe ser un número entero de 1 a 9999');
  });

  it('lets an order with a valid table go, and one not made in the venue go without a table', () => {
    expect(findMesaError({ enLocal: true, mesa: 12 })).toBeNull();
    expect(findMesaError({ enLocal: true, mesa: '12' })).toBeNull();
    expect(findMesaError({ enLocal: true, mesa: 9999 })).toBeNull();
    expect(findMesaError({ enLocal: false, mesa: null })).toBeNull();
    expect(findMesaError({ enLocal: false, mesa: '' })).toBeNull();
  });
});

describe('the order schemas apply the same rule', () => {
  const pedido = { configRestoId: 1, pedidosIts: [{ platoId: 1, cantidad: 1 }], formaPagoId: 0, delivery: false };
  const firstIssue = (body: unknown) => pedirRequestSchema.safeParse(body).error?.issues[0];

  it('POST pedidos/pedir: an in-venue order without a table is refused on its mesa field', () => {
    expect(firstIssue({ ...pedido, enLocal: true })).toMatchObject({ path: ['mesa'], message: MSG_MESA_REQUERIDA });
    expect(firstIssue({ ...pedido, enLocal: true, mesa: null })).toMatchObject({
      path: ['mesa'],
      message: MSG_MESA_REQUERIDA,
    });
    for (const mesa of [0, 10000, 2.5, '12']) {
      expect(firstIssue({ ...pedido, enLocal: true, mesa }), String(mesa)).toMatchObject({
        path: ['mesa'],
        message: MSG_MESA_INVALIDA,
      });
    }
    expect(pedirRequestSchema.parse({ ...pedido, enLocal: true, mesa: 12 })).toMatchObject({ mesa: 12, enLocal: true });
    expect(pedirRequestSchema.safeParse(pedido).success).toBe(true);
  });

  it("the staff's table order asks for the table the same way", () => {
    const staff = { nombre: 'Carlos', entrega: 'mesa', pedidosIts: [{ platoId: 1, cantidad: 1 }], formaPagoId: 0 };
    expect(nuevoPedidoComercioSchema.safeParse(staff).error?.issues[0]).toMatchObject({
      path: ['mesa'],
      message: MSG_MESA_REQUERIDA,
    });
    expect(nuevoPedidoComercioSchema.safeParse({ ...staff, mesa: 0 }).error?.issues[0]?.message).toBe(
      MSG_MESA_INVALIDA,
    );
    expect(nuevoPedidoComercioSchema.parse({ ...staff, mesa: 4 }).mesa).toBe(4);
  });
});
