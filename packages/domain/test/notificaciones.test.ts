import { describe, expect, it } from 'vitest';
import {
  AVISOS_POR_DEFECTO,
  formatAvisoPedidoAceptado,
  formatAvisoPedidoListo,
  formatAvisoPedidoRechazado,
  formatAvisoReservaConfirmada,
  formatAvisoReservaRecordatorio,
  getEntregaAviso,
  getRecordatorioAt,
  isAvisoActivo,
  isRecordatorioVigente,
  TIPOS_NOTIFICACION,
} from '../src/notificaciones/notificaciones.ts';
import { avisosComercioSchema } from '../src/notificaciones/schemas.ts';

// Instants written with their offset: the texts read the merchant's zone, whatever TZ the tests run under.
const BA = 'America/Argentina/Buenos_Aires';
const at = (iso: string) => new Date(iso);
const farola = { nombreComercio: 'La Farola Parrilla', timeZone: BA };

describe('isAvisoActivo and the defaults', () => {
  it('sends the order notices and not the reservation ones while the business never chose', () => {
    expect(TIPOS_NOTIFICACION.filter((tipo) => isAvisoActivo(AVISOS_POR_DEFECTO, tipo))).toEqual([
      'pedido_aceptado',
      'pedido_listo',
      'pedido_rechazado',
    ]);
  });
  it('follows each switch', () => {
    const avisos = { ...AVISOS_POR_DEFECTO, pedidoListo: false, reservaRecordatorio: true };
    expect(isAvisoActivo(avisos, 'pedido_listo')).toBe(false);
    expect(isAvisoActivo(avisos, 'pedido_aceptado')).toBe(true);
    expect(isAvisoActivo(avisos, 'reserva_recordatorio')).toBe(true);
    expect(isAvisoActivo(avisos, 'reserva_confirmada')).toBe(false);
  });
});

describe('getEntregaAviso', () => {
  it.each([
    [{ delivery: true, enLocal: false, mesa: null }, { tipo: 'delivery' }],
    [{ delivery: false, enLocal: false, mesa: null }, { tipo: 'retiro' }],
    [
      { delivery: false, enLocal: true, mesa: 7 },
      { tipo: 'mesa', mesa: 7 },
    ],
    [
      { delivery: false, enLocal: false, mesa: 3 },
      { tipo: 'mesa', mesa: 3 },
    ],
  ])('%o → %o', (pedido, entrega) => {
    expect(getEntregaAviso(pedido)).toEqual(entrega);
  });
});

describe('order notices', () => {
  const horaEstimada = at('2026-11-21T21:45:00-03:00');
  it('accepted: the estimated time in the merchant zone, worded by how it is delivered', () => {
    expect(formatAvisoPedidoAceptado({ ...farola, pedidoId: 123, entrega: { tipo: 'delivery' }, horaEstimada })).toBe(
      'La Farola Parrilla aceptó tu pedido #123. Te lo llevamos alrededor de las 21:45.',
    );
    expect(formatAvisoPedidoAceptado({ ...farola, pedidoId: 123, entrega: { tipo: 'retiro' }, horaEstimada })).toBe(
      'La Farola Parrilla aceptó tu pedido #123. Va a estar listo para retirar alrededor de las 21:45.',
    );
    expect(
      formatAvisoPedidoAceptado({ ...farola, pedidoId: 9, entrega: { tipo: 'mesa', mesa: 7 }, horaEstimada }),
    ).toBe('La Farola Parrilla aceptó tu pedido #9. Te lo llevamos a la mesa 7 alrededor de las 21:45.');
  });
  it('accepted across midnight: the hour of the merchant, not of UTC', () => {
    // 02:10 UTC on the 22nd is 23:10 of the 21st in Buenos Aires.
    const text = formatAvisoPedidoAceptado({
      ...farola,
      pedidoId: 5,
      entrega: { tipo: 'retiro' },
      horaEstimada: at('2026-11-22T02:10:00Z'),
    });
    expect(text).toContain('alrededor de las 23:10.');
  });
  it('ready: on its way for a delivery, ready to pick up (with the address) or coming to the table', () => {
    const base = { ...farola, pedidoId: 123, domicilioComercio: 'San Martín 500' };
    expect(formatAvisoPedidoListo({ ...base, entrega: { tipo: 'delivery' } })).toBe(
      '¡Tu pedido #123 de La Farola Parrilla está en camino!',
    );
    expect(formatAvisoPedidoListo({ ...base, entrega: { tipo: 'retiro' } })).toBe(
      '¡Tu pedido #123 está listo! Podés retirarlo en La Farola Parrilla en San Martín 500.',
    );
    expect(formatAvisoPedidoListo({ ...base, domicilioComercio: ' ', entrega: { tipo: 'retiro' } })).toBe(
      '¡Tu pedido #123 está listo! Podés retirarlo en La Farola Parrilla.',
    );
    expect(formatAvisoPedidoListo({ ...base, entrega: { tipo: 'mesa', mesa: 7 } })).toBe(
      '¡Tu pedido #123 está listo! Ya te lo llevamos a la mesa 7.',
    );
    expect(formatAvisoPedidoListo({ ...base, entrega: { tipo: 'mesa', mesa: null } })).toBe(
      '¡Tu pedido #123 está listo! Ya te lo llevamos a tu mesa.',
    );
  });
  it('rejected: with the reason, without doubling its full stop', () => {
    expect(formatAvisoPedidoRechazado({ ...farola, pedidoId: 4, motivo: 'Nos quedamos sin carbón.' })).toBe(
      'La Farola Parrilla no pudo aceptar tu pedido #4. Motivo: Nos quedamos sin carbón. Perdón por las molestias.',
    );
    expect(formatAvisoPedidoRechazado({ ...farola, pedidoId: 4, motivo: '  ' })).toBe(
      'La Farola Parrilla no pudo aceptar tu pedido #4. Perdón por las molestias.',
    );
  });
});

