import type { ReservaPendiente, HorariosDisponibles } from '@vidriera/domain/reservas';
import { describe, expect, it } from 'vitest';
import {
  applyAvailability,
  chooseFecha,
  chooseRango,
  chooseSector,
  createInitialState,
  getEventoDeReserva,
  type ReservaFormState,
  shouldDiscardDraft,
} from '../../../src/features/reservas/reserva-form-state.ts';

const ZONE = 'America/Argentina/Buenos_Aires';
const CONFIG = 7;
const NOCHE = 4;
const MEDIODIA = 2;
const SALON = 1;
const TERRAZA = 2;

// 23:30 of 10 March in Buenos Aires: already the 11th in UTC and in Tokyo, so "today" must come from the zone.
const NOW = new Date('2026-03-11T02:30:00.000Z');

const draft = (overrides: Partial<ReservaPendiente> = {}): ReservaPendiente => ({
  fechaHora: '2026-03-12T21:30:00-03:00',
  cantidad: 4,
  sectorId: TERRAZA,
  observacion: 'cumpleaños',
  rango: NOCHE,
  seleccionoHorario: true,
  configRestoId: CONFIG,
  ...overrides,
});

const slot = (hora: string, salon: number, terraza: number, disabled = false) => ({
  hora,
  servicioId: 1,
  disabled,
  sectores: [
    { reservaSectorId: SALON, cantidad: salon },
    { reservaSectorId: TERRAZA, cantidad: terraza },
  ],
});

const DAY: HorariosDisponibles = {
  horarios: [
    slot('2026-03-12T13:00:00-03:00', 4, 0),
    slot('2026-03-12T21:00:00-03:00', 0, 6),
    slot('2026-03-12T21:30:00-03:00', 2, 6),
    slot('2026-03-12T22:00:00-03:00', 10, 10, true),
  ],
  sectores: [
    { id: SALON, descripcion: 'Salón' },
    { id: TERRAZA, descripcion: 'Terraza' },
  ],
  servicios: [],
};

const state = (overrides: Partial<ReservaFormState> = {}): ReservaFormState => ({
  ...createInitialState(null, CONFIG, ZONE, NOW),
  fecha: '2026-03-12',
  ...overrides,
});

describe('createInitialState', () => {
  it("starts today in the merchant's zone, party of 2, night, proposing 07:30", () => {
    expect(createInitialState(null, CONFIG, ZONE, NOW)).toEqual({
      fecha: '2026-03-10',
      cantidad: 2,
      rango: NOCHE,
      sectorId: null,
      hora: '2026-03-10T07:30:00-03:00',
      observacion: '',
      eventoId: null,
      eventoTitulo: null,
      eventoFecha: null,
      sectorSinLugarId: null,
    });
  });

  it("rolls over to the next day at midnight in the merchant's zone", () => {
    const initial = createInitialState(null, CONFIG, ZONE, new Date('2026-03-11T03:00:00.000Z'));
    expect(initial.fecha).toBe('2026-03-11');
    expect(initial.hora).toBe('2026-03-11T07:30:00-03:00');
  });

  it("resumes this business's draft", () => {
    expect(createInitialState(draft(), CONFIG, ZONE, NOW)).toMatchObject({
      fecha: '2026-03-12',
      cantidad: 4,
      rango: NOCHE,
      sectorId: TERRAZA,
      hora: '2026-03-12T21:30:00-03:00',
      observacion: 'cumpleaños',
    });
  });

  it("ignores another business's draft", () => {
    expect(createInitialState(draft({ configRestoId: 99 }), CONFIG, ZONE, NOW)).toEqual(
      createInitialState(null, CONFIG, ZONE, NOW),
    );
  });

  it('moves a draft for a day already past to today', () => {
    expect(createInitialState(draft({ fechaHora: '2026-03-09T21:30:00-03:00' }), CONFIG, ZONE, NOW).fecha).toBe(
      '2026-03-10',
    );
  });

  it('keeps the default party when the draft has none, and no time when the draft has only a date', () => {
    const initial = createInitialState(draft({ cantidad: 0, fechaHora: '2026-03-12' }), CONFIG, ZONE, NOW);
    expect(initial.cantidad).toBe(2);
    expect(initial.hora).toBeNull();
    expect(initial.fecha).toBe('2026-03-12');
  });

  it("takes the day part from the draft's time when the draft has none", () => {
    const initial = createInitialState(draft({ rango: 0, fechaHora: '2026-03-12T13:00:00-03:00' }), CONFIG, ZONE, NOW);
    expect(initial.rango).toBe(MEDIODIA);
  });
});

describe('event link drafts', () => {
  const fromEvent = () =>
    createInitialState(draft({ eventoId: 5, eventoTitulo: 'Jazz' }), CONFIG, ZONE, new Date('2026-03-11T02:30:00Z'));

  it('is the entry to the event on the day the link proposed', () => {
    expect(getEventoDeReserva(fromEvent())).toEqual({ eventoId: 5, eventoTitulo: 'Jazz' });
  });

  it('becomes a plain reservation on another day, and the event again when the day comes back', () => {
    const otherDay = chooseFecha(fromEvent(), '2026-03-13');
    expect(getEventoDeReserva(otherDay)).toEqual({ eventoId: null, eventoTitulo: null });
    expect(getEventoDeReserva(chooseFecha(otherDay, '2026-03-12'))).toEqual({ eventoId: 5, eventoTitulo: 'Jazz' });
  });

  it('is never an event entry without an event', () => {
    expect(getEventoDeReserva(state())).toEqual({ eventoId: null, eventoTitulo: null });
  });
});

