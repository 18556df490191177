import { describe, expect, it } from 'vitest';
import {
  CANTIDAD_PERSONAS_MAX,
  CANTIDAD_PERSONAS_MIN,
  canClienteCancelar,
  canMoveReserva,
  clampCantidadPersonas,
  createReservaDefaults,
  createReservaFromEvento,
  describeEstadoReserva,
  getHoraDefault,
  EVENTO_RESERVA_CONFIRM,
  formatObservacionCancelada,
  getEstadoReservaLabel,
  getMotivoCancelacion,
  getObservacionCliente,
  isEventoDeReserva,
  isReservaPendienteTooSoon,
  isReservaVigente,
  parseReservaPendiente,
  RESERVA_PENDIENTE_KEY,
  type ReservaPendiente,
  serializeReservaPendiente,
} from '../src/reservas/reservas.ts';

describe('clampCantidadPersonas: the party-size stepper', () => {
  it.each([
    [-5, 1],
    [0, 1],
    [1, 1],
    [2, 2],
    [98, 98],
    [99, 99],
    [100, 10],
    [1000, 10],
    [2.7, 2],
    [Number.NaN, 1],
  ])('%d becomes %d', (value, expected) => {
    expect(clampCantidadPersonas(value)).toBe(expected);
  });

  it('bounds are 1 and 99', () => {
    expect([CANTIDAD_PERSONAS_MIN, CANTIDAD_PERSONAS_MAX]).toEqual([1, 99]);
  });
});

describe('the pending reservation draft', () => {
  const draft: ReservaPendiente = {
    fechaHora: '2026-11-21T23:30:00-03:00',
    cantidad: 4,
    sectorId: 2,
    observacion: '',
    rango: 4,
    seleccionoHorario: true,
    configRestoId: 1,
    minutosDeTolerancia: 15,
  };
  const created = new Date('2026-11-21T21:00:00-03:00');
  const minutesLater = (m: number) => new Date(created.getTime() + m * 60_000);

  it("is kept under 'reservapendiente' with its creation time", () => {
    expect(RESERVA_PENDIENTE_KEY).toBe('reservapendiente');
    const raw = serializeReservaPendiente(draft, created);
    expect(JSON.parse(raw)).toEqual({ reserva: draft, creado: created.toISOString() });
  });

  it('expires after 30 minutes', () => {
    const raw = serializeReservaPendiente(draft, created);
    expect(parseReservaPendiente(raw, minutesLater(0))).toEqual(draft);
    expect(parseReservaPendiente(raw, minutesLater(29))).toEqual(draft);
    expect(parseReservaPendiente(raw, minutesLater(30))).toEqual(draft);
    expect(parseReservaPendiente(raw, minutesLater(30.02))).toBeNull();
    expect(parseReservaPendiente(raw, minutesLater(120))).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['not JSON', '{reserva'],
    ['a bare number', '42'],
    ['no creation time', JSON.stringify({ reserva: draft })],
    ['a bad creation time', JSON.stringify({ reserva: draft, creado: 'ayer' })],
    ['no reservation', JSON.stringify({ creado: created.toISOString() })],
    [
      'a reservation without cantidad',
      JSON.stringify({ reserva: { fechaHora: draft.fechaHora }, creado: created.toISOString() }),
    ],
    ['a creation time in the future', JSON.stringify({ reserva: draft, creado: minutesLater(5).toISOString() })],
  ])('discards %s', (_name, raw) => {
    expect(parseReservaPendiente(raw, created)).toBeNull();
  });

  it('is discarded on load when less than 2 hours ahead', () => {
    const at = (fechaHora: string) => isReservaPendienteTooSoon({ fechaHora }, created);
    expect(at('2026-11-21T22:59:00-03:00')).toBe(true);
    expect(at('2026-11-21T23:00:00-03:00')).toBe(false);
    expect(at('2026-11-22T13:00:00-03:00')).toBe(false);
    expect(at('2026-11-21T20:00:00-03:00')).toBe(true);
    expect(at('no es fecha')).toBe(true);
  });

  it('the form starts with today, party of 2, night and 07:30', () => {
    expect(createReservaDefaults('2026-11-21')).toEqual({ fecha: '2026-11-21', cantidad: 2, rango: 4, hora: '07:30' });
  });

  it("the starting 07:30 is that day's 07:30 in the merchant's zone, written as a slot's hora", () => {
    expect(getHoraDefault('2026-11-21', 'America/Argentina/Buenos_Aires')).toBe('2026-11-21T07:30:00-03:00');
    expect(getHoraDefault('2026-07-04', 'Europe/Madrid')).toBe('2026-07-04T07:30:00+02:00');
    expect(getHoraDefault('2026-01-04', 'Europe/Madrid')).toBe('2026-01-04T07:30:00+01:00');
  });
});

