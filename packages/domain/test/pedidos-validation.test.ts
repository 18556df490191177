import { describe, expect, it } from 'vitest';
import {
  findEntregaError,
  findFormaPagoError,
  findPedidoConfirmError,
  MSG_DOMICILIO_REQUERIDO,
  MSG_EN_LOCAL_SIN_ENVIO,
  MSG_FORMA_PAGO_NO_OFRECIDA,
  normalizeDomicilio,
  normalizePagaCon,
} from '../src/pedidos/validation.ts';

const comercio = { soloTakeAway: false };
const takeAway = { soloTakeAway: true };
const message = (draft: Parameters<typeof findPedidoConfirmError>[0], c = comercio) =>
  findPedidoConfirmError(draft, c)?.message ?? null;

describe('findPedidoConfirmError (spec 02 §5, in order)', () => {
  it('refuses pagaCon above 9999', () => {
    expect(message({ pagaCon: 10000, total: 9500, delivery: false })).toBe('El importe con el que abona es muy grande');
    expect(message({ pagaCon: 9999, total: 9500, delivery: false })).toBeNull();
  });

  it('refuses pagaCon above total + 1100', () => {
    expect(message({ pagaCon: 2101, total: 1000, delivery: false })).toBe(
      'El importe con que abonás es mucho mayor al del total del pedido',
    );
    expect(message({ pagaCon: 2100, total: 1000, delivery: false })).toBeNull();
  });

  it('refuses delivery from a takeaway-only merchant', () => {
    expect(message({ pagaCon: null, total: 1000, delivery: true }, takeAway)).toBe(
      'Este comercio solo acepta retiro en local (TakeAway)',
    );
    expect(message({ pagaCon: null, total: 1000, delivery: false }, takeAway)).toBeNull();
  });

  it('refuses pagaCon above 0 and below the total', () => {
    expect(message({ pagaCon: 500, total: 1000, delivery: false })).toBe(
      'El importe con el que abonás en menor al total del pedido',
    );
    expect(message({ pagaCon: 1000, total: 1000, delivery: false })).toBeNull();
  });

  it('takes pagaCon 0 or null as exact payment', () => {
    expect(message({ pagaCon: 0, total: 1000, delivery: false })).toBeNull();
    expect(message({ pagaCon: null, total: 1000, delivery: false })).toBeNull();
  });

  it('answers the first failing check in the spec order', () => {
    // Too large and far above the total: the first rule wins.
    expect(findPedidoConfirmError({ pagaCon: 20000, total: 100, delivery: true }, takeAway)?.code).toBe(
      'paga-con-muy-grande',
    );
    expect(findPedidoConfirmError({ pagaCon: 3000, total: 100, delivery: true }, takeAway)?.code).toBe(
      'paga-con-muy-mayor',
    );
    // Takeaway comes before "below the total".
    expect(findPedidoConfirmError({ pagaCon: 50, total: 100, delivery: true }, takeAway)?.code).toBe('solo-take-away');
    expect(findPedidoConfirmError({ pagaCon: 50, total: 100, delivery: false }, takeAway)?.code).toBe('paga-con-menor');
  });
});

describe('normalizations', () => {
  it('sends pagaCon 0 as null', () => {
    expect(normalizePagaCon(0)).toBeNull();
    expect(normalizePagaCon(undefined)).toBeNull();
    expect(normalizePagaCon(1500)).toBe(1500);
  });

  it('sends domicilio null for non-delivery orders', () => {
    expect(normalizeDomicilio(false, 'Av. España 555')).toBeNull();
    expect(normalizeDomicilio(true, '  Av. España 555 ')).toBe('Av. España 555');
    expect(normalizeDomicilio(true, '   ')).toBeNull();
  });
});

describe('API-side checks', () => {
  it('needs an address for delivery and no delivery for in-venue orders', () => {
    expect(findEntregaError({ delivery: true, domicilio: ' ', enLocal: false })).toBe(MSG_DOMICILIO_REQUERIDO);
    expect(findEntregaError({ delivery: true, domicilio: 'Maipú 802', enLocal: true })).toBe(MSG_EN_LOCAL_SIN_ENVIO);
    expect(findEntregaError({ delivery: false, domicilio: null, enLocal: true })).toBeNull();
    expect(findEntregaError({ delivery: true, domicilio: 'Maipú 802', enLocal: false })).toBeNull();
  });

  it('accepts only the payment methods the business offers', () => {
    const flags = { pTarjetaDomicilio: true, pMercadoPago: false, mp_Online: false, pTransferencia: false };
    expect(findFormaPagoError(flags, 0)).toBeNull();
    expect(findFormaPagoError(flags, 1)).toBeNull();
    expect(findFormaPagoError(flags, 2)).toBe(MSG_FORMA_PAGO_NO_OFRECIDA);
    expect(findFormaPagoError(flags, 3)).toBe(MSG_FORMA_PAGO_NO_OFRECIDA);
  });
});
