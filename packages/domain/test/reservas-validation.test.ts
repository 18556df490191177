import { describe, expect, it } from 'vitest';
import {
  formatSectorSinDisponibilidad,
  HINT_BUSCANDO_HORARIOS,
  HINT_SECTOR_SIN_LUGAR,
  HINT_SELECCIONE_RANGO,
  HINT_SELECCIONE_SECTOR,
  HINT_SIN_LUGARES,
  LABEL_SIN_LUGAR,
  MSG_CANTIDAD_MAYOR_A_CERO,
  MSG_FECHA_ANTERIOR,
  MSG_HORARIO_NO_DISPONIBLE,
  MSG_NO_HAY_DISPONIBILIDAD,
  MSG_RESERVAS_NO_PERMITIDAS,
  MSG_SECTOR_SIN_DISPONIBILIDAD,
  MSG_SELECCIONE_CANTIDAD,
  MSG_SELECCIONE_FECHA_HORA,
  MSG_SELECCIONE_SECTOR,
  MSG_SIN_LUGAR_PARA_CANTIDAD,
} from '../src/reservas/messages.ts';
import {
  findReservaError,
  findReservaFieldError,
  findReservaSelectionError,
  type ReservaDraft,
  validateReserva,
} from '../src/reservas/validation.ts';
import type { HorarioDisponible, Sector } from '../src/reservas/schemas.ts';

const now = new Date('2026-11-21T21:00:00-03:00');
const sectores: Sector[] = [
  { id: 1, descripcion: 'Salón' },
  { id: 2, descripcion: 'Terraza' },
  { id: 3, descripcion: 'Quincho' },
];
const slot = (hhmm: string, places: Record<number, number>, disabled = false): HorarioDisponible => ({
  hora: `2026-11-21T${hhmm}:00-03:00`,
  servicioId: 1,
  disabled,
  sectores: Object.entries(places).map(([id, cantidad]) => ({ reservaSectorId: Number(id), cantidad })),
});
const horarios = [
  slot('20:30', { 1: 10, 2: 4, 3: 0 }, true),
  slot('22:30', { 1: 10, 2: 4, 3: 0 }),
  slot('23:00', { 1: 1, 2: 0, 3: 0 }),
];
const ok: ReservaDraft = { fechaHora: '2026-11-21T22:30:00-03:00', cantidad: 2, sectorId: 1 };

describe('the spec texts', () => {
  it('are exactly as the spec words them', () => {
    expect([
      MSG_SELECCIONE_FECHA_HORA,
      MSG_FECHA_ANTERIOR,
      MSG_CANTIDAD_MAYOR_A_CERO,
      MSG_SELECCIONE_CANTIDAD,
      MSG_SELECCIONE_SECTOR,
      MSG_SECTOR_SIN_DISPONIBILIDAD,
      MSG_SIN_LUGAR_PARA_CANTIDAD,
    ]).toEqual([
      'Seleccione una fecha y hora',
      'La fecha de la reserva es anterior a la actual',
      'La cantidad de personas debe ser mayor a 0',
      'Seleccione la cantidad de personas',
      'Seleccione un sector',
      'No hay disponibilidad para el sector.',
      'No hay disponibilidad para la cantidad de personas seleccionada en ese horario. Por favor, seleccione otro horario.',
    ]);
    expect(MSG_HORARIO_NO_DISPONIBLE).toBe('Seleccione un horario disponible para la reserva');
    expect(formatSectorSinDisponibilidad('Terraza', 6)).toBe(
      'El sector Terraza no tiene disponibilidad para 6 personas en el día y horario seleccionado',
    );
    expect([
      HINT_SELECCIONE_RANGO,
      HINT_SELECCIONE_SECTOR,
      HINT_SIN_LUGARES,
      HINT_SECTOR_SIN_LUGAR,
      HINT_BUSCANDO_HORARIOS,
    ]).toEqual([
      'Debe seleccionar un momento del día',
      'Debe seleccionar un Sector',
      'No hay lugares disponibles para el día y horario seleccionado seleccionado',
      'No hay lugar para este sector',
      'Buscando horarios disponibles...',
    ]);
    expect(LABEL_SIN_LUGAR).toBe('sin lugar');
    expect(MSG_RESERVAS_NO_PERMITIDAS).toBe('No se permiten realizar reservas en este comercio');
    expect(MSG_NO_HAY_DISPONIBILIDAD).toBe('No hay disponibilidad');
  });
});

