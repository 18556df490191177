import { describe, expect, it } from 'vitest';
import {
  doesHorarioFitSector,
  getHoraLocal,
  getRangoOfHora,
  getRangoOfHour,
  isSectorDisponible,
  keepHoraIfFits,
  listHorariosDeSector,
  listHorariosOfRango,
  listRangosConHorarios,
  pickRango,
  pickSector,
  RANGO_AUTO_ORDER,
} from '../src/reservas/day-parts.ts';
import type { HorarioDisponible, Sector } from '../src/reservas/schemas.ts';

/** A slot at a Buenos Aires wall-clock time with each sector's places ([sectorId, cantidad]). */
const slot = (hhmm: string, sectores: Array<[number, number]> = [[1, 10]], disabled = false): HorarioDisponible => ({
  hora: `2026-11-21T${hhmm}:00-03:00`,
  servicioId: 1,
  disabled,
  sectores: sectores.map(([reservaSectorId, cantidad]) => ({ reservaSectorId, cantidad })),
});

describe('getRangoOfHour: day parts at every boundary', () => {
  it.each([
    ['05:59', 4],
    ['06:00', 1],
    ['11:59', 1],
    ['12:00', 2],
    ['14:59', 2],
    ['15:00', 3],
    ['19:59', 3],
    ['20:00', 4],
    ['23:59', 4],
    ['00:00', 4],
  ])('%s is day part %i', (hhmm, rango) => {
    expect(getRangoOfHour(Number(hhmm.slice(0, 2)))).toBe(rango);
    expect(getRangoOfHora(`2026-11-21T${hhmm}:00-03:00`)).toBe(rango);
  });

  it("reads the merchant's wall-clock time from the slot, whatever the offset", () => {
    expect(getHoraLocal('2026-11-21T20:30:00-03:00')).toBe('20:30');
    expect(getRangoOfHora('2026-11-21T11:30:00+09:00')).toBe(1);
  });
});

describe('day-part buttons and auto-selection', () => {
  const horarios = [slot('09:00'), slot('12:30', [[1, 10]], true), slot('16:00'), slot('21:00', [[1, 0]], true)];

  it('shows a day part only with enabled slots, in screen order', () => {
    expect(listRangosConHorarios(horarios)).toEqual([1, 3]);
    expect(listHorariosOfRango(horarios, 2)).toEqual([]);
    expect(listHorariosOfRango(horarios, 3).map((h) => getHoraLocal(h.hora))).toEqual(['16:00']);
  });

  it('tries night, midday, afternoon, morning when the chosen part has no slots', () => {
    expect(RANGO_AUTO_ORDER).toEqual([4, 2, 3, 1]);
    const all = [slot('09:00'), slot('13:00'), slot('16:00'), slot('21:00')];
    expect(pickRango(all, null)).toBe(4);
    expect(pickRango([slot('09:00'), slot('13:00'), slot('16:00')], 4)).toBe(2);
    expect(pickRango([slot('09:00'), slot('16:00')], 4)).toBe(3);
    expect(pickRango([slot('09:00')], 4)).toBe(1);
  });

  it('keeps the chosen part while it has slots, and when no part has any', () => {
    expect(pickRango([slot('09:00'), slot('21:00')], 1)).toBe(1);
    expect(pickRango([], 4)).toBe(4);
    expect(pickRango([slot('21:00', [[1, 5]], true)], 2)).toBe(2);
  });
});

describe('sectors and time slots', () => {
  const sectores: Sector[] = [
    { id: 1, descripcion: 'Salón' },
    { id: 2, descripcion: 'Terraza' },
    { id: 3, descripcion: 'Quincho' },
  ];
  const horarios = [
    slot('20:00', [
      [1, 0],
      [2, 4],
      [3, 1],
    ]),
    slot('20:30', [
      [1, 0],
      [2, 1],
      [3, 6],
    ]),
    slot(
      '21:00',
      [
        [1, 8],
        [2, 8],
        [3, 8],
      ],
      true,
    ),
  ];

  it('a sector is available in a day part when an enabled slot has room for the party', () => {
    expect(isSectorDisponible(horarios, 4, 1, 2)).toBe(false); // only the disabled 21:00 has room
    expect(isSectorDisponible(horarios, 4, 2, 2)).toBe(true);
    expect(isSectorDisponible(horarios, 4, 2, 5)).toBe(false);
    expect(isSectorDisponible(horarios, 4, 3, 5)).toBe(true);
  });

  it('auto-selects the first sector with availability when none is chosen', () => {
    expect(pickSector(horarios, sectores, 4, 2, null)).toBe(2);
    expect(pickSector(horarios, sectores, 4, 5, null)).toBe(3);
    expect(pickSector(horarios, sectores, 4, 7, null)).toBeNull();
  });

  it('keeps a chosen sector while available, clears it otherwise', () => {
    expect(pickSector(horarios, sectores, 4, 2, 3)).toBe(3);
    expect(pickSector(horarios, sectores, 4, 2, 1, false)).toBeNull();
    expect(pickSector(horarios, sectores, 4, 2, 1)).toBe(2);
  });

  it('lists the times that fit the sector and the party', () => {
    expect(listHorariosDeSector(horarios, 4, 2, 2).map((h) => getHoraLocal(h.hora))).toEqual(['20:00']);
    expect(listHorariosDeSector(horarios, 4, 3, 1).map((h) => getHoraLocal(h.hora))).toEqual(['20:00', '20:30']);
    expect(doesHorarioFitSector(horarios[0]!, 2, 4)).toBe(true);
    expect(doesHorarioFitSector(horarios[0]!, 2, 5)).toBe(false);
    expect(doesHorarioFitSector(horarios[0]!, 9, 1)).toBe(false);
  });

  it('clears the chosen time once it no longer fits the sector', () => {
    const hora = '2026-11-21T20:00:00-03:00';
    expect(keepHoraIfFits(horarios, hora, 2, 2)).toBe(hora);
    expect(keepHoraIfFits(horarios, hora, 1, 2)).toBeNull();
    expect(keepHoraIfFits(horarios, hora, 2, 6)).toBeNull();
    expect(keepHoraIfFits(horarios, '2026-11-21T23:00:00Z', 2, 2)).toBe('2026-11-21T23:00:00Z'); // same instant
    expect(keepHoraIfFits(horarios, null, 2, 2)).toBeNull();
    expect(keepHoraIfFits(horarios, hora, null, 2)).toBeNull();
  });
});
