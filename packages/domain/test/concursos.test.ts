import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALGORITMO_SORTEO, drawWinners, hashSeed, verifyResultado } from '../src/concursos/sorteo.ts';
import {
  decideInstantPrize,
  describeResultado,
  evaluateParticipacion,
  formatFechaHoraLarga,
  formatMensajeGanador,
  formatPasosSiguientesPorDefecto,
  formatTextoGanador,
  hasPremiosRestantes,
  isConcursoFinalizado,
  MOTIVO_FINALIZADO,
  MOTIVO_INICIAR_SESION,
  MOTIVO_SIN_PREMIOS,
  MOTIVO_YA_PARTICIPA,
  TEXTO_SIN_SUERTE,
} from '../src/concursos/concursos.ts';

const open = { isLoggedIn: true, participando: false, finalizado: false, sinPremios: false };

describe('evaluateParticipacion', () => {
  it('lets a logged-in user join an open draw with prizes left', () => {
    expect(evaluateParticipacion(open)).toEqual({ permiteParticipar: true, motivoNoPermiteParticipar: null });
  });

  it("asks a visitor to log in, with a reason containing 'iniciar sesión' (the web sends them to login)", () => {
    const permiso = evaluateParticipacion({ ...open, isLoggedIn: false });
    expect(permiso.permiteParticipar).toBe(false);
    expect(permiso.motivoNoPermiteParticipar).toBe(MOTIVO_INICIAR_SESION);
    expect(permiso.motivoNoPermiteParticipar).toContain('iniciar sesión');
  });

  it('refuses a second participation', () => {
    expect(evaluateParticipacion({ ...open, participando: true })).toEqual({
      permiteParticipar: false,
      motivoNoPermiteParticipar: MOTIVO_YA_PARTICIPA,
    });
  });

  it('refuses an ended draw and one with no prizes left, even to a visitor (logging in would not help)', () => {
    for (const isLoggedIn of [true, false]) {
      expect(evaluateParticipacion({ ...open, isLoggedIn, finalizado: true }).motivoNoPermiteParticipar).toBe(
        MOTIVO_FINALIZADO,
      );
      expect(evaluateParticipacion({ ...open, isLoggedIn, sinPremios: true }).motivoNoPermiteParticipar).toBe(
        MOTIVO_SIN_PREMIOS,
      );
    }
  });

  it('tells a participant of an ended draw that they are participating', () => {
    expect(evaluateParticipacion({ ...open, participando: true, finalizado: true }).motivoNoPermiteParticipar).toBe(
      MOTIVO_YA_PARTICIPA,
    );
  });

  it('never mentions logging in to someone who is logged in', () => {
    for (const participando of [true, false]) {
      for (const finalizado of [true, false]) {
        for (const sinPremios of [true, false]) {
          const { motivoNoPermiteParticipar } = evaluateParticipacion({
            ...open,
            participando,
            finalizado,
            sinPremios,
          });
          expect(motivoNoPermiteParticipar ?? '').not.toContain('iniciar sesión');
        }
      }
    }
  });
});

describe('isConcursoFinalizado and hasPremiosRestantes', () => {
  const hasta = new Date('2026-12-01T03:00:00Z');
  it('ends at fechaHoraHasta, or as soon as the draw has been run', () => {
    expect(isConcursoFinalizado({ fechaHoraHasta: hasta, sorteadoAt: null }, new Date('2026-12-01T02:59:59Z'))).toBe(
      false,
    );
    expect(isConcursoFinalizado({ fechaHoraHasta: hasta, sorteadoAt: null }, hasta)).toBe(true);
    expect(isConcursoFinalizado({ fechaHoraHasta: hasta, sorteadoAt: hasta }, new Date('2026-11-01T00:00:00Z'))).toBe(
      true,
    );
  });

  it('has prizes while any unit is left', () => {
    expect(hasPremiosRestantes([{ restantes: 0 }, { restantes: 1 }])).toBe(true);
    expect(hasPremiosRestantes([{ restantes: 0 }])).toBe(false);
    expect(hasPremiosRestantes([])).toBe(false);
  });
});

