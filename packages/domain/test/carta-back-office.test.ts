import { describe, expect, it } from 'vitest';
import { isImagenUrlPermitida, moveInOrder, PRECIO_MAXIMO } from '../src/carta/back-office.ts';
import {
  getImagenRechazo,
  IMAGEN_MAX_BYTES,
  MSG_IMAGEN_DEMASIADO_GRANDE,
  MSG_IMAGEN_NO_VALIDA,
  MSG_IMAGEN_VACIA,
} from '../src/imagenes/imagenes.ts';
import { platoActualizarSchema, platoCrearSchema, platoOpcionInputSchema } from '../src/carta/back-office-schemas.ts';

describe('moveInOrder', () => {
  it('swaps an item with its neighbour up or down', () => {
    expect(moveInOrder([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveInOrder([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the list as it is at its ends or out of range, never mutating it', () => {
    const ids = [1, 2, 3];
    expect(moveInOrder(ids, 0, -1)).toEqual([1, 2, 3]);
    expect(moveInOrder(ids, 2, 1)).toEqual([1, 2, 3]);
    expect(moveInOrder(ids, 7, -1)).toEqual([1, 2, 3]);
    expect(ids).toEqual([1, 2, 3]);
  });
});

describe('isImagenUrlPermitida', () => {
  it('takes pictures the site serves and https ones', () => {
    expect(isImagenUrlPermitida('/img/la-farola/platos/0123456789abcdef_512.webp')).toBe(true);
    expect(isImagenUrlPermitida('https://cdn.example.com/foto.jpg')).toBe(true);
  });

  it('refuses scripts, plain http, paths that climb out of /img and markup', () => {
    for (const url of [
      'javascript:alert(1)',
      'http://example.com/a.jpg',
      '/img/la-farola/../../etc/passwd',
      '/api/secret',
      'https://x.com/"onerror="alert(1)',
      '//evil.com/a.png',
    ]) {
      expect(isImagenUrlPermitida(url), url).toBe(false);
    }
  });
});

describe('getImagenRechazo', () => {
  it('says why a chosen file will be refused before it is sent', () => {
    expect(getImagenRechazo({ size: 0, type: 'image/png' })).toBe(MSG_IMAGEN_VACIA);
    expect(getImagenRechazo({ size: IMAGEN_MAX_BYTES + 1, type: 'image/png' })).toBe(MSG_IMAGEN_DEMASIADO_GRANDE);
    expect(getImagenRechazo({ size: 10, type: 'application/pdf' })).toBe(MSG_IMAGEN_NO_VALIDA);
    expect(getImagenRechazo({ size: 10, type: 'image/svg+xml' })).toBe(MSG_IMAGEN_NO_VALIDA);
    expect(getImagenRechazo({ size: IMAGEN_MAX_BYTES, type: 'IMAGE/JPEG' })).toBeNull();
  });
});

describe('dish schemas', () => {
  const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues[0]?.message;

  it('takes prices in pesos with at most two decimals, from 0 to the maximum', () => {
    for (const precio of [0, 1, 9800, 10450.5, 0.1 + 0.2, PRECIO_MAXIMO]) {
      expect(platoActualizarSchema.safeParse({ precio }).success, String(precio)).toBe(true);
    }
    expect(message(platoActualizarSchema.safeParse({ precio: 1.005 }))).toBe('El precio admite hasta dos decimales');
    expect(message(platoActualizarSchema.safeParse({ precio: -0.01 }))).toBe('El precio no puede ser negativo');
    expect(message(platoActualizarSchema.safeParse({ precio: Number.POSITIVE_INFINITY }))).toBeDefined();
  });

  it('starts a new dish as a draft without a picture, trimmed', () => {
    expect(platoCrearSchema.parse({ titulo: ' Vacío ', precio: 24800 })).toEqual({
      titulo: 'Vacío',
      descripcion: '',
      precio: 24800,
      imagenUrl: null,
      mostrarImagen: false,
      publicado: false,
    });
    expect(message(platoCrearSchema.safeParse({ titulo: 'Vacío' }))).toBe('Ingresá el precio');
  });

  it('keeps an option set on a dish coherent: required and free choices within the maximum', () => {
    const base = { productoOpcId: 1, min: 1, maxFree: 1, max: 2 };
    expect(platoOpcionInputSchema.parse(base)).toEqual({ ...base, precioExtra: 0 });
    expect(message(platoOpcionInputSchema.safeParse({ ...base, min: 3 }))).toBe('El mínimo no puede superar al máximo');
    expect(message(platoOpcionInputSchema.safeParse({ ...base, maxFree: 3 }))).toBe(
      'Las opciones sin cargo no pueden superar al máximo',
    );
  });
});
