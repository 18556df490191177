import { describe, expect, it } from 'vitest';
import {
  findReservasSobreCapacidad,
  findWalkInTimeError,
  listAccionesReserva,
  MSG_WALK_IN_ANTIGUO,
  MSG_WALK_IN_FUTURO,
  pickServicioDeIngreso,
} from '../src/reservas/back-office.ts';
import {
  computeOcupacionDeTurnos,
  ESTADOS_QUE_OCUPAN,
  getReservaOcupacion,
  listTurnos,
  type SectorReservas,
  type ServicioReservas,
} from '../src/reservas/availability.ts';
import { walkInRequestSchema } from '../src/reservas/back-office-schemas.ts';

const BA = 'America/Argentina/Buenos_Aires';
const MIN = 60_000;
// 2026-11-21 is a Saturday (6).
const at = (hhmm: string, fecha = '2026-11-21') => Date.parse(`${fecha}T${hhmm}:00-03:00`);

const servicio = (id: number, desde: string, hasta: string, dias = [6]): ServicioReservas => ({
  id,
  franjas: dias.map((dia) => ({ dia, desde, hasta })),
  intervaloMinutos: 30,
  duracionPromHasta2P: 90,
  duracionProm2a5P: 120,
  duracionPromMas5P: 150,
  anticipacionMinimaMinutos: 60,
  minutosDeTolerancia: 15,
});
const almuerzo = servicio(1, '12:00', '14:30');
const cena = servicio(2, '20:00', '01:00');
const sectores: SectorReservas[] = [
  { id: 1, descripcion: 'Salón', capacidad: 10 },
  { id: 2, descripcion: 'Terraza', capacidad: 4 },
];

describe('fulfilled (arrived) reservations hold places', () => {
  it('counts received, confirmed and fulfilled, not cancelled or absent', () => {
    expect(ESTADOS_QUE_OCUPAN).toEqual([0, 1, 5]);
  });
});

describe('computeOcupacionDeTurnos: the book’s occupancy', () => {
  const turnos = listTurnos('2026-11-21', [cena], BA);
  const reservas = [
    { ...getReservaOcupacion(at('20:00'), 4, cena), cantidad: 4, sectorId: 1 }, // until 22:00
    { ...getReservaOcupacion(at('21:00'), 2, cena), cantidad: 2, sectorId: 1 }, // until 22:30
    { ...getReservaOcupacion(at('21:10'), 3, cena), cantidad: 3, sectorId: 2 }, // a walk-in, until 23:10
  ];
  const ocupacion = Object.fromEntries(
    computeOcupacionDeTurnos(turnos, sectores, reservas).map((t) => [t.hora.slice(11, 16), t.sectores]),
  );

  it('counts the people seated in each sector at each slot’s start', () => {
    expect(ocupacion['20:00']).toEqual([
      { reservaSectorId: 1, capacidad: 10, ocupados: 4 },
      { reservaSectorId: 2, capacidad: 4, ocupados: 0 },
    ]);
    expect(ocupacion['21:00']?.map((s) => s.ocupados)).toEqual([6, 0]);
    expect(ocupacion['21:30']?.map((s) => s.ocupados)).toEqual([6, 3]);
    // 22:00: the party of 4 left at 22:00 exactly.
    expect(ocupacion['22:00']?.map((s) => s.ocupados)).toEqual([2, 3]);
    expect(ocupacion['23:00']?.map((s) => s.ocupados)).toEqual([0, 3]);
    expect(ocupacion['23:30']?.map((s) => s.ocupados)).toEqual([0, 0]);
  });

  it('lists every slot of the day with its service, past midnight too', () => {
    expect(Object.keys(ocupacion)).toContain('00:30');
    expect(computeOcupacionDeTurnos(turnos, sectores, []).every((t) => t.servicioId === cena.id)).toBe(true);
  });
});