describe('decideInstantPrize', () => {
  const premios = [
    { id: 10, restantes: 1 },
    { id: 20, restantes: 0 },
    { id: 30, restantes: 3 },
  ];

  it('wins only when the first roll is below the probability', () => {
    expect(decideInstantPrize(premios, 0.25, [0.2499, 0])).toBe(10);
    expect(decideInstantPrize(premios, 0.25, [0.25, 0])).toBeNull();
    expect(decideInstantPrize(premios, 0, [0, 0])).toBeNull();
    expect(decideInstantPrize(premios, 1, [0.999_999, 0])).toBe(10);
  });

  it('picks a unit left, every unit equally likely, never a prize without stock', () => {
    // 4 units: [10, 30, 30, 30]
    expect(decideInstantPrize(premios, 1, [0, 0])).toBe(10);
    expect(decideInstantPrize(premios, 1, [0, 0.2499])).toBe(10);
    expect(decideInstantPrize(premios, 1, [0, 0.25])).toBe(30);
    expect(decideInstantPrize(premios, 1, [0, 0.999_999_9])).toBe(30);
  });

  it('gives nothing when no unit is left', () => {
    expect(decideInstantPrize([{ id: 1, restantes: 0 }], 1, [0, 0.5])).toBeNull();
  });
});

describe('texts', () => {
  const tz = 'America/Argentina/Buenos_Aires';
  const sorteo = new Date('2027-01-07T00:00:00Z'); // 21:00 of Wednesday 6 January in Buenos Aires

  it("says 'ganaste' to a winner and never otherwise", () => {
    const base = { instantaneo: true, decidido: true, premio: null, fechaHoraSorteoEstimado: sorteo, timeZone: tz };
    expect(describeResultado({ ...base, premio: 'una pizza' })).toBe('¡Felicitaciones, ganaste una pizza!');
    expect(formatTextoGanador('una pizza')).toContain('ganaste');
    const losing = [
      describeResultado(base),
      describeResultado({ ...base, instantaneo: false }),
      describeResultado({ ...base, instantaneo: false, decidido: false }),
    ];
    expect(losing[0]).toBe(TEXTO_SIN_SUERTE);
    expect(losing[1]).toBe(TEXTO_SIN_SUERTE);
    for (const text of losing) expect(text.toLowerCase()).not.toContain('ganaste');
  });

  it('tells a participant of a scheduled draw when it happens, in the merchant zone whatever TZ runs this', () => {
    const text = describeResultado({
      instantaneo: false,
      decidido: false,
      premio: null,
      fechaHoraSorteoEstimado: sorteo,
      timeZone: tz,
    });
    expect(text).toContain('miércoles 6 de enero de 2027 a las 21:00');
    expect(formatFechaHoraLarga(new Date('2026-11-22T00:00:00Z'), tz)).toBe(
      'sábado 21 de noviembre de 2026 a las 21:00',
    );
  });

  it('builds claim steps and the WhatsApp message', () => {
    const pasos = formatPasosSiguientesPorDefecto({ nombreComercio: 'La Farola', domicilio: 'Av. Santamarina 651' });
    expect(pasos).toBe(
      'Acercate a La Farola (Av. Santamarina 651) con tu DNI y mostrá este mensaje para retirar tu premio.',
    );
    expect(formatPasosSiguientesPorDefecto({ nombreComercio: 'Alfajores', domicilio: ' ' })).not.toContain('(');
    expect(
      formatMensajeGanador({
        nombre: 'Sofía',
        premio: 'un flan',
        titulo: 'Raspá y ganá',
        nombreComercio: 'La Farola',
        pasosSiguientes: pasos,
      }),
    ).toBe(`¡Felicitaciones, Sofía! Ganaste un flan en el concurso "Raspá y ganá" de La Farola. ${pasos}`);
  });
});

/** The algorithm as documented, written again from the description with node:crypto: an outsider's check. */
function recomputeIndependently(seed: string, ids: number[], premios: Array<{ id: number; cantidad: number }>) {
  const pool = [...ids].sort((a, b) => a - b);
  const units = premios.flatMap((p) => Array(p.cantidad).fill(p.id) as number[]);
  let counter = 0;
  const next = () => createHmac('sha256', seed).update(String(counter++)).digest().readUInt32BE(0);
  const out: Array<{ orden: number; participacionId: number; premioId: number }> = [];
  for (let i = 0; i < Math.min(units.length, pool.length); i++) {
    const bound = pool.length - i;
    const limit = 2 ** 32 - (2 ** 32 % bound);
    let value = next();
    while (value >= limit) value = next();
    const j = i + (value % bound);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    out.push({ orden: i + 1, participacionId: pool[i]!, premioId: units[i]! });
  }
  return out;
}