describe('reservation notices', () => {
  const reserva = {
    ...farola,
    domicilioComercio: 'San Martín 500',
    fechaHora: at('2026-11-21T21:30:00-03:00'),
    cantidad: 4,
  };
  it('confirmed: the day and time in the merchant zone', () => {
    expect(formatAvisoReservaConfirmada(reserva)).toBe(
      'La Farola Parrilla confirmó tu reserva para 4 personas el sábado 21/11 a las 21:30. ¡Te esperamos!',
    );
    expect(formatAvisoReservaConfirmada({ ...reserva, cantidad: 1 })).toContain('para 1 persona el');
  });
  it('reminder: "hoy" on the same day of the merchant, the day after midnight', () => {
    expect(formatAvisoReservaRecordatorio({ ...reserva, now: at('2026-11-21T19:30:00-03:00') })).toBe(
      'Te recordamos tu reserva en La Farola Parrilla (San Martín 500) hoy a las 21:30 para 4 personas. ' +
        'Si no vas a poder ir, avisanos.',
    );
    // A reservation at 00:30 of Sunday, reminded at 22:30 of Saturday (01:30 UTC is already Sunday in UTC).
    const tarde = { ...reserva, fechaHora: at('2026-11-22T00:30:00-03:00') };
    expect(formatAvisoReservaRecordatorio({ ...tarde, now: at('2026-11-21T22:30:00-03:00') })).toContain(
      'el domingo 22/11 a las 00:30 para 4 personas',
    );
  });
  it('the reminder is due two hours before, only while that is ahead', () => {
    const fechaHora = at('2026-11-21T21:30:00-03:00');
    expect(getRecordatorioAt(fechaHora, at('2026-11-20T12:00:00-03:00'))).toEqual(at('2026-11-21T19:30:00-03:00'));
    expect(getRecordatorioAt(fechaHora, at('2026-11-21T19:29:59-03:00'))).toEqual(at('2026-11-21T19:30:00-03:00'));
    expect(getRecordatorioAt(fechaHora, at('2026-11-21T19:30:00-03:00'))).toBeNull();
    expect(getRecordatorioAt(fechaHora, at('2026-11-21T20:00:00-03:00'))).toBeNull();
  });
  it('a reminder is worth sending until the reservation starts', () => {
    const fechaHora = at('2026-11-21T21:30:00-03:00');
    expect(isRecordatorioVigente(fechaHora, at('2026-11-21T21:29:59-03:00'))).toBe(true);
    expect(isRecordatorioVigente(fechaHora, fechaHora)).toBe(false);
  });
});

describe('avisosComercioSchema', () => {
  it('takes every switch', () => {
    expect(avisosComercioSchema.safeParse({ ...AVISOS_POR_DEFECTO }).success).toBe(true);
  });
  it('refuses a missing or non-boolean switch with a Spanish message', () => {
    const missing = avisosComercioSchema.safeParse({ ...AVISOS_POR_DEFECTO, pedidoListo: undefined });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('El aviso de pedido listo o en camino debe ser verdadero o falso');
    expect(avisosComercioSchema.safeParse({ ...AVISOS_POR_DEFECTO, reservaConfirmada: 'si' }).success).toBe(false);
  });
});
