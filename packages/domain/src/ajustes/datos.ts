import { z } from 'zod';
import { texto } from './fields.ts';

// Ajustes, Datos: the business's name, descriptions, place, time zone and logo.

/** Time zones a business may be in: Argentina's (the product's market). */
export const ZONAS_HORARIAS_AR = [
  'America/Argentina/Buenos_Aires',
  'America/Argentina/Catamarca',
  'America/Argentina/Cordoba',
  'America/Argentina/Jujuy',
  'America/Argentina/La_Rioja',
  'America/Argentina/Mendoza',
  'America/Argentina/Rio_Gallegos',
  'America/Argentina/Salta',
  'America/Argentina/San_Juan',
  'America/Argentina/San_Luis',
  'America/Argentina/Tucuman',
  'America/Argentina/Ushuaia',
] as const;

export const MSG_UBICACION_INCOMPLETA = 'Indicá latitud y longitud, o ninguna de las dos';

const coordenada = (campo: string, limite: number) =>
  z
    .number({ error: `La ${campo} debe ser un número` })
    .min(-limite, `La ${campo} no es válida`)
    .max(limite, `La ${campo} no es válida`)
    .nullable();

/** PUT .../datos: what the business is called, says about itself and where it is. */
export const ajustesDatosInputSchema = z
  .object({
    nombreComercio: texto('El nombre', 80).min(1, 'El nombre del comercio es obligatorio'),
    descrCorta: texto('La descripción corta', 200),
    descrLarga: texto('La descripción larga', 4000),
    domicilio: texto('El domicilio', 200),
    lat: coordenada('latitud', 90),
    lng: coordenada('longitud', 180),
    metaDescription: texto('La descripción para buscadores', 300),
    metaTags: texto('Las palabras clave', 300),
    timeZone: z.enum(ZONAS_HORARIAS_AR, { error: 'La zona horaria debe ser una de Argentina' }),
  })
  .refine((value) => (value.lat === null) === (value.lng === null), {
    message: MSG_UBICACION_INCOMPLETA,
    path: ['lng'],
  });
export type AjustesDatosInput = z.input<typeof ajustesDatosInputSchema>;

/** Where an uploaded logo lives (POST merchant/imagenes/{id}?tipo=logo answers it as `url`). */
export const LOGO_URL_PATTERN = /^\/img\/[A-Za-z0-9_-]+\/logos\/[0-9a-f]{8,64}\/logo_512_z\.webp$/;

/** PUT .../logo: the uploaded logo to show, or null for none. */
export const ajustesLogoInputSchema = z.object({
  logoUrl: z.union([
    z
      .string({ error: 'El logo debe ser un texto' })
      .regex(LOGO_URL_PATTERN, 'El logo debe ser una imagen subida como logo'),
    z.null(),
  ]),
});
export type AjustesLogoInput = z.infer<typeof ajustesLogoInputSchema>;