describe('drawWinners', () => {
  const seed = 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778';
  const ids = [4, 9, 15, 16, 23, 42, 57, 61];
  const premios = [
    { id: 1, cantidad: 1 },
    { id: 2, cantidad: 2 },
  ];

  it('is deterministic: the same seed and participants give the same winners, whatever the input order', () => {
    const first = drawWinners(seed, ids, premios);
    expect(drawWinners(seed, [...ids].reverse(), premios)).toEqual(first);
    expect(drawWinners(seed, [...ids, 4, 9], premios)).toEqual(first);
    expect(first.map((g) => g.premioId)).toEqual([1, 2, 2]);
    expect(first.map((g) => g.orden)).toEqual([1, 2, 3]);
  });

  it('follows the documented algorithm (recomputed independently with node:crypto)', () => {
    for (let s = 0; s < 50; s++) {
      const someSeed = createHash('sha256').update(`semilla ${s}`).digest('hex');
      const someIds = Array.from({ length: 1 + (s % 13) }, (_, i) => i * 7 + s);
      expect(drawWinners(someSeed, someIds, premios)).toEqual(recomputeIndependently(someSeed, someIds, premios));
    }
  });

  it('picks distinct participants, never more than the units or the participants', () => {
    const many = drawWinners(seed, ids, [{ id: 1, cantidad: 100 }]);
    expect(many).toHaveLength(ids.length);
    expect(new Set(many.map((g) => g.participacionId)).size).toBe(ids.length);
    expect(drawWinners(seed, [], premios)).toEqual([]);
    expect(drawWinners(seed, ids, [])).toEqual([]);
    expect(drawWinners(seed, [7], premios)).toEqual([{ orden: 1, participacionId: 7, premioId: 1 }]);
  });

  it('changes with the seed', () => {
    const a = drawWinners(`${seed}0`, ids, premios).map((g) => g.participacionId);
    const b = drawWinners(`${seed}1`, ids, premios).map((g) => g.participacionId);
    const c = drawWinners(`${seed}2`, ids, premios).map((g) => g.participacionId);
    expect(new Set([a.join(), b.join(), c.join()]).size).toBeGreaterThan(1);
  });

  it('is uniform: over many seeds each participant wins each position about equally often', () => {
    const participants = [1, 2, 3, 4, 5];
    const rounds = 10_000;
    const firstPrize = new Map<number, number>();
    const anyPrize = new Map<number, number>();
    for (let s = 0; s < rounds; s++) {
      const winners = drawWinners(`semilla-${s}`, participants, [{ id: 1, cantidad: 2 }]);
      const first = winners[0]!.participacionId;
      firstPrize.set(first, (firstPrize.get(first) ?? 0) + 1);
      for (const w of winners) anyPrize.set(w.participacionId, (anyPrize.get(w.participacionId) ?? 0) + 1);
    }
    // Expected 2000 first places each (sd ≈ 40) and 4000 wins each (sd ≈ 49): 5 sd of slack.
    for (const p of participants) {
      expect(Math.abs((firstPrize.get(p) ?? 0) - rounds / 5)).toBeLessThan(200);
      expect(Math.abs((anyPrize.get(p) ?? 0) - (rounds * 2) / 5)).toBeLessThan(250);
    }
  });
});

describe('hashSeed and verifyResultado', () => {
  const seed = 'semilla-secreta';
  const participantes = [3, 5, 8, 13, 21];
  const premios = [{ id: 7, cantidad: 2 }];
  const ganadores = drawWinners(seed, participantes, premios);

  it('commits to the seed with SHA-256 of its UTF-8 text', () => {
    expect(hashSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(ALGORITMO_SORTEO).toContain('hmac-sha256');
  });

  it('accepts the true result and rejects a wrong seed, hash, winner or order', () => {
    const result = { seed, seedHash: hashSeed(seed), participantes, premios, ganadores };
    expect(verifyResultado(result)).toBe(true);
    expect(verifyResultado({ ...result, seed: 'otra' })).toBe(false);
    expect(verifyResultado({ ...result, seedHash: hashSeed('otra') })).toBe(false);
    expect(verifyResultado({ ...result, seed: null })).toBe(false);
    const loser = participantes.find((id) => !ganadores.some((g) => g.participacionId === id))!;
    expect(
      verifyResultado({ ...result, ganadores: [{ ...ganadores[0]!, participacionId: loser }, ganadores[1]!] }),
    ).toBe(false);
    expect(verifyResultado({ ...result, ganadores: ganadores.slice(0, 1) })).toBe(false);
  });
});
