import { describe, expect, it } from 'vitest';
import {
  computeHorariosDisponibles,
  type DisponibilidadInput,
  getMinutosComprometidos,
  getOcupacionRange,
  getReservaOcupacion,
  listTurnos,
  type ReservaOcupante,
  type SectorReservas,
  type ServicioReservas,
} from '../src/reservas/availability.ts';
import type { HorarioDisponible } from '../src/reservas/schemas.ts';

const BA = 'America/Argentina/Buenos_Aires';
const MIN = 60_000;
// 2026-11-21 is a Saturday (6).
const at = (hhmm: string, fecha = '2026-11-21') => Date.parse(`${fecha}T${hhmm}:00-03:00`);

const cena: ServicioReservas = {
  id: 7,
  franjas: [{ dia: 6, desde: '20:00', hasta: '23:00' }],
  intervaloMinutos: 30,
  duracionPromHasta2P: 90,
  duracionProm2a5P: 120,
  duracionPromMas5P: 150,
  anticipacionMinimaMinutos: 60,
  minutosDeTolerancia: 15,
};
const sectores: SectorReservas[] = [
  { id: 1, descripcion: 'Salón', capacidad: 10 },
  { id: 2, descripcion: 'Terraza', capacidad: 4 },
];

/** A reservation as the API stores it: its end from the service's duration for its size. */
const booked = (hhmm: string, cantidad: number, sectorId = 1): ReservaOcupante => ({
  ...getReservaOcupacion(at(hhmm), cantidad, cena),
  cantidad,
  sectorId,
});

const compute = (overrides: Partial<DisponibilidadInput> = {}) =>
  computeHorariosDisponibles({
    fecha: '2026-11-21',
    cantidadPersonas: 2,
    servicios: [cena],
    sectores,
    diasCerrados: [],
    reservas: [],
    now: new Date('2026-11-21T12:00:00-03:00'),
    timeZone: BA,
    ...overrides,
  });

const byHora = (horarios: HorarioDisponible[]) => Object.fromEntries(horarios.map((h) => [h.hora.slice(11, 16), h]));
const places = (h: HorarioDisponible | undefined, sectorId = 1) =>
  h?.sectores.find((s) => s.reservaSectorId === sectorId)?.cantidad;

describe('listTurnos: the slots of a day', () => {
  it("lists each window's slots from desde to hasta, every interval, in the merchant's zone", () => {
    expect(listTurnos('2026-11-21', [cena], BA).map((t) => t.hora)).toEqual([
      '2026-11-21T20:00:00-03:00',
      '2026-11-21T20:30:00-03:00',
      '2026-11-21T21:00:00-03:00',
      '2026-11-21T21:30:00-03:00',
      '2026-11-21T22:00:00-03:00',
      '2026-11-21T22:30:00-03:00',
      '2026-11-21T23:00:00-03:00',
    ]);
  });

  it('has no slots on a weekday without a window', () => {
    expect(listTurnos('2026-11-22', [cena], BA)).toEqual([]);
  });

  it("keeps a window running past midnight on the evening's day", () => {
    const tarde = { ...cena, franjas: [{ dia: 6, desde: '23:00', hasta: '01:00' }] };
    expect(listTurnos('2026-11-21', [tarde], BA).map((t) => t.hora)).toEqual([
      '2026-11-21T23:00:00-03:00',
      '2026-11-21T23:30:00-03:00',
      '2026-11-22T00:00:00-03:00',
      '2026-11-22T00:30:00-03:00',
      '2026-11-22T01:00:00-03:00',
    ]);
  });

  it('places slots across a DST change with the right offset', () => {
    // Madrid falls back from 03:00 to 02:00 on Sunday 2026-10-25.
    const madrid = { ...cena, franjas: [{ dia: 0, desde: '01:00', hasta: '04:00' }], intervaloMinutos: 60 };
    expect(listTurnos('2026-10-25', [madrid], 'Europe/Madrid').map((t) => t.hora)).toEqual([
      '2026-10-25T01:00:00+02:00',
      '2026-10-25T02:00:00+02:00',
      '2026-10-25T03:00:00+01:00',
      '2026-10-25T04:00:00+01:00',
    ]);
  });

  it('skips a wall-clock time that clocks jump over (it would be the same instant as the next slot)', () => {
    // Madrid springs forward from 02:00 to 03:00 on Sunday 2026-03-29.
    const madrid = { ...cena, franjas: [{ dia: 0, desde: '01:00', hasta: '04:00' }], intervaloMinutos: 60 };
    expect(listTurnos('2026-03-29', [madrid], 'Europe/Madrid').map((t) => t.hora)).toEqual([
      '2026-03-29T01:00:00+01:00',
      '2026-03-29T03:00:00+02:00',
      '2026-03-29T04:00:00+02:00',
    ]);
  });

  it('keeps the first service of a repeated instant and sorts by time', () => {
    const almuerzo = { ...cena, id: 8, franjas: [{ dia: 6, desde: '12:00', hasta: '12:30' }] };
    const otra = { ...cena, id: 9, franjas: [{ dia: 6, desde: '23:00', hasta: '23:00' }] };
    const turnos = listTurnos('2026-11-21', [cena, otra, almuerzo], BA);
    expect(turnos.map((t) => `${t.hora.slice(11, 16)}#${t.servicio.id}`)).toEqual([
      '12:00#8',
      '12:30#8',
      '20:00#7',
      '20:30#7',
      '21:00#7',
      '21:30#7',
      '22:00#7',
      '22:30#7',
      '23:00#7',
    ]);
  });
});

