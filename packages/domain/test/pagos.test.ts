import { describe, expect, it } from 'vitest';
import {
  chooseAvisoPago,
  formatAdditionalInfo,
  parseAdditionalInfo,
  parsePagoRetorno,
  pedidoPagoBackRoutes,
} from '../src/pagos/pagos.ts';

describe('additionalInfo', () => {
  it('round-trips the preference and public key', () => {
    const text = formatAdditionalInfo({ preferenceId: '123-abc', publicKey: 'APP_USR-1' });
    expect(JSON.parse(text)).toEqual({ preferenceId: '123-abc', publicKey: 'APP_USR-1' });
    expect(parseAdditionalInfo(text)).toEqual({ preferenceId: '123-abc', publicKey: 'APP_USR-1' });
  });

  it('reads nothing from empty, broken or foreign texts', () => {
    for (const text of [null, undefined, '', '{', 'null', '"x"', '[]', '{"preferenceId":1,"publicKey":"k"}']) {
      expect(parseAdditionalInfo(text)).toBeNull();
    }
    expect(parseAdditionalInfo('{"preferenceId":"","publicKey":"k"}')).toBeNull();
  });
});

describe('coming back from the checkout', () => {
  it('returns to the orders list naming the order and the outcome', () => {
    expect(pedidoPagoBackRoutes(42)).toEqual({
      success: '#/mis-pedidos?pago=aprobado&pedido=42',
      failure: '#/mis-pedidos?pago=rechazado&pedido=42',
      pending: '#/mis-pedidos?pago=pendiente&pedido=42',
    });
  });

  it('reads only the outcomes it writes', () => {
    expect(parsePagoRetorno('aprobado')).toBe('aprobado');
    expect(parsePagoRetorno('rechazado')).toBe('rechazado');
    expect(parsePagoRetorno('pendiente')).toBe('pendiente');
    for (const value of [null, '', 'approved', 'APROBADO', 'toString', 'aprobado ']) {
      expect(parsePagoRetorno(value)).toBeNull();
    }
  });

  it('says paid only when the server has the payment, whatever the address says', () => {
    expect(chooseAvisoPago({ pagado: true, estadoId: 0 }, 'rechazado')).toBe('aprobado');
    expect(chooseAvisoPago({ pagado: true, estadoId: 2 }, 'aprobado')).toBe('aprobado');
    expect(chooseAvisoPago({ pagado: false, estadoId: 5 }, 'aprobado')).toBe('confirmando');
    expect(chooseAvisoPago({ pagado: false, estadoId: 5 }, 'pendiente')).toBe('confirmando');
  });

  it('offers to pay again only while the order still waits for its payment', () => {
    expect(chooseAvisoPago({ pagado: false, estadoId: 5 }, 'rechazado')).toBe('rechazado');
    for (const estadoId of [0, 1, 2, 3, 4]) {
      expect(chooseAvisoPago({ pagado: false, estadoId }, 'rechazado')).toBeNull();
      expect(chooseAvisoPago({ pagado: false, estadoId }, 'aprobado')).toBeNull();
    }
  });
});
