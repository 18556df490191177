import { describe, expect, it } from 'vitest';
import { logoFileName, logoFolder } from '../src/logos.ts';

describe('logoFolder', () => {
  it("is the uploaded logo's own folder when the business has one", () => {
    expect(logoFolder('la-farola', '/img/la-farola/logos/0123abcd/logo_512_z.webp')).toBe(
      '/img/la-farola/logos/0123abcd',
    );
  });

  it("is the business's folder without an uploaded logo, or with a url that is not one", () => {
    expect(logoFolder('la-farola', null)).toBe('/img/la-farola');
    expect(logoFolder('la-farola', undefined)).toBe('/img/la-farola');
    expect(logoFolder('la-farola', '/img/la-farola/logos/../../otro/logo_512_z.webp')).toBe('/img/la-farola');
    expect(logoFolder('la-farola', 'https://example.com/logo_512_z.webp')).toBe('/img/la-farola');
  });
});

describe('logoFileName', () => {
  it('names a variant as the image host does (spec 01: logo_512_z, logo_170_z, ...)', () => {
    expect(logoFileName(512, 'webp')).toBe('logo_512_z.webp');
    expect(logoFileName(170, 'png')).toBe('logo_170_z.png');
  });
});
