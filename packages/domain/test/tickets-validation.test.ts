import { describe, expect, it } from 'vitest';
import {
  findCompraError,
  isFormaPagoPermitidaParaVariante,
  isRepartoTicketsValido,
  isVarianteValida,
  isVentaValida,
  keepDigits,
  MSG_COMPLETA_DATOS,
  MSG_NOMBRE_DOS_PALABRAS,
  MSG_NOMBRE_REQUERIDO,
  MSG_SELECCIONE_FORMA_PAGO,
  MSG_TELEFONO_DIGITOS,
  MSG_TELEFONO_REQUERIDO,
  MSG_VARIANTE_VENCIDA,
  MSG_VERIFIQUE_DATOS,
  validateNombreApellido,
  validateTelefonoTicket,
  validateTicketTitular,
} from '../src/eventos/tickets-validation.ts';

const BA = 'America/Argentina/Buenos_Aires';

describe('validateNombreApellido', () => {
  it('accepts two or more words with Spanish accents, apostrophes and hyphens inside words', () => {
    for (const nombre of ['José María', "Juan O'Brien", 'Ana-Laura Pérez', 'Ñandú Güemes', '  María   de la Peña ']) {
      expect(validateNombreApellido(nombre), nombre).toBeNull();
    }
  });

  it('asks for the name when empty', () => {
    expect(validateNombreApellido('')).toBe(MSG_NOMBRE_REQUERIDO);
    expect(validateNombreApellido('   ')).toBe(MSG_NOMBRE_REQUERIDO);
    expect(validateNombreApellido(null)).toBe(MSG_NOMBRE_REQUERIDO);
  });

  it('asks for two words: a single word, digits, or punctuation at the edge of a word', () => {
    for (const nombre of [
      'José',
      "O'Brien",
      'Ana-Laura',
      'Juan 2',
      'R2D2 Robot',
      "Juan 'Perez",
      'Ana- Pérez',
      'Juan Pérez-',
    ]) {
      expect(validateNombreApellido(nombre), nombre).toBe(MSG_NOMBRE_DOS_PALABRAS);
    }
  });
});

describe('validateTelefonoTicket', () => {
  it('accepts 8 to 15 digits', () => {
    expect(validateTelefonoTicket('12345678')).toBeNull();
    expect(validateTelefonoTicket('123456789012345')).toBeNull();
    expect(validateTelefonoTicket('2494000000')).toBeNull();
  });

  it('refuses 7 and 16 digits, letters and symbols', () => {
    expect(validateTelefonoTicket('1234567')).toBe(MSG_TELEFONO_DIGITOS);
    expect(validateTelefonoTicket('1234567890123456')).toBe(MSG_TELEFONO_DIGITOS);
    expect(validateTelefonoTicket('249400000a')).toBe(MSG_TELEFONO_DIGITOS);
    expect(validateTelefonoTicket('+542494000000')).toBe(MSG_TELEFONO_DIGITOS);
    expect(validateTelefonoTicket('249 4000000')).toBe(MSG_TELEFONO_DIGITOS);
  });

  it('asks for the phone when empty, unless it is optional', () => {
    expect(validateTelefonoTicket('')).toBe(MSG_TELEFONO_REQUERIDO);
    expect(validateTelefonoTicket(undefined)).toBe(MSG_TELEFONO_REQUERIDO);
    expect(validateTelefonoTicket('', false)).toBeNull();
  });

  it('keeps only digits as the field is typed', () => {
    expect(keepDigits('249-400 00a00')).toBe('2494000000');
  });

  it('gives field messages per ticket', () => {
    expect(validateTicketTitular({ titular: 'Ana', telefono: '123' })).toEqual({
      titular: MSG_NOMBRE_DOS_PALABRAS,
      telefono: MSG_TELEFONO_DIGITOS,
    });
    expect(validateTicketTitular({ titular: 'Ana Gómez', telefono: '2494000000' })).toEqual({});
  });
});

const ticket = (cantidad: number) => ({ titular: 'Ana Gómez', telefono: '2494000000', cantidad });

describe('isVentaValida', () => {
  it('needs event, date, quantity and tickets whose quantities add up, all with holder and phone', () => {
    const venta = { eventoId: 1, eventoFechaId: 2, cantidad: 3, tickets: [ticket(1), ticket(2)] };
    expect(isVentaValida(venta)).toBe(true);
    expect(isVentaValida({ ...venta, cantidad: 4 })).toBe(false);
    expect(isVentaValida({ ...venta, eventoId: 0 })).toBe(false);
    expect(isVentaValida({ ...venta, eventoFechaId: null })).toBe(false);
    expect(isVentaValida({ ...venta, cantidad: 0, tickets: [] })).toBe(false);
    expect(isVentaValida({ ...venta, tickets: [] })).toBe(false);
    expect(isVentaValida({ ...venta, tickets: [ticket(1), { ...ticket(2), titular: ' ' }] })).toBe(false);
    expect(isVentaValida({ ...venta, tickets: [ticket(1), { ...ticket(2), telefono: '' }] })).toBe(false);
  });
});

