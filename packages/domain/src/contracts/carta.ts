import { z } from 'zod';
import { anuncioListSchema, booleanParamSchema, cartaSchema } from '../schemas/carta.ts';
import { carpetaParamSchema, idParamSchema } from '../schemas/common.ts';
import { defineOperation } from './operation.ts';
import { getCartaRoute, getCartaByIdRoute, getAnunciosRoute } from './carta-routes.ts';

const tipoAnuncioSchema = z.coerce
  .number({ error: 'El tipo de anuncio debe ser un número' })
  .int('El tipo de anuncio debe ser un número entero')
  .min(0, 'El tipo de anuncio no es válido')
  .max(99, 'El tipo de anuncio no es válido');

/** A business's default menu of a mode (enLocal: the in-venue QR menu). */
export const getCartaOperation = defineOperation(getCartaRoute, {
  params: z.object({ carpeta: carpetaParamSchema, enLocal: booleanParamSchema }),
  response: cartaSchema,
});

/** One of the menus of a business. */
export const getCartaByIdOperation = defineOperation(getCartaByIdRoute, {
  params: z.object({ carpeta: carpetaParamSchema, enLocal: booleanParamSchema, cartaId: idParamSchema }),
  response: cartaSchema,
});

/** A business's announcements of a type (1: the menu's) for delivery or pickup and in-venue orders. */
export const getAnunciosOperation = defineOperation(getAnunciosRoute, {
  params: z.object({ configRestoId: idParamSchema, tipo: tipoAnuncioSchema, delivery: booleanParamSchema }),
  response: anuncioListSchema,
});
