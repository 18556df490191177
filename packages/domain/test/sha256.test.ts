import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256, sha256Hex, toHex, utf8 } from '../src/common/sha256.ts';

/** Deterministic pseudo-random bytes for the comparisons (not for anything secret). */
function bytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches node:crypto for every length around the block boundaries, and for UTF-8 text', () => {
    for (let length = 0; length <= 200; length++) {
      const data = bytes(length, length + 1);
      expect(toHex(sha256(data)), `length ${length}`).toBe(createHash('sha256').update(data).digest('hex'));
    }
    const text = '¡Sorteo de Reyes! Año 2027 — ñandú 🎁';
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});

describe('hmacSha256', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches node:crypto for short, block-sized and long keys', () => {
    for (const keyLength of [0, 1, 32, 63, 64, 65, 200]) {
      const key = bytes(keyLength, 7 + keyLength);
      const message = bytes(keyLength + 10, 99);
      expect(toHex(hmacSha256(key, message)), `key ${keyLength}`).toBe(
        createHmac('sha256', key).update(message).digest('hex'),
      );
    }
  });
});
