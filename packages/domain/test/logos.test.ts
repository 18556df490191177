import { describe, expect, it } from 'vitest';
import { firstLogoUrl, HOME_LOGO_SIZE, logoFileName, logoFolder } from '../src/comercios/logos.ts';

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

describe('firstLogoUrl', () => {
  it("is the size's webp variant in the logo's folder: what a logo's <img> asks for first", () => {
    expect(firstLogoUrl('la-farola', HOME_LOGO_SIZE, null)).toBe('/img/la-farola/logo_170_z.webp');
    expect(firstLogoUrl('la-farola', 100, '/img/la-farola/logos/0123abcd/logo_512_z.webp')).toBe(
      '/img/la-farola/logos/0123abcd/logo_100_z.webp',
    );
    expect(firstLogoUrl('la-farola', 50, 'https://example.com/logo_512_z.webp')).toBe('/img/la-farola/logo_50_z.webp');
  });
});
