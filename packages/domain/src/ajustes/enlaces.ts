import { z } from 'zod';
import { texto } from './fields.ts';

// Ajustes, Enlaces: the business's external links.

export const MAX_ENLACES = 30;
export const MSG_ENLACE_INVALIDO = 'El enlace debe empezar con https:// o http://';

const HTTP_URL = /^https?:\/\/[^\s<>"]+\.[^\s<>"]+$/i;

/** Link types (as GET links/links/{id}/{type}): 1 menu, 2 home page, 3 footer. */
export const TIPOS_ENLACE = [1, 2, 3] as const;

export const enlaceInputSchema = z.object({
  tipo: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'El tipo de enlace debe ser 1, 2 o 3' }),
  titulo: texto('El título del enlace', 80).min(1, 'Cada enlace necesita un título'),
  enlace: texto('El enlace', 500).regex(HTTP_URL, MSG_ENLACE_INVALIDO),
});

/** PUT .../enlaces: the external links, replaced as a whole (the list order is the display order). */
export const ajustesEnlacesInputSchema = z.object({
  enlaces: z.array(enlaceInputSchema).max(MAX_ENLACES, `Se admiten hasta ${MAX_ENLACES} enlaces`),
});
export type AjustesEnlacesInput = z.input<typeof ajustesEnlacesInputSchema>;

export const enlaceAjusteSchema = enlaceInputSchema.extend({ id: z.number().int(), tipo: z.number().int() });
