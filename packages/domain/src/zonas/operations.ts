import { z } from 'zod';
import { carpetaParamSchema } from '../common/schemas.ts';
import { zonasComercioListSchema, zonasComercioSchema } from './schemas.ts';
import { defineOperation } from '../common/operation.ts';
import { zonasRoute, zonasSitioRoute } from './routes.ts';

/** The delivery zones of every business of the site that draws them. */
export const zonasSitioOperation = defineOperation(zonasSitioRoute, { response: zonasComercioListSchema });

/** A business's delivery zones: polygons of [lat, lng] and the delivery price inside each. */
export const zonasOperation = defineOperation(zonasRoute, {
  params: z.object({ carpeta: carpetaParamSchema }),
  response: zonasComercioSchema,
});
