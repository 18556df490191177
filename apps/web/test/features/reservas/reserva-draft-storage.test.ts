import type { ReservaPendiente } from '@vidriera/domain/reservas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearReservaPendiente,
  readReservaPendiente,
  saveReservaPendiente,
} from '../../../src/features/reservas/reserva-draft-storage.ts';

const SAVED_AT = new Date('2026-03-10T15:00:00.000Z');
const after = (ms: number) => new Date(SAVED_AT.getTime() + ms);
const MINUTE = 60_000;

const reserva: ReservaPendiente = {
  fechaHora: '2026-03-11T23:00:00-03:00',
  cantidad: 2,
  sectorId: 3,
  observacion: 'ventana',
  rango: 4,
  seleccionoHorario: true,
  configRestoId: 7,
  carpeta: 'pizzeria',
};

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(SAVED_AT);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('reservation draft (reservapendiente)', () => {
  it('reads back what was saved, under the spec key', () => {
    saveReservaPendiente(reserva, SAVED_AT);
    expect(localStorage.getItem('reservapendiente')).not.toBeNull();
    expect(readReservaPendiente(after(MINUTE))).toEqual(reserva);
  });

  it('lives 30 minutes from the save and not a moment longer', () => {
    saveReservaPendiente(reserva, SAVED_AT);
    expect(readReservaPendiente(after(30 * MINUTE))).toEqual(reserva);
    expect(readReservaPendiente(after(30 * MINUTE + 1))).toBeNull();
  });

  it('counts the 30 minutes from the latest save', () => {
    saveReservaPendiente(reserva, SAVED_AT);
    saveReservaPendiente({ ...reserva, cantidad: 5 }, after(20 * MINUTE));
    expect(readReservaPendiente(after(45 * MINUTE))?.cantidad).toBe(5);
  });

  it('follows the clock the caller passes (fake system time)', () => {
    saveReservaPendiente(reserva, new Date());
    vi.advanceTimersByTime(31 * MINUTE);
    expect(readReservaPendiente(new Date())).toBeNull();
  });

  it('ignores a draft dated in the future, unreadable text or another shape', () => {
    saveReservaPendiente(reserva, after(5 * MINUTE));
    expect(readReservaPendiente(SAVED_AT)).toBeNull();
    localStorage.setItem('reservapendiente', '{oops');
    expect(readReservaPendiente(SAVED_AT)).toBeNull();
    localStorage.setItem('reservapendiente', JSON.stringify({ reserva: { cantidad: 2 }, creado: SAVED_AT }));
    expect(readReservaPendiente(SAVED_AT)).toBeNull();
  });

  it('is gone once cleared', () => {
    saveReservaPendiente(reserva, SAVED_AT);
    clearReservaPendiente();
    expect(readReservaPendiente(SAVED_AT)).toBeNull();
  });
});
