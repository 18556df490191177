import { describe, expect, it } from 'vitest';
import { eventoFotoFuentes } from '../src/imagenes/imagenes.ts';

describe('eventoFotoFuentes: an event picture shown small (spec 01: _zz120 or _zz240)', () => {
  it('tries the _zz120 variant first (the _zz240 one at double density), webp then jpg, then the saved picture', () => {
    expect(eventoFotoFuentes('/img/el-fogon-serrano/eventos/0123456789abcdef_512.webp')).toEqual([
      {
        src: '/img/el-fogon-serrano/eventos/0123456789abcdef_zz120.webp',
        srcSet:
          '/img/el-fogon-serrano/eventos/0123456789abcdef_zz120.webp 1x, ' +
          '/img/el-fogon-serrano/eventos/0123456789abcdef_zz240.webp 2x',
      },
      {
        src: '/img/el-fogon-serrano/eventos/0123456789abcdef_zz120.jpg',
        srcSet:
          '/img/el-fogon-serrano/eventos/0123456789abcdef_zz120.jpg 1x, ' +
          '/img/el-fogon-serrano/eventos/0123456789abcdef_zz240.jpg 2x',
      },
      { src: '/img/el-fogon-serrano/eventos/0123456789abcdef_512.webp' },
    ]);
  });

  it('reads a saved jpg the same way', () => {
    expect(eventoFotoFuentes('/img/x/evento-noche_512.jpg').map((f) => f.src)).toEqual([
      '/img/x/evento-noche_zz120.webp',
      '/img/x/evento-noche_zz120.jpg',
      '/img/x/evento-noche_512.jpg',
    ]);
  });

  it('tries a picture that is not one of ours as it is, and has nothing to try without one', () => {
    expect(eventoFotoFuentes('https://example.com/foto.png')).toEqual([{ src: 'https://example.com/foto.png' }]);
    expect(eventoFotoFuentes('/img/x/evento-noche.webp')).toEqual([{ src: '/img/x/evento-noche.webp' }]);
    expect(eventoFotoFuentes(null)).toEqual([]);
    expect(eventoFotoFuentes('')).toEqual([]);
  });
});
