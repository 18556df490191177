import { describe, expect, it } from 'vitest';
import {
  buildTickets,
  canMoveVenta,
  clampCantidadTickets,
  formatTicketCodigo,
  getAccionEvento,
  getCarteleraRango,
  getEstadoVentaInicial,
  getEstadoVentaLabel,
  getFormaPagoTicketDefault,
  getImporteTotalVenta,
  isEventoConTickets,
  isVentaActiva,
  isVentaOcupaLugar,
  listFormasPagoTicket,
  normalizeTicketCodigo,
  parseVentaPendiente,
  serializeVentaPendiente,
  showsTitularesVenta,
  TICKET_CODIGO_PATTERN,
  toTransferenciaLink,
  type VentaPendiente,
  showsEntradasVenta,
} from '../src/eventos/tickets.ts';

describe('payment methods', () => {
  it('defaults to transfer when offered, else online, else -1', () => {
    expect(getFormaPagoTicketDefault({ pTransferencia: true, pMercadoPago: true, mp_Online: true })).toBe(5);
    expect(getFormaPagoTicketDefault({ pTransferencia: false, pMercadoPago: false, mp_Online: true })).toBe(3);
    expect(getFormaPagoTicketDefault({ pTransferencia: false, pMercadoPago: true, mp_Online: false })).toBe(3);
    expect(getFormaPagoTicketDefault({ pTransferencia: false, pMercadoPago: false, mp_Online: false })).toBe(-1);
    expect(listFormasPagoTicket({ pTransferencia: true, pMercadoPago: false, mp_Online: true })).toEqual([5, 3]);
  });

  it('links the transfer receipt to the merchant by WhatsApp with the 549 prefix', () => {
    expect(toTransferenciaLink('249 4000111')).toBe('https://wa.me/5492494000111');
    expect(toTransferenciaLink('0249 15 4000111', 'Compra #3')).toBe('https://wa.me/5492494000111?text=Compra%20%233');
    expect(toTransferenciaLink('')).toBeNull();
  });
});

describe('purchase estados', () => {
  it('labels every estado, 5 is Pendiente de Pago', () => {
    expect(getEstadoVentaLabel(5)).toBe('Pendiente de Pago');
    for (const estado of [0, 1, 2, 3, 4, 6]) expect(getEstadoVentaLabel(estado)).not.toBe('Desconocido');
    expect(getEstadoVentaLabel(9)).toBe('Desconocido');
  });

  it('marks 1, 2 and 0 active; cancelled sales release their places', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(isVentaActiva)).toEqual([0, 1, 2]);
    expect([0, 1, 2, 3, 4, 5, 6].filter(isVentaOcupaLugar)).toEqual([0, 1, 2, 5, 6]);
  });

  it('starts transfer sales in 0 and online ones in 5; payment moves 5 to 1', () => {
    expect(getEstadoVentaInicial(5)).toBe(0);
    expect(getEstadoVentaInicial(3)).toBe(5);
    expect(canMoveVenta(5, 1)).toBe(true);
    expect(canMoveVenta(0, 1)).toBe(true);
    expect(canMoveVenta(1, 5)).toBe(false);
    expect(canMoveVenta(4, 1)).toBe(false);
    expect(canMoveVenta(3, 0)).toBe(false);
  });

  it('shows the holders while unsaved or in estado 0 or 2', () => {
    expect(showsTitularesVenta({})).toBe(true);
    expect(showsTitularesVenta({ id: 3, estado: 0 })).toBe(true);
    expect(showsTitularesVenta({ id: 3, estado: 2 })).toBe(true);
    expect(showsTitularesVenta({ id: 3, estado: 1 })).toBe(false);
    expect(showsTitularesVenta({ id: 3, estado: 5 })).toBe(false);
  });
});

describe('events', () => {
  it('labels the action by tpEvento', () => {
    expect([0, 1, 2, 3, 4, 5, 7].map(getAccionEvento)).toEqual([
      'Reservar',
      'Reservar',
      'Comprar Entradas',
      'Comprar Entradas',
      'Inscribirse',
      'Reservar',
      'Reservar',
    ]);
    expect([0, 1, 2, 3, 4, 5].map(isEventoConTickets)).toEqual([false, false, true, true, true, false]);
  });

  it('covers today through one year ahead', () => {
    expect(getCarteleraRango('2026-11-21')).toEqual({ desde: '2026-11-21', hasta: '2027-11-21' });
    expect(getCarteleraRango('2028-02-29')).toEqual({ desde: '2028-02-29', hasta: '2029-02-28' });
  });
});

describe('tickets of a purchase', () => {
  const ana = { titular: 'Ana Gómez', telefono: '2494000000' };

  it('puts the whole quantity on one ticket for types other than 3 and 4', () => {
    expect(buildTickets(2, 3, [], ana)).toEqual([{ numero: 1, ...ana, cantidad: 3 }]);
  });

  it('gives each person a ticket for types 3 and 4, keeping typed holders', () => {
    const tickets = buildTickets(3, 3, [], ana);
    expect(tickets).toHaveLength(3);
    expect(tickets.map((t) => t.cantidad)).toEqual([1, 1, 1]);
    expect(tickets[0]).toMatchObject(ana);
    expect(tickets[1]).toMatchObject({ titular: '', telefono: '' });
    const fewer = buildTickets(4, 2, [tickets[0]!, { ...tickets[1]!, titular: 'Luis Paz' }, tickets[2]!]);
    expect(fewer.map((t) => t.titular)).toEqual(['Ana Gómez', 'Luis Paz']);
  });

  it('clamps the quantity: minimum and default 1', () => {
    expect(clampCantidadTickets(0)).toBe(1);
    expect(clampCantidadTickets(-3)).toBe(1);
    expect(clampCantidadTickets(2.7)).toBe(2);
    expect(clampCantidadTickets(1000)).toBe(50);
    expect(getImporteTotalVenta(1500.5, 3)).toBe(4501.5);
  });

  it('keeps the purchase draft for 30 minutes', () => {
    const venta = { eventoId: 1, tickets: [] } as unknown as VentaPendiente;
    const now = new Date('2026-11-21T12:00:00Z');
    const raw = serializeVentaPendiente(venta, now);
    expect(parseVentaPendiente(raw, new Date('2026-11-21T12:29:00Z'))).toEqual(venta);
    expect(parseVentaPendiente(raw, new Date('2026-11-21T12:31:00Z'))).toBeNull();
    expect(parseVentaPendiente('{', now)).toBeNull();
    expect(parseVentaPendiente(null, now)).toBeNull();
  });
});

describe('ticket codes', () => {
  it('makes 12-character base32 codes and reads them back as typed at the door', () => {
    const codigo = formatTicketCodigo(new Uint8Array([0, 1, 2, 31, 32, 255, 10, 11, 17, 18, 20, 29]));
    expect(codigo).toMatch(TICKET_CODIGO_PATTERN);
    expect(codigo).toBe('012Z0ZABHJMX');
    expect(normalizeTicketCodigo('o12z-0zab hjmx')).toBe(codigo);
  });
});

describe('showsEntradasVenta', () => {
  it('shows the tickets once the business has the money (1 confirmed, 2 processing)', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(showsEntradasVenta)).toEqual([1, 2]);
  });
});