describe('shouldDiscardDraft (a draft less than 2 hours ahead)', () => {
  const at = '2026-03-12T21:30:00-03:00';
  const instant = Date.parse(at);

  it('keeps a draft 2 hours or more ahead and discards one less than 2 hours ahead', () => {
    expect(shouldDiscardDraft(draft({ fechaHora: at }), new Date(instant - 2 * 3_600_000))).toBe(false);
    expect(shouldDiscardDraft(draft({ fechaHora: at }), new Date(instant - 2 * 3_600_000 + 1))).toBe(true);
    expect(shouldDiscardDraft(draft({ fechaHora: at }), new Date(instant + 60_000))).toBe(true);
  });

  it('discards a draft whose time cannot be read, and there is nothing to discard without one', () => {
    expect(shouldDiscardDraft(draft({ fechaHora: 'pronto' }), NOW)).toBe(true);
    expect(shouldDiscardDraft(null, NOW)).toBe(false);
  });
});

describe('applyAvailability', () => {
  it('drops the proposed 07:30 when it is not a night slot and picks the first sector with room', () => {
    const next = applyAvailability(state(), DAY);
    expect(next).toMatchObject({ rango: NOCHE, sectorId: SALON, hora: null });
  });

  it('keeps a chosen time that is a slot of the day part with room in the sector', () => {
    const next = applyAvailability(state({ sectorId: TERRAZA, hora: '2026-03-12T21:00:00-03:00' }), DAY);
    expect(next).toMatchObject({ rango: NOCHE, sectorId: TERRAZA, hora: '2026-03-12T21:00:00-03:00' });
  });

  it('passes over sectors without room for the party', () => {
    expect(applyAvailability(state({ cantidad: 3 }), DAY).sectorId).toBe(TERRAZA);
    expect(applyAvailability(state({ cantidad: 7 }), DAY)).toMatchObject({ sectorId: null, hora: null });
  });

  it('clears a time whose sector lost its room', () => {
    const next = applyAvailability(state({ sectorId: SALON, hora: '2026-03-12T21:00:00-03:00' }), DAY);
    expect(next).toMatchObject({ sectorId: SALON, hora: null });
  });

  it('auto-selects another day part when the night has no slots (night, midday, afternoon, morning)', () => {
    const midday: HorariosDisponibles = { ...DAY, horarios: [slot('2026-03-12T13:00:00-03:00', 4, 0)] };
    expect(applyAvailability(state(), midday)).toMatchObject({ rango: MEDIODIA, sectorId: SALON });
    const disabledNight: HorariosDisponibles = {
      ...DAY,
      horarios: [slot('2026-03-12T21:00:00-03:00', 9, 9, true), slot('2026-03-12T13:00:00-03:00', 4, 0)],
    };
    expect(applyAvailability(state(), disabledNight).rango).toBe(MEDIODIA);
  });

  it('keeps the day part but chooses nothing when the day has no slots', () => {
    const next = applyAvailability(state({ sectorId: SALON, hora: '2026-03-12T21:30:00-03:00' }), {
      ...DAY,
      horarios: [],
    });
    expect(next).toMatchObject({ rango: NOCHE, sectorId: null, hora: null });
  });
});

describe('chooseRango', () => {
  it('moves to the day part, picks a sector with room there and clears a time of another part', () => {
    const before = state({ sectorId: TERRAZA, hora: '2026-03-12T21:00:00-03:00', sectorSinLugarId: SALON });
    expect(chooseRango(before, DAY, MEDIODIA)).toMatchObject({
      rango: MEDIODIA,
      sectorId: SALON,
      hora: null,
      sectorSinLugarId: null,
    });
  });
});

describe('chooseSector', () => {
  const night = state({ sectorId: TERRAZA, hora: '2026-03-12T21:30:00-03:00' });

  it('keeps the time when it fits the new sector', () => {
    expect(chooseSector(night, DAY, SALON)).toMatchObject({
      sectorId: SALON,
      hora: '2026-03-12T21:30:00-03:00',
      sectorSinLugarId: null,
    });
  });

  it('clears the time when it does not fit the new sector', () => {
    const at21 = { ...night, hora: '2026-03-12T21:00:00-03:00' };
    expect(chooseSector(at21, DAY, SALON)).toMatchObject({ sectorId: SALON, hora: null });
  });

  it('clears a sector without room and remembers it for the hint', () => {
    expect(chooseSector({ ...night, cantidad: 3 }, DAY, SALON)).toMatchObject({
      sectorId: null,
      hora: null,
      sectorSinLugarId: SALON,
    });
  });
});

describe('chooseFecha', () => {
  it('clears the chosen time and the no-room hint, keeping the rest', () => {
    const before = state({ sectorId: TERRAZA, hora: '2026-03-12T21:30:00-03:00', sectorSinLugarId: SALON });
    expect(chooseFecha(before, '2026-03-14')).toEqual({
      ...before,
      fecha: '2026-03-14',
      hora: null,
      sectorSinLugarId: null,
    });
  });
});
