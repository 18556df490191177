import { describe, expect, it } from 'vitest';
import {
  eventoFechaInputSchema,
  eventoVarianteInputSchema,
  formatCapacidadMenorQueVendidas,
  ingresoRequestSchema,
  MSG_CODIGO_INGRESO,
} from '../src/eventos/back-office-schemas.ts';

describe('event dates written by the merchant', () => {
  it('takes an empty capacity as no limit and refuses negative ones', () => {
    expect(eventoFechaInputSchema.parse({ fechaHora: '2026-12-24T21:30', capacidad: '' }).capacidad).toBeNull();
    const refused = eventoFechaInputSchema.safeParse({ fechaHora: '2026-12-24T21:30', capacidad: -1 });
    expect(refused.error?.issues[0]?.message).toBe('La capacidad no puede ser negativa');
  });

  it("accepts a variant's cutoff as HH:mm or empty", () => {
    expect(
      eventoVarianteInputSchema.parse({ titulo: 'Anticipada', importe: 6000, horaHasta: '' }).horaHasta,
    ).toBeNull();
    expect(eventoVarianteInputSchema.safeParse({ titulo: 'A', importe: 1, horaHasta: '24:00' }).success).toBe(false);
  });

  it('says how many places were sold when a capacity is too low', () => {
    expect(formatCapacidadMenorQueVendidas(2, 1)).toBe(
      'No se puede bajar la capacidad a 2: ya hay 1 lugar vendido para esa fecha.',
    );
  });
});

describe('ticket codes at the door', () => {
  it('forgives case, spaces, dashes and O/I/L as typed', () => {
    expect(ingresoRequestSchema.parse({ codigo: 'abcd-efgh jkmn' }).codigo).toBe('ABCDEFGHJKMN');
    expect(ingresoRequestSchema.parse({ codigo: 'O1IL23456789' }).codigo).toBe('011123456789');
  });

  it('refuses what cannot be a code', () => {
    for (const codigo of ['', 'ABC', 'ABCDEFGHJKMNP', 'ABCDEFGHJKMU']) {
      expect(ingresoRequestSchema.safeParse({ codigo }).error?.issues[0]?.message, codigo).toBe(MSG_CODIGO_INGRESO);
    }
  });
});
