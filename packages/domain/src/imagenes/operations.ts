import { z } from 'zod';
import { idParamSchema } from '../common/schemas.ts';
import { imagenQuerySchema, imagenSubidaSchema } from './schemas.ts';
import { defineOperation } from '../common/operation.ts';
import { subirImagenRoute } from './routes.ts';

/**
 * Upload a picture, resized to its variants: answers 201 with their URLs. The body is the image's bytes, not
 * JSON, so the contract declares none (the web sends it with upload-raw.ts).
 */
export const subirImagenOperation = defineOperation(subirImagenRoute, {
  params: z.object({ configRestoId: idParamSchema }),
  query: imagenQuerySchema,
  response: imagenSubidaSchema,
});