describe('walk-ins', () => {
  const now = new Date('2026-11-21T21:00:00-03:00');

  it('are recorded from 12 hours back to 15 minutes ahead of the clock', () => {
    expect(findWalkInTimeError(now.getTime(), now)).toBeNull();
    expect(findWalkInTimeError(now.getTime() + 15 * MIN, now)).toBeNull();
    expect(findWalkInTimeError(now.getTime() + 16 * MIN, now)).toBe(MSG_WALK_IN_FUTURO);
    expect(findWalkInTimeError(now.getTime() - 12 * 60 * MIN, now)).toBeNull();
    expect(findWalkInTimeError(now.getTime() - 12 * 60 * MIN - 1, now)).toBe(MSG_WALK_IN_ANTIGUO);
  });

  it('take the durations of the service of the nearest slot', () => {
    expect(pickServicioDeIngreso(at('21:07'), '2026-11-21', [almuerzo, cena], BA)?.id).toBe(cena.id);
    expect(pickServicioDeIngreso(at('13:40'), '2026-11-21', [almuerzo, cena], BA)?.id).toBe(almuerzo.id);
    // 16:00 is nearer the end of lunch (14:30) than the start of dinner (20:00).
    expect(pickServicioDeIngreso(at('16:00'), '2026-11-21', [almuerzo, cena], BA)?.id).toBe(almuerzo.id);
    expect(pickServicioDeIngreso(at('19:00'), '2026-11-21', [almuerzo, cena], BA)?.id).toBe(cena.id);
  });

  it("find the evening's window past midnight (it belongs to the day before)", () => {
    // Sunday 00:40: Saturday's dinner runs to 01:00; Sunday has no service.
    expect(pickServicioDeIngreso(at('00:40', '2026-11-22'), '2026-11-22', [almuerzo, cena], BA)?.id).toBe(cena.id);
  });

  it('fall back to the first service outside every window, and to none without services', () => {
    const monday = '2026-11-23';
    expect(pickServicioDeIngreso(at('18:00', monday), monday, [almuerzo, cena], BA)?.id).toBe(almuerzo.id);
    expect(pickServicioDeIngreso(at('18:00', monday), monday, [], BA)).toBeNull();
  });

  it('validate their body with Spanish messages', () => {
    const ok = walkInRequestSchema.safeParse({ nombre: ' Juan ', cantidad: 3, sectorId: 1 });
    expect(ok.success && ok.data.nombre).toBe('Juan');
    const messages = (body: unknown) => walkInRequestSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ nombre: '', cantidad: 2, sectorId: 1 })).toEqual(['Indicá el nombre de quien llegó']);
    expect(messages({ nombre: 'A', cantidad: 0, sectorId: 1 })).toEqual(['La cantidad de personas debe ser mayor a 0']);
    expect(messages({ nombre: 'A', cantidad: 2 })).toEqual(['Seleccione un sector']);
    expect(messages({ nombre: 'A', cantidad: 2, sectorId: 1, tel: 'abc' })).toEqual([
      'El teléfono solo puede tener números, espacios, +, - y paréntesis',
    ]);
    expect(messages({ nombre: 'A', cantidad: 2, sectorId: 1, fechaHora: '2026-11-21T21:00' })).toEqual([
      'La fecha y hora no es válida',
    ]);
  });
});

describe('findReservasSobreCapacidad: what a lower capacity leaves over it', () => {
  const r = (id: number, desde: string, hasta: string, cantidad: number) => ({
    id,
    inicio: at(desde),
    fin: at(hasta),
    cantidad,
    sectorId: 1,
  });
  const reservas = [r(1, '20:00', '22:00', 4), r(2, '21:00', '23:00', 4), r(3, '22:30', '23:30', 2)];

  it('lists the reservations seated when the sector holds more than the capacity', () => {
    expect(findReservasSobreCapacidad(reservas, 8).map((x) => x.id)).toEqual([]);
    // 21:00 to 22:00 seats 8: with room for 6, parties 1 and 2 are over; 22:30 seats 6, fine.
    expect(findReservasSobreCapacidad(reservas, 6).map((x) => x.id)).toEqual([1, 2]);
    // With room for 5, 22:30 (4 + 2) is over too.
    expect(findReservasSobreCapacidad(reservas, 5).map((x) => x.id)).toEqual([1, 2, 3]);
    expect(findReservasSobreCapacidad(reservas, 0).map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('does not count a reservation that ended when the next one starts', () => {
    expect(findReservasSobreCapacidad([r(1, '20:00', '21:00', 4), r(2, '21:00', '22:00', 4)], 4)).toEqual([]);
  });
});

describe('listAccionesReserva: what the book offers', () => {
  it('follows the state machine', () => {
    expect(listAccionesReserva(0)).toEqual(['confirmar', 'cumplida', 'ausente', 'cancelar']);
    expect(listAccionesReserva(1)).toEqual(['cumplida', 'ausente', 'cancelar']);
    for (const final of [3, 4, 5, 6]) expect(listAccionesReserva(final)).toEqual([]);
  });
});
