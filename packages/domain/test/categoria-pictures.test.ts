import { describe, expect, it } from 'vitest';
import {
  categoriaImage,
  FIRST_CATEGORIA_IMAGES,
  firstCategoriaImages,
  isSafeImageUrl,
} from '../src/comercios/categoria-pictures.ts';

const card = (imagenUrl: string | null, mostrarImagen = true) => ({ mostrarImagen, imagenUrl });

describe('categoriaImage', () => {
  it("is the category's picture when it asks to show one and it is the site's own or https", () => {
    expect(categoriaImage(card('/img/_categorias/parrillas.webp'))).toBe('/img/_categorias/parrillas.webp');
    expect(categoriaImage(card('https://cdn.example/p.webp'))).toBe('https://cdn.example/p.webp');
    expect(categoriaImage(card('/img/_categorias/parrillas.webp', false))).toBeNull();
    expect(categoriaImage(card(null))).toBeNull();
    expect(categoriaImage(card('http://cdn.example/p.webp'))).toBeNull();
    expect(categoriaImage(card('javascript:alert(1)'))).toBeNull();
  });

  it('accepts only site paths and https urls', () => {
    expect([
      isSafeImageUrl('/a.webp'),
      isSafeImageUrl('https://x/a.webp'),
      isSafeImageUrl(''),
      isSafeImageUrl(null),
    ]).toEqual([true, true, false, false]);
  });
});

describe('firstCategoriaImages', () => {
  it("is the first cards' pictures in order, a card without one counting as null", () => {
    const categorias = [card('/a.webp', false), card('/b.webp'), card('/c.webp')];
    expect(FIRST_CATEGORIA_IMAGES).toBe(2);
    expect(firstCategoriaImages(categorias)).toEqual([null, '/b.webp']);
    expect(firstCategoriaImages([card('/a.webp'), card('/b.webp')])).toEqual(['/a.webp', '/b.webp']);
  });

  it('is nothing for a single category (the screen opens its feed) or none', () => {
    expect(firstCategoriaImages([card('/a.webp')])).toEqual([]);
    expect(firstCategoriaImages([])).toEqual([]);
  });
});