describe('isRepartoTicketsValido', () => {
  it('types 3 and 4: one ticket of 1 per person; others: one ticket for everyone', () => {
    const porPersona = { eventoId: 1, eventoFechaId: 1, cantidad: 2, tickets: [ticket(1), ticket(1)] };
    const unico = { eventoId: 1, eventoFechaId: 1, cantidad: 2, tickets: [ticket(2)] };
    for (const tp of [3, 4]) {
      expect(isRepartoTicketsValido(tp, porPersona)).toBe(true);
      expect(isRepartoTicketsValido(tp, unico)).toBe(false);
    }
    expect(isRepartoTicketsValido(2, unico)).toBe(true);
    expect(isRepartoTicketsValido(2, porPersona)).toBe(false);
  });
});

describe('isVarianteValida (merchant zone, whatever the machine TZ)', () => {
  const evento = '2026-11-28T22:00:00-03:00';
  const anticipada = { anulado: false, horaHasta: '20:00' };

  it('is valid up to the cutoff on the event day and not one minute after', () => {
    expect(isVarianteValida(anticipada, evento, new Date('2026-11-28T19:59:00-03:00'), BA)).toBe(true);
    expect(isVarianteValida(anticipada, evento, new Date('2026-11-28T20:00:00-03:00'), BA)).toBe(true);
    expect(isVarianteValida(anticipada, evento, new Date('2026-11-28T20:01:00-03:00'), BA)).toBe(false);
  });

  it('is valid on earlier days whatever the hour, and invalid after the event day', () => {
    expect(isVarianteValida(anticipada, evento, new Date('2026-11-27T23:30:00-03:00'), BA)).toBe(true);
    expect(isVarianteValida(anticipada, evento, new Date('2026-11-29T00:01:00-03:00'), BA)).toBe(false);
  });

  it('reads the event day in the merchant zone even when UTC is already the next day', () => {
    // 22:00 in Buenos Aires is 01:00 UTC of the 29th; the cutoff day is still the 28th.
    expect(isVarianteValida(anticipada, Date.parse(evento), new Date('2026-11-28T19:30:00-03:00'), BA)).toBe(true);
  });

  it('without cutoff it is valid until annulled', () => {
    expect(isVarianteValida({ anulado: false, horaHasta: null }, evento, new Date('2026-11-30T10:00:00Z'), BA)).toBe(
      true,
    );
    expect(isVarianteValida({ anulado: true, horaHasta: null }, evento, new Date('2026-11-01T10:00:00Z'), BA)).toBe(
      false,
    );
  });
});

describe('findCompraError', () => {
  const context = {
    tpEvento: 2,
    comercio: { pTransferencia: true, pMercadoPago: false, mp_Online: true },
    variante: null,
    fechaHora: '2026-11-28T22:00:00-03:00',
    timeZone: BA,
    now: new Date('2026-11-20T12:00:00-03:00'),
  };
  const venta = { eventoId: 1, eventoFechaId: 2, cantidad: 2, tickets: [ticket(2)], formaPagoId: 5 };

  it('passes a complete purchase', () => {
    expect(findCompraError(venta, context)).toBeNull();
  });

  it('reports the spec messages in order', () => {
    expect(
      findCompraError({ ...venta, tickets: [{ ...ticket(2), titular: 'Ana' }], formaPagoId: -1 }, context)?.message,
    ).toBe(MSG_COMPLETA_DATOS);
    expect(findCompraError({ ...venta, formaPagoId: -1 }, context)?.message).toBe(MSG_SELECCIONE_FORMA_PAGO);
    expect(
      findCompraError({ ...venta, formaPagoId: 3 }, { ...context, comercio: { ...context.comercio, mp_Online: false } })
        ?.message,
    ).toBe(MSG_SELECCIONE_FORMA_PAGO);
    const vencida = { anulado: false, horaHasta: '20:00' };
    expect(
      findCompraError(venta, { ...context, variante: vencida, now: new Date('2026-11-28T21:00:00-03:00') })?.message,
    ).toBe(MSG_VARIANTE_VENCIDA);
    expect(findCompraError({ ...venta, cantidad: 3 }, context)?.message).toBe(MSG_VERIFIQUE_DATOS);
    expect(findCompraError(venta, { ...context, tpEvento: 3 })?.message).toBe(MSG_VERIFIQUE_DATOS);
  });

  it('soloOnline variants need online payment', () => {
    expect(isFormaPagoPermitidaParaVariante({ soloOnline: true }, 5)).toBe(false);
    expect(isFormaPagoPermitidaParaVariante({ soloOnline: true }, 3)).toBe(true);
    expect(isFormaPagoPermitidaParaVariante(null, 5)).toBe(true);
  });
});
