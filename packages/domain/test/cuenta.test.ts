import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOMICILIO,
  fillDomicilio,
  formatAuthCodeMessage,
  getCuentaTitle,
  getDomicilioLabel,
  inferOrigen,
  isAddressRequired,
  isDomicilioMissing,
  ORIGENES,
} from '../src/cuentas/cuenta.ts';

const nothingInProgress = { reservaCantidad: 0, pedidoHasItems: false, esPortalSinEntrega: false };

describe('inferOrigen', () => {
  it.each(ORIGENES)('keeps the route origen %s whatever is in progress', (origen) => {
    expect(inferOrigen({ origen, reservaCantidad: 2, pedidoHasItems: true, esPortalSinEntrega: true })).toBe(origen);
  });

  it('is reserva when the current reservation has cantidad above 0', () => {
    expect(inferOrigen({ ...nothingInProgress, reservaCantidad: 1, pedidoHasItems: true })).toBe('reserva');
  });

  it('is pedido when the current order has items on a site that delivers', () => {
    expect(inferOrigen({ ...nothingInProgress, pedidoHasItems: true })).toBe('pedido');
  });

  it('is ticket when the current order has items on a portal without delivery', () => {
    expect(inferOrigen({ ...nothingInProgress, pedidoHasItems: true, esPortalSinEntrega: true })).toBe('ticket');
  });

  it('is home when nothing is in progress', () => {
    expect(inferOrigen(nothingInProgress)).toBe('home');
    expect(inferOrigen({ ...nothingInProgress, reservaCantidad: 0, origen: null })).toBe('home');
  });

  it('infers when the route origen is not a known one', () => {
    expect(inferOrigen({ ...nothingInProgress, origen: 'cualquiera', reservaCantidad: 3 })).toBe('reserva');
  });
});

describe('isAddressRequired', () => {
  it('requires the address only for an order to be delivered on a site that delivers', () => {
    expect(isAddressRequired({ origen: 'pedido', conEnvio: true, esPortalSinEntrega: false })).toBe(true);
  });

  it('does not require it on a portal without delivery', () => {
    expect(isAddressRequired({ origen: 'pedido', conEnvio: true, esPortalSinEntrega: true })).toBe(false);
  });

  it('does not require it for a pickup order', () => {
    expect(isAddressRequired({ origen: 'pedido', conEnvio: false, esPortalSinEntrega: false })).toBe(false);
  });

  it.each(['reserva', 'ticket', 'concurso', 'home'] as const)('does not require it for %s', (origen) => {
    expect(isAddressRequired({ origen, conEnvio: true, esPortalSinEntrega: false })).toBe(false);
  });
});

describe('fillDomicilio', () => {
  it('fills an empty optional address with the default text', () => {
    expect(fillDomicilio('', false)).toBe('Completar Domicilio');
    expect(fillDomicilio('   ', false)).toBe(DEFAULT_DOMICILIO);
    expect(fillDomicilio(null, false)).toBe(DEFAULT_DOMICILIO);
  });

  it('keeps an entered address (trimmed)', () => {
    expect(fillDomicilio(' Av. España 500 ', false)).toBe('Av. España 500');
    expect(fillDomicilio('Av. España 500', true)).toBe('Av. España 500');
  });

  it('does not invent a required address', () => {
    expect(fillDomicilio('', true)).toBe('');
  });

  it('knows an address that says nothing yet', () => {
    expect(isDomicilioMissing('')).toBe(true);
    expect(isDomicilioMissing(DEFAULT_DOMICILIO)).toBe(true);
    expect(isDomicilioMissing('Pinto 400')).toBe(false);
  });
});

describe('titles and address labels by origen', () => {
  it.each([
    ['reserva', false, 'Completá tus datos para tu reserva', ''],
    ['pedido', true, 'Completá tus datos para el envío', 'Domicilio de entrega'],
    ['pedido', false, 'Completá tus datos para el pedido', 'Tu domicilio (para futuros envíos)'],
    ['ticket', false, 'Completá tus datos para tu compra', ''],
    ['home', false, 'Completá tus datos para tu compra', ''],
    ['concurso', true, 'Completá tus datos para tu compra', ''],
  ] as const)('%s (envío %s): %s / %j', (origen, conEnvio, title, label) => {
    expect(getCuentaTitle(origen, conEnvio)).toBe(title);
    expect(getDomicilioLabel(origen, conEnvio)).toBe(label);
  });
});

describe('formatAuthCodeMessage', () => {
  it('carries the code', () => {
    expect(formatAuthCodeMessage('123456')).toBe('Tu código de verificación es 123456');
  });
});
