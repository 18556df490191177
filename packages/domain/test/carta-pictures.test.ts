import { describe, expect, it } from 'vitest';
import { EAGER_PLATO_IMAGES, firstPlatoImages } from '../src/carta/pictures.ts';

const plato = (platoId: number, imagenUrl: string | null, mostrarImagen = true) => ({
  platoId,
  imagenUrl,
  mostrarImagen,
});

describe('firstPlatoImages', () => {
  it("takes, in the menu's order across its groups, the dishes that show a picture, up to three", () => {
    const grupos = [
      { platos: [plato(1, '/img/a.webp'), plato(2, null), plato(3, '/img/c.webp', false)] },
      { platos: [] },
      { platos: [plato(4, '/img/d.webp'), plato(5, '/img/e.webp'), plato(6, '/img/f.webp')] },
    ];
    expect(EAGER_PLATO_IMAGES).toBe(3);
    expect(firstPlatoImages(grupos).map((p) => p.platoId)).toEqual([1, 4, 5]);
  });

  it('is empty for a menu without pictures', () => {
    expect(firstPlatoImages([{ platos: [plato(1, null), plato(2, '/img/b.webp', false)] }])).toEqual([]);
    expect(firstPlatoImages([])).toEqual([]);
  });
});
