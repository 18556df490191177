import { z } from 'zod';
import { TIPOS_IMAGEN } from './imagenes.ts';

/**
 * Image uploads of the back office (POST merchant/imagenes/{configRestoId}?tipo=...): the file travels as the raw
 * request body with its image/* content type. The API checks the bytes (not the name or the declared type),
 * resizes them to the variants of the kind (ARCHITECTURE "images"; spec 01 logo variants, spec 02 §9 image
 * sizes) and answers their public URLs. Limits and messages: imagenes.ts.
 */

export const imagenQuerySchema = z.object({
  tipo: z.enum(TIPOS_IMAGEN, { error: 'El tipo de imagen debe ser plato, logo o evento' }),
});

/** One written file: its width and height in pixels, format and public URL. */
export const imagenVarianteSchema = z.object({
  ancho: z.number().int(),
  alto: z.number().int(),
  formato: z.enum(['webp', 'png', 'jpg']),
  url: z.string(),
});
export type ImagenVariante = z.infer<typeof imagenVarianteSchema>;

/**
 * 201: the stored image. Names are content hashes (the same file gives the same URLs; a new file new ones), so
 * they can be cached forever. `url` is the one to save on the record: the 512 px webp for dishes, events and
 * logos. Logos are also written as logo_{50,100,170,512}_z.{webp,png,jpg} in one folder (`base`), the names the
 * spec's logo fallback chain walks; events as {base}_zz120 and {base}_zz240.
 */
export const imagenSubidaSchema = z.object({
  tipo: z.enum(TIPOS_IMAGEN),
  url: z.string(),
  base: z.string(),
  variantes: z.array(imagenVarianteSchema),
});
export type ImagenSubida = z.infer<typeof imagenSubidaSchema>;
