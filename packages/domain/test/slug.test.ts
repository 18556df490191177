import { describe, expect, it } from 'vitest';
import { CARPETA_PATH_PATTERN, CARPETA_PATTERN, toTitleSlug } from '../src/common/slug.ts';

describe('toTitleSlug (event titles in links)', () => {
  it.each([
    ['Peña Folclórica', 'Pena_Folclorica', 'accents removed'],
    ['  Noche de Tango  ', 'Noche_de_Tango', 'trimmed'],
    ['Rock & Blues: ¡en vivo!', 'Rock_Blues_en_vivo', 'non-alphanumerics removed'],
    ['Cata   de\tvinos\ny quesos', 'Cata_de_vinos_y_quesos', 'whitespace collapsed to one underscore'],
    ['Show 2x1 - 21hs', 'Show_2x1_21hs', 'digits kept, a lone hyphen dropped'],
    ['Güemes Ñandú', 'Guemes_Nandu', 'diaeresis and tilde removed'],
    ['¿?¡!', '', 'nothing alphanumeric left'],
    ['', '', 'empty'],
  ])('%s -> %s (%s)', (title, slug) => {
    expect(toTitleSlug(title)).toBe(slug);
  });

  it('keeps letter case', () => {
    expect(toTitleSlug('Fiesta DEL Salame')).toBe('Fiesta_DEL_Salame');
  });

  it('removes underscores typed in the title like any other non-alphanumeric', () => {
    expect(toTitleSlug('Rock_and_Roll «La Tranquera»')).toBe('RockandRoll_La_Tranquera');
  });
});

describe('CARPETA_PATTERN', () => {
  it.each(['la-farola', 'cafe2', 'ab'])('accepts %s', (carpeta) => {
    expect(CARPETA_PATTERN.test(carpeta)).toBe(true);
  });
  it.each(['-farola', 'farola-', 'La-Farola', 'la_farola', 'café', `a${'b'.repeat(60)}`])('rejects %s', (carpeta) => {
    expect(CARPETA_PATTERN.test(carpeta)).toBe(false);
  });
});

describe('CARPETA_PATH_PATTERN', () => {
  it.each(['la-farola', 'La-Farola', 'mi_bar', 'a', 'cafe2'])('accepts %s', (carpeta) => {
    expect(CARPETA_PATH_PATTERN.test(carpeta)).toBe(true);
  });
  it.each(['', '.', '..', 'a/b', '../x', 'a\\b', 'la farola', 'café', '%2e%2e', 'la-farola\n'])(
    'rejects %j',
    (carpeta) => {
      expect(CARPETA_PATH_PATTERN.test(carpeta)).toBe(false);
    },
  );
  it('accepts every carpeta the back office may create', () => {
    for (const carpeta of ['la-farola', 'cafe2', 'ab', `a${'b'.repeat(58)}c`, '0-9']) {
      expect(CARPETA_PATTERN.test(carpeta), carpeta).toBe(true);
      expect(CARPETA_PATH_PATTERN.test(carpeta), carpeta).toBe(true);
    }
  });
});
