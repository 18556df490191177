import { describe, expect, it } from 'vitest';
import { isPedidoAnulado } from '../src/pedidos/pedidos.ts';
import {
  findLugaresImpagosError,
  getPagoVenceAt,
  getProximoIntentoReintegro,
  getReintegroLabel,
  isPagoVencido,
  MAX_INTENTOS_REINTEGRO,
} from '../src/pagos/reintegros.ts';

const NOW = new Date('2026-11-21T21:00:00-03:00');
const plus = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('getProximoIntentoReintegro', () => {
  it('waits 1, 2, 4 ... minutes after each failed attempt', () => {
    expect(getProximoIntentoReintegro(1, NOW)).toEqual(plus(1));
    expect(getProximoIntentoReintegro(2, NOW)).toEqual(plus(2));
    expect(getProximoIntentoReintegro(3, NOW)).toEqual(plus(4));
    expect(getProximoIntentoReintegro(7, NOW)).toEqual(plus(64));
  });

  it(`stops after ${MAX_INTENTOS_REINTEGRO} attempts`, () => {
    expect(getProximoIntentoReintegro(MAX_INTENTOS_REINTEGRO - 1, NOW)).not.toBeNull();
    expect(getProximoIntentoReintegro(MAX_INTENTOS_REINTEGRO, NOW)).toBeNull();
    expect(getProximoIntentoReintegro(MAX_INTENTOS_REINTEGRO + 5, NOW)).toBeNull();
  });

  it('an attempt count of 0 (never tried) is due in a minute, never in the past', () => {
    expect(getProximoIntentoReintegro(0, NOW)).toEqual(plus(1));
  });
});

describe('getReintegroLabel', () => {
  it("says 'Reintegrado' only once the provider gave the money back", () => {
    expect(getReintegroLabel('hecho')).toBe('Reintegrado');
    expect(getReintegroLabel('pendiente')).toBe('Reintegro en curso');
    expect(getReintegroLabel('fallido')).toBe('Reintegro en curso');
  });
});

describe('unpaid holds', () => {
  it('end minutosEsperaPago after they start, and count as ended at that very instant', () => {
    const vence = getPagoVenceAt(NOW, 15);
    expect(vence).toEqual(plus(15));
    expect(isPagoVencido(vence, plus(14.99))).toBe(false);
    expect(isPagoVencido(vence, plus(15))).toBe(true);
    expect(isPagoVencido(null, plus(60))).toBe(false);
  });

  it('one customer holds at most max unpaid places', () => {
    expect(findLugaresImpagosError(0, 10, 10)).toBeNull();
    expect(findLugaresImpagosError(6, 4, 10)).toBeNull();
    expect(findLugaresImpagosError(6, 5, 10)).toBe(
      'Se pueden tener hasta 10 entradas esperando el pago a la vez y ya tenés 6 entradas sin pagar: pagalas o esperá a que venzan para comprar más.',
    );
    expect(findLugaresImpagosError(0, 11, 10)).toBe('Se pueden tener hasta 10 entradas esperando el pago a la vez.');
    expect(findLugaresImpagosError(1, 1, 1)).toBe(
      'Se puede tener hasta 1 entrada esperando el pago a la vez y ya tenés 1 entrada sin pagar: pagalas o esperá a que venzan para comprar más.',
    );
  });
});

describe('isPedidoAnulado', () => {
  it('is true for cancelled and rejected orders only', () => {
    expect([0, 1, 2, 3, 4, 5].filter(isPedidoAnulado)).toEqual([3, 4]);
  });
});
