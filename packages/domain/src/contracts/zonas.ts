import { z } from 'zod';
import { carpetaParamSchema } from '../schemas/common.ts';
import { zonasComercioListSchema, zonasComercioSchema } from '../schemas/zona-envio.ts';
import { defineOperation } from './operation.ts';
import { zonasRoute, zonasSitioRoute } from './zonas-routes.ts';

/** The delivery zones of every business of the site that draws them. */
export const zonasSitioOperation = defineOperation(zonasSitioRoute, { response: zonasComercioListSchema });

/** A business's delivery zones: polygons of [lat, lng] and the delivery price inside each. */
export const zonasOperation = defineOperation(zonasRoute, {
  params: z.object({ carpeta: carpetaParamSchema }),
  response: zonasComercioSchema,
});