describe('getMinutosComprometidos: minutes held by party-size band', () => {
  it.each([
    [1, 90],
    [2, 90],
    [3, 120],
    [5, 120],
    [6, 150],
    [20, 150],
  ])('a party of %i holds %i minutes', (cantidad, minutos) => {
    expect(getMinutosComprometidos(cena, cantidad)).toBe(minutos);
  });
});

describe('computeHorariosDisponibles', () => {
  it('lists every slot with every sector; all free on an empty day', () => {
    const horarios = compute();
    expect(horarios).toHaveLength(7);
    expect(horarios[0]).toEqual({
      hora: '2026-11-21T20:00:00-03:00',
      servicioId: 7,
      disabled: false,
      sectores: [
        { reservaSectorId: 1, cantidad: 10 },
        { reservaSectorId: 2, cantidad: 4 },
      ],
    });
  });

  it('enables a slot only when it is later than now plus the minimum notice', () => {
    const disabledAt = (now: string) =>
      compute({ now: new Date(`2026-11-21T${now}:00-03:00`) })
        .filter((h) => h.disabled)
        .map((h) => h.hora.slice(11, 16));
    expect(disabledAt('19:00')).toEqual(['20:00']); // 20:00 is not later than 19:00 + 60 minutes
    expect(disabledAt('18:59')).toEqual([]);
    expect(disabledAt('19:01')).toEqual(['20:00']);
    expect(disabledAt('20:31')).toEqual(['20:00', '20:30', '21:00', '21:30']);
    expect(disabledAt('23:30')).toEqual(['20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00']);
  });

  it('has no slots on a closed day', () => {
    expect(compute({ diasCerrados: ['2026-11-21'] })).toEqual([]);
    expect(compute({ diasCerrados: ['2026-11-22'] })).toHaveLength(7);
  });

  it('has no slots without a service', () => {
    expect(compute({ servicios: [] })).toEqual([]);
  });

  it('counts a reservation from its start until its party leaves (party of 2: 90 minutes)', () => {
    const h = byHora(compute({ reservas: [booked('21:00', 2)] }));
    // Asking for 1 person (90 minutes) so only the reservation's own minutes matter after 21:00.
    expect(places(h['21:00'])).toBe(8);
    expect(places(h['22:00'])).toBe(8);
    expect(places(h['22:30'])).toBe(10);
    // Other sectors are not touched.
    expect(places(h['21:00'], 2)).toBe(4);
  });

  it.each([
    // [party booked, its minutes]: the slot at start + minutes - 30 is still held, the one at start + minutes is free.
    [2, 90, '22:00', '22:30'],
    [4, 120, '22:30', '23:00'],
    [6, 150, '23:00', '23:30'],
  ])('a booked party of %i holds %i minutes', (cantidad, _minutos, lastHeld, firstFree) => {
    const reservas = [{ ...getReservaOcupacion(at('21:00'), cantidad, cena), cantidad, sectorId: 1 }];
    // A party of 1 only looks ahead 90 minutes; asking at the slots themselves shows who is seated then.
    const extended = { ...cena, franjas: [{ dia: 6, desde: '20:00', hasta: '23:30' }] };
    const h = byHora(compute({ reservas, servicios: [extended], cantidadPersonas: 1 }));
    expect(places(h[lastHeld])).toBe(10 - cantidad);
    expect(places(h[firstFree])).toBe(10);
  });

  it.each([
    // Asking for a party size looks ahead that size's minutes: a reservation starting inside them overlaps.
    [2, '20:00', '21:25', 8], // 90 minutes from 20:00 reach 21:25
    [2, '20:00', '21:30', 10], // ... not 21:30
    [3, '20:00', '21:55', 8], // 120 minutes reach 21:55
    [3, '20:00', '22:00', 10],
    [6, '20:00', '22:25', 8], // 150 minutes reach 22:25
    [6, '20:00', '22:30', 10],
  ])('a party of %i at %s overlaps a reservation at %s: %i places left', (cantidad, slotHora, reservaHora, left) => {
    const reservas: ReservaOcupante[] = [
      { inicio: at(reservaHora), fin: at(reservaHora) + 60 * MIN, cantidad: 2, sectorId: 1 },
    ];
    const h = byHora(compute({ reservas, cantidadPersonas: cantidad }));
    expect(places(h[slotHora])).toBe(left);
  });

  it('disables a slot when no sector has room for the party during its minutes', () => {
    const reservas = [booked('21:00', 8, 1), booked('21:30', 4, 2)];
    const h = byHora(compute({ reservas, cantidadPersonas: 3 }));
    // 20:00 for 3 holds until 22:00: it meets 8 in the Salón (2 left) and 4 in the Terraza (0 left).
    expect(places(h['20:00'], 1)).toBe(2);
    expect(places(h['20:00'], 2)).toBe(0);
    expect(h['20:00']?.disabled).toBe(true);
    // A party of 2 fits in the Salón's 2 places.
    expect(byHora(compute({ reservas, cantidadPersonas: 2 }))['20:00']?.disabled).toBe(false);
  });

  it('compares capacity with the party size: exactly the places left is enough', () => {
    const reservas = [booked('20:00', 6, 1), booked('20:00', 1, 2)];
    expect(byHora(compute({ reservas, cantidadPersonas: 4 }))['20:00']?.disabled).toBe(false);
    expect(byHora(compute({ reservas, cantidadPersonas: 5 }))['20:00']?.disabled).toBe(true);
  });

  it('adds up reservations of the same sector and never answers below 0', () => {
    const reservas = [booked('20:00', 5), booked('20:30', 5), booked('20:30', 4)];
    const h = byHora(compute({ reservas }));
    expect(places(h['20:30'])).toBe(0);
    expect(places(h['20:00'])).toBe(0);
  });

  it('ignores reservations of unknown sectors', () => {
    const h = byHora(compute({ reservas: [booked('20:00', 3, 99)] }));
    expect(places(h['20:00'])).toBe(10);
  });

  it('answers the same in any process time zone (it never reads the local time)', () => {
    const reservas = [booked('21:00', 2)];
    const a = compute({ reservas });
    expect(a.map((h) => h.hora.slice(11, 16))).toContain('21:00');
    expect(getOcupacionRange(listTurnos('2026-11-21', [cena], BA), [cena])).toEqual({
      desde: at('20:00'),
      hasta: at('23:00') + 150 * MIN,
    });
  });

  it('computes a busy day (200 reservations, 3 sectors, 60 slots) within its capacity in every slot', () => {
    // Its speed is bench/availability.ts's (budget 1 ms per call), not a unit test's: a timed assertion fails on a
    // loaded machine.
    const busy: ServicioReservas = {
      ...cena,
      franjas: [{ dia: 6, desde: '09:00', hasta: '23:45' }],
      intervaloMinutos: 15,
      anticipacionMinimaMinutos: 0,
    };
    const three: SectorReservas[] = [
      { id: 1, descripcion: 'A', capacidad: 200 },
      { id: 2, descripcion: 'B', capacidad: 200 },
      { id: 3, descripcion: 'C', capacidad: 200 },
    ];
    const turnos = listTurnos('2026-11-21', [busy], BA);
    expect(turnos).toHaveLength(60);
    const reservas = Array.from({ length: 200 }, (_, i) => ({
      ...getReservaOcupacion(turnos[(i * 7) % 60]!.inicio, 1 + (i % 8), busy),
      cantidad: 1 + (i % 8),
      sectorId: 1 + (i % 3),
    }));
    const input = { servicios: [busy], sectores: three, reservas, turnos };
    const result = compute(input);
    expect(result.length).toBeGreaterThan(0);
    for (const slot of result) {
      for (const sector of three) {
        expect(places(slot, sector.id)).toBeGreaterThanOrEqual(0);
        expect(places(slot, sector.id)).toBeLessThanOrEqual(200);
      }
    }
    // The reservations are counted: some sector of some slot has fewer places than its capacity.
    expect(result.some((slot) => three.some((sector) => (places(slot, sector.id) ?? 200) < 200))).toBe(true);
    // The same input gives the same answer (nothing depends on the call's clock or order).
    expect(compute(input)).toEqual(result);
  });
});
