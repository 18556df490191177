import { hmacSha256, sha256Hex, utf8 } from '../common/sha256.ts';

/**
 * The fair, verifiable selection of a scheduled draw's winners (commit and reveal).
 *
 * When the draw is created the server picks a random secret `seed` (text) and publishes `seedHash` =
 * SHA-256(UTF-8 of seed), in hexadecimal. When the draw is run it reveals the seed; the winners are then a pure
 * function of (seed, participation ids, prizes), so anyone can check that the seed matches the hash published
 * beforehand and recompute the winners:
 *
 * 1. Participation ids sorted ascending (the order people joined).
 * 2. Prize units in prize order: a prize with cantidad 3 is three consecutive units.
 * 3. A stream of 32-bit numbers: the n-th (n = 0, 1, 2, ...) is the first 4 bytes, big-endian, of
 *    HMAC-SHA256(key = UTF-8 of seed, message = n written in decimal).
 * 4. A uniform integer below `bound` takes numbers from the stream until one is below the largest multiple of
 *    `bound` that fits in 2^32 (rejection, so no remainder bias), and answers it modulo `bound`.
 * 5. A partial Fisher–Yates shuffle: for i = 0 .. k-1 (k = min(units, participants)), swap position i with
 *    i + uniform(participants - i). Position i (1-based orden i + 1) wins unit i.
 */
export const ALGORITMO_SORTEO = 'commit-reveal/hmac-sha256/fisher-yates/v1';

export interface PremioSorteo {
  id: number;
  cantidad: number;
}

export interface Ganador {
  /** 1 for the first unit drawn. */
  orden: number;
  participacionId: number;
  premioId: number;
}

/** The commitment published while the draw is open. */
export const hashSeed = (seed: string): string => sha256Hex(seed);

const TWO_POW_32 = 0x1_0000_0000;

/** The seed's deterministic stream of 32-bit numbers (step 3). */
function createStream(seed: string) {
  const key = utf8(seed);
  let counter = 0;
  return {
    nextUint32(): number {
      const block = hmacSha256(key, utf8(String(counter++)));
      return new DataView(block.buffer, block.byteOffset, 4).getUint32(0);
    },
  };
}

/** A uniform integer in [0, bound) from the stream (step 4). */
function uniformBelow(stream: ReturnType<typeof createStream>, bound: number): number {
  const limit = TWO_POW_32 - (TWO_POW_32 % bound);
  for (;;) {
    const value = stream.nextUint32();
    if (value < limit) return value % bound;
  }
}

/**
 * The winners of a scheduled draw, in draw order, each with the prize unit they take. Everyone wins at most once;
 * with fewer participants than units the last units are not given.
 */
export function drawWinners(
  seed: string,
  participacionIds: readonly number[],
  premios: readonly PremioSorteo[],
): Ganador[] {
  const pool = [...new Set(participacionIds)].sort((a, b) => a - b);
  const units = premios.flatMap((p) => Array.from({ length: Math.max(0, p.cantidad) }, () => p.id));
  const count = Math.min(units.length, pool.length);
  const stream = createStream(seed);
  const winners: Ganador[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + uniformBelow(stream, pool.length - i);
    const chosen = pool[j]!;
    pool[j] = pool[i]!;
    pool[i] = chosen;
    winners.push({ orden: i + 1, participacionId: chosen, premioId: units[i]! });
  }
  return winners;
}

export interface ResultadoVerificable {
  seed: string | null;
  seedHash: string | null;
  participantes: readonly number[];
  premios: readonly PremioSorteo[];
  ganadores: readonly Ganador[];
}

/** Whether a published result holds: the seed matches its hash and recomputing gives the same winners. */
export function verifyResultado(r: ResultadoVerificable): boolean {
  if (r.seed === null || r.seedHash === null || hashSeed(r.seed) !== r.seedHash) return false;
  const expected = drawWinners(r.seed, r.participantes, r.premios);
  const actual = [...r.ganadores].sort((a, b) => a.orden - b.orden);
  return (
    expected.length === actual.length &&
    expected.every(
      (g, i) =>
        g.orden === actual[i]?.orden &&
        g.participacionId === actual[i]?.participacionId &&
        g.premioId === actual[i]?.premioId,
    )
  );
}