describe('findReservaError: every check in the spec order', () => {
  it('accepts a listed slot with room in the sector', () => {
    expect(findReservaError(ok, horarios, sectores, now)).toBeNull();
  });

  it.each<[string, ReservaDraft, string]>([
    ['a time not among the slots', { ...ok, fechaHora: '2026-11-21T22:45:00-03:00' }, MSG_HORARIO_NO_DISPONIBLE],
    ['a disabled slot', { ...ok, fechaHora: '2026-11-21T20:30:00-03:00' }, MSG_HORARIO_NO_DISPONIBLE],
    ['no time at all', { ...ok, fechaHora: null }, MSG_HORARIO_NO_DISPONIBLE],
    [
      'a sector without room for the party',
      { ...ok, sectorId: 2, cantidad: 5 },
      formatSectorSinDisponibilidad('Terraza', 5),
    ],
    ['a full sector', { ...ok, sectorId: 3 }, formatSectorSinDisponibilidad('Quincho', 2)],
    ['a party of 0', { ...ok, cantidad: 0 }, MSG_CANTIDAD_MAYOR_A_CERO],
    ['no party size', { ...ok, cantidad: null }, MSG_SELECCIONE_CANTIDAD],
    ['no sector', { ...ok, sectorId: null }, MSG_SELECCIONE_SECTOR],
    ['an unknown sector', { ...ok, sectorId: 9 }, MSG_SECTOR_SIN_DISPONIBILIDAD],
  ])('refuses %s', (_name, draft, message) => {
    expect(findReservaError(draft, horarios, sectores, now)?.message).toBe(message);
  });

  it('says the first failing check when several fail', () => {
    // A slot not listed wins over everything else.
    expect(findReservaError({ fechaHora: 'x', cantidad: 0, sectorId: null }, horarios, sectores, now)?.message).toBe(
      MSG_HORARIO_NO_DISPONIBLE,
    );
    // Then the named sector's room, before the party size and the rest.
    expect(findReservaError({ ...ok, sectorId: 3, cantidad: 3 }, horarios, sectores, now)?.code).toBe(
      'sector-sin-disponibilidad-para-cantidad',
    );
    // A slot that has passed since the list was loaded: the date check (2) speaks first.
    const later = new Date('2026-11-21T22:31:00-03:00');
    expect(findReservaError({ ...ok, cantidad: 0 }, horarios, sectores, later)?.message).toBe(MSG_FECHA_ANTERIOR);
  });
});

describe('validateReserva: checks 1 to 7 in order', () => {
  const cases: Array<[number, ReservaDraft, string]> = [
    [1, { fechaHora: null, cantidad: 0, sectorId: null }, MSG_SELECCIONE_FECHA_HORA],
    [1, { fechaHora: 'no es fecha', cantidad: 2, sectorId: 1 }, MSG_SELECCIONE_FECHA_HORA],
    [2, { fechaHora: '2026-11-21T20:59:00-03:00', cantidad: 0, sectorId: null }, MSG_FECHA_ANTERIOR],
    [3, { ...ok, cantidad: 0, sectorId: null }, MSG_CANTIDAD_MAYOR_A_CERO],
    [3, { ...ok, cantidad: -1 }, MSG_CANTIDAD_MAYOR_A_CERO],
    [4, { ...ok, cantidad: undefined, sectorId: null }, MSG_SELECCIONE_CANTIDAD],
    [4, { ...ok, cantidad: Number.NaN }, MSG_SELECCIONE_CANTIDAD],
    [5, { ...ok, sectorId: null }, MSG_SELECCIONE_SECTOR],
    [5, { ...ok, sectorId: 0 }, MSG_SELECCIONE_SECTOR],
    [6, { ...ok, sectorId: 3 }, MSG_SECTOR_SIN_DISPONIBILIDAD],
    [6, { ...ok, fechaHora: '2026-11-21T22:45:00-03:00' }, MSG_SECTOR_SIN_DISPONIBILIDAD],
    [7, { ...ok, sectorId: 2, cantidad: 5 }, MSG_SIN_LUGAR_PARA_CANTIDAD],
    [7, { ...ok, fechaHora: '2026-11-21T23:00:00-03:00', cantidad: 2 }, MSG_SIN_LUGAR_PARA_CANTIDAD],
  ];
  it.each(cases)('check %i: %j', (_n, draft, message) => {
    expect(validateReserva(draft, horarios, now)?.message).toBe(message);
  });

  it('passes a good reservation', () => {
    expect(validateReserva(ok, horarios, now)).toBeNull();
  });

  it('a time exactly now is not before now', () => {
    const exactly = { ...ok, fechaHora: '2026-11-21T22:30:00-03:00' };
    expect(findReservaFieldError(exactly, new Date('2026-11-21T22:30:00-03:00'))).toBeNull();
    expect(findReservaFieldError(exactly, new Date('2026-11-21T22:30:01-03:00'))?.message).toBe(MSG_FECHA_ANTERIOR);
  });
});

describe('findReservaSelectionError', () => {
  it('checks only the slot and the named sector', () => {
    expect(findReservaSelectionError({ ...ok, cantidad: 0 }, horarios, sectores)).toBeNull();
    expect(findReservaSelectionError({ ...ok, sectorId: 9, cantidad: 50 }, horarios, sectores)).toBeNull();
    expect(findReservaSelectionError({ ...ok, sectorId: 1, cantidad: 11 }, horarios, sectores)?.message).toBe(
      formatSectorSinDisponibilidad('Salón', 11),
    );
  });
});

describe('findReservaFieldError (the API checks these first)', () => {
  it('refuses a party above 99', () => {
    expect(findReservaFieldError({ ...ok, cantidad: 100 }, now)?.message).toBe(
      'La cantidad de personas no puede ser mayor a 99',
    );
    expect(findReservaFieldError({ ...ok, cantidad: 99 }, now)).toBeNull();
  });
});
