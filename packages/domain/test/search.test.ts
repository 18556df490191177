import { describe, expect, it } from 'vitest';
import { businessSearchFields, matchesSearch, toSearchWords } from '../src/common/search.ts';
import { normalizeText } from '../src/common/text.ts';

const farola = {
  nombreComercio: 'La Farola Parrilla',
  descrCorta: 'Parrilla de barrio con carnes a la leña',
  domicilio: 'Av. Santamarina 651, Tandil',
  dominio: 'la-farola.localhost',
  metaTags: 'Carne Parrilla Asado Bebida',
};
const cafe = {
  nombreComercio: 'Café de la Plaza',
  descrCorta: 'Medialunas y café de especialidad',
  domicilio: 'Gral. Pinto 636, Tandil',
  dominio: null,
  metaTags: 'Café Postre',
};
const matches = (business: typeof farola | typeof cafe, query: string) =>
  matchesSearch(businessSearchFields(business), query);

describe('normalizeText', () => {
  it('lower-cases and strips accents, keeping ñ as n', () => {
    expect(normalizeText('CAFÉ Güemes Ñandú')).toBe('cafe guemes nandu');
  });
});

describe('toSearchWords', () => {
  it('splits on any run of spaces and drops empty words', () => {
    expect(toSearchWords('  Pizza   ÑOQUIS\tcafé ')).toEqual(['pizza', 'noquis', 'cafe']);
    expect(toSearchWords('   ')).toEqual([]);
  });
});

describe('matchesSearch (spec: case-insensitive, every word in some field)', () => {
  it('matches whatever the case', () => {
    expect(matches(farola, 'FAROLA')).toBe(true);
    expect(matches(farola, 'farola')).toBe(true);
    expect(matches(farola, 'fArOlA')).toBe(true);
  });

  it('ignores accents on either side', () => {
    expect(matches(cafe, 'cafe')).toBe(true);
    expect(matches(farola, 'leña')).toBe(true);
    expect(matches(farola, 'lena')).toBe(true);
    expect(matches(farola, 'párrilla')).toBe(true);
  });

  it('needs every word, each in any of the fields', () => {
    // name + address
    expect(matches(farola, 'farola santamarina')).toBe(true);
    // meta tag + short description
    expect(matches(farola, 'asado barrio')).toBe(true);
    // domain
    expect(matches(farola, 'localhost')).toBe(true);
    // one word matches nothing
    expect(matches(farola, 'farola pizza')).toBe(false);
  });

  it('matches parts of words, in any order', () => {
    expect(matches(cafe, 'plaz caf')).toBe(true);
    expect(matches(cafe, 'pinto 636')).toBe(true);
  });

  it('matches everything with an empty or blank query', () => {
    expect(matches(farola, '')).toBe(true);
    expect(matches(cafe, '   ')).toBe(true);
  });

  it('skips missing fields instead of matching them', () => {
    expect(matches(cafe, 'null')).toBe(false);
    expect(matchesSearch([null, undefined, ''], 'x')).toBe(false);
  });

  it('does not let a word span two fields', () => {
    // "Parrilla" ends the name and "Av." starts the address: no field holds "parrilla av".
    expect(matchesSearch(businessSearchFields(farola), 'parrillaav')).toBe(false);
  });
});

describe('businessSearchFields', () => {
  it('searches name, short description, address, domain and meta tags, nothing else', () => {
    expect(businessSearchFields({ ...farola, descrLarga: 'secreto' } as typeof farola)).toEqual([
      'La Farola Parrilla',
      'Parrilla de barrio con carnes a la leña',
      'Av. Santamarina 651, Tandil',
      'la-farola.localhost',
      'Carne Parrilla Asado Bebida',
    ]);
  });
});