describe('estados', () => {
  it('labels each estado; a cancellation shows its reason', () => {
    expect(getEstadoReservaLabel(0)).toBe('Reserva Recibida');
    expect([1, 3, 4, 5, 6].map(getEstadoReservaLabel)).toEqual([
      'Reserva Confirmada',
      'Cancelada por el cliente',
      'Cancelada',
      'Cumplida',
      'Ausente',
    ]);
    expect(describeEstadoReserva(4, 'Con bebé [Cancelado: Evento privado]')).toBe('Cancelada: Evento privado');
    expect(describeEstadoReserva(4, 'sin motivo')).toBe('Cancelada');
    expect(describeEstadoReserva(1, '[Cancelado: x]')).toBe('Reserva Confirmada');
  });

  it('below 2 is current; the client cancels only 0 or 1', () => {
    expect([0, 1, 3, 4, 5, 6].filter(isReservaVigente)).toEqual([0, 1]);
    expect([0, 1, 3, 4, 5, 6].filter(canClienteCancelar)).toEqual([0, 1]);
  });

  it.each([
    [0, 1, true],
    [0, 3, true],
    [0, 4, true],
    [0, 5, true],
    [0, 6, true],
    [1, 1, false],
    [1, 3, true],
    [1, 4, true],
    [1, 5, true],
    [1, 6, true],
    [1, 0, false],
    [3, 1, false],
    [4, 1, false],
    [4, 5, false],
    [5, 6, false],
    [6, 5, false],
    [6, 0, false],
  ])('move %i → %i allowed: %s', (from, to, allowed) => {
    expect(canMoveReserva(from, to)).toBe(allowed);
  });

  it('keeps the merchant’s reason in the observation and reads it back', () => {
    const obs = formatObservacionCancelada('Con bebé', 'Evento privado');
    expect(obs).toBe('Con bebé [Cancelado: Evento privado]');
    expect(getMotivoCancelacion(obs)).toBe('Evento privado');
    expect(getObservacionCliente(obs)).toBe('Con bebé');
    expect(formatObservacionCancelada('', 'Lluvia [fuerte]')).toBe('[Cancelado: Lluvia [fuerte)]');
    expect(getMotivoCancelacion('[Cancelado: Lluvia [fuerte)]')).toBe('Lluvia [fuerte)');
    expect(getMotivoCancelacion(null)).toBeNull();
  });
});

describe('event → reservation link', () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
    [3, false],
    [4, false],
    [5, true],
    [9, true],
  ])('event type %i leads to a reservation: %s', (tp, expected) => {
    expect(isEventoDeReserva(tp)).toBe(expected);
  });

  it('books 30 minutes before, for 2, with the note; in the event’s own offset', () => {
    expect(
      createReservaFromEvento({ id: 5, titulo: 'Peña folclórica', fechaHora: '2026-11-21T22:00:00-03:00' }),
    ).toEqual({
      fechaHora: '2026-11-21T21:30:00-03:00',
      cantidad: 2,
      observacion: 'Reservado desde link. Para Peña folclórica',
      eventoId: 5,
    });
    expect(createReservaFromEvento({ id: 1, titulo: 'x', fechaHora: '2026-11-22T00:15:00-03:00' }).fechaHora).toBe(
      '2026-11-21T23:45:00-03:00',
    );
    expect(EVENTO_RESERVA_CONFIRM).toBe('Recomendamos reservar para un rato antes del evento');
  });
});
