import { z } from 'zod';
import { carpetaParamSchema } from '../schemas/common.ts';
import { carteleraSchema } from '../schemas/evento.ts';
import { defineOperation } from './operation.ts';
import { getCarteleraRoute } from './eventos-routes.ts';

/** A business's events board, the business named by id or carpeta. */
export const getCarteleraOperation = defineOperation(getCarteleraRoute, {
  params: z.object({ commerceId: carpetaParamSchema }),
  response: carteleraSchema,
});
