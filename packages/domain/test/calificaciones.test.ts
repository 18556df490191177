import { describe, expect, it } from 'vitest';
import {
  calcularCalificaciones,
  calificableHasta,
  findCalificarError,
  findPuntajeEnvioError,
  MSG_CALIFICACION_CARGADA_POR_COMERCIO,
  MSG_CALIFICACION_ENVIO_EN_RETIRO,
  MSG_CALIFICACION_NO_LISTO,
  MSG_CALIFICACION_SIN_ENVIO,
  MSG_CALIFICACION_VENCIDA,
  promedioSuavizado,
} from '../src/calificaciones/calificaciones.ts';
import { calificarRequestSchema } from '../src/calificaciones/schemas.ts';

const LISTO = '2026-11-21T21:00:00-03:00';
const at = (iso: string) => new Date(iso);

describe('findCalificarError', () => {
  const entregado = { estadoId: 2, delivery: true, horaEntregado: new Date(LISTO) };
  it.each([
    ['right after it was ready', entregado, '2026-11-21T21:00:00-03:00', null],
    ['six days later', entregado, '2026-11-27T21:00:00-03:00', null],
    ['one millisecond before 7 days', entregado, '2026-11-28T20:59:59.999-03:00', null],
    ['exactly 7 days later', entregado, '2026-11-28T21:00:00-03:00', MSG_CALIFICACION_VENCIDA],
    ['8 days later', entregado, '2026-11-29T21:00:00-03:00', MSG_CALIFICACION_VENCIDA],
    ['placed (estado 0)', { ...entregado, estadoId: 0, horaEntregado: null }, LISTO, MSG_CALIFICACION_NO_LISTO],
    ['in preparation (estado 1)', { ...entregado, estadoId: 1, horaEntregado: null }, LISTO, MSG_CALIFICACION_NO_LISTO],
    ['cancelled (estado 3)', { ...entregado, estadoId: 3 }, LISTO, MSG_CALIFICACION_NO_LISTO],
    ['rejected (estado 4)', { ...entregado, estadoId: 4, horaEntregado: null }, LISTO, MSG_CALIFICACION_NO_LISTO],
    [
      'pending payment (estado 5)',
      { ...entregado, estadoId: 5, horaEntregado: null },
      LISTO,
      MSG_CALIFICACION_NO_LISTO,
    ],
    ['estado 2 without its time', { ...entregado, horaEntregado: null }, LISTO, MSG_CALIFICACION_NO_LISTO],
    [
      'entered by the business',
      { ...entregado, cargadoPorComercio: true },
      LISTO,
      MSG_CALIFICACION_CARGADA_POR_COMERCIO,
    ],
    ['with the time as an ISO string', { ...entregado, horaEntregado: LISTO }, '2026-11-22T10:00:00Z', null],
  ])('%s', (_name, pedido, now, expected) => {
    expect(findCalificarError(pedido, at(now))).toBe(expected);
  });

  it('counts the window from horaEntregado, whatever the offset it is written with', () => {
    expect(
      calificableHasta({ estadoId: 2, delivery: false, horaEntregado: '2026-11-22T00:00:00Z' })?.toISOString(),
    ).toBe('2026-11-29T00:00:00.000Z');
    expect(calificableHasta({ estadoId: 1, delivery: false, horaEntregado: null })).toBeNull();
  });
});

describe('findPuntajeEnvioError', () => {
  it.each([
    [true, 4, null],
    [true, null, MSG_CALIFICACION_SIN_ENVIO],
    [true, undefined, MSG_CALIFICACION_SIN_ENVIO],
    [false, null, null],
    [false, undefined, null],
    [false, 5, MSG_CALIFICACION_ENVIO_EN_RETIRO],
  ])('delivery %s with score %s', (delivery, puntaje, expected) => {
    expect(findPuntajeEnvioError(delivery, puntaje)).toBe(expected);
  });
});

describe('promedioSuavizado: (5·4 + Σx) / (5 + n), one decimal', () => {
  it.each([
    [0, 0, 0],
    [5, 1, 4.2],
    [1, 1, 3.5],
    [75, 15, 4.8],
    [15, 15, 1.8],
    [500, 100, 5],
  ])('sum %s of %s scores → %s', (suma, n, expected) => {
    expect(promedioSuavizado(suma, n)).toBe(expected);
  });

  it('never takes a new business to 1 or 5 stars with one rating', () => {
    expect(promedioSuavizado(5, 1)).toBeLessThan(4.5);
    expect(promedioSuavizado(1, 1)).toBeGreaterThan(3);
  });
});

describe('calcularCalificaciones', () => {
  it('smooths quality and deliveries apart, and the overall over every score', () => {
    expect(
      calcularCalificaciones({ sumaCalidad: 75, cantidadCalidad: 15, sumaEnvios: 44, cantidadEnvios: 10 }),
    ).toEqual({ califCalidad: 4.8, califEnvios: 4.3, califProm: 4.6 });
  });
  it('gives a pickup-only business califProm = califCalidad and no delivery stars', () => {
    expect(calcularCalificaciones({ sumaCalidad: 28, cantidadCalidad: 6, sumaEnvios: 0, cantidadEnvios: 0 })).toEqual({
      califCalidad: 4.4,
      califEnvios: 0,
      califProm: 4.4,
    });
  });
  it('is 0 everywhere with no rating', () => {
    expect(calcularCalificaciones({ sumaCalidad: 0, cantidadCalidad: 0, sumaEnvios: 0, cantidadEnvios: 0 })).toEqual({
      califCalidad: 0,
      califEnvios: 0,
      califProm: 0,
    });
  });
});

describe('calificarRequestSchema', () => {
  const ok = (body: unknown) => calificarRequestSchema.safeParse(body).success;
  const message = (body: unknown) => calificarRequestSchema.safeParse(body).error?.issues[0]?.message;
  it.each([
    [{ puntajeCalidad: 5 }, true],
    [{ puntajeCalidad: 1, puntajeEnvio: 5, comentario: 'Muy rico' }, true],
    [{ puntajeCalidad: 3, puntajeEnvio: null, comentario: null }, true],
    [{ puntajeCalidad: 3, comentario: 'x'.repeat(280) }, true],
  ])('accepts %j', (body, expected) => {
    expect(ok(body)).toBe(expected);
  });
  it.each([
    [{}, 'La calificación va de 1 a 5 estrellas.'],
    [{ puntajeCalidad: 0 }, 'La calificación va de 1 a 5 estrellas.'],
    [{ puntajeCalidad: 6 }, 'La calificación va de 1 a 5 estrellas.'],
    [{ puntajeCalidad: 4.5 }, 'La calificación va de 1 a 5 estrellas.'],
    [{ puntajeCalidad: '5' }, 'La calificación va de 1 a 5 estrellas.'],
    [{ puntajeCalidad: 5, puntajeEnvio: 0 }, 'La calificación va de 1 a 5 estrellas.'],
    [{ puntajeCalidad: 5, comentario: 'x'.repeat(281) }, 'El comentario puede tener hasta 280 caracteres.'],
  ])('refuses %j', (body, expected) => {
    expect(message(body)).toBe(expected);
  });
});
