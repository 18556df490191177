import { z } from 'zod';
import { carpetaParamSchema, idParamSchema } from '../common/schemas.ts';
import {
  cursosAdminSchema,
  cursosComercioSchema,
  cursosOrdenInputSchema,
  cursoVideoAdminSchema,
  cursoVideoInputSchema,
} from './schemas.ts';
import { defineOperation } from '../common/operation.ts';
import {
  backOfficeCreateCursoRoute,
  backOfficeDeleteCursoRoute,
  backOfficeGetCursosRoute,
  backOfficeReorderCursosRoute,
  backOfficeUpdateCursoRoute,
  backOfficeUploadCursoVideoRoute,
  getCursosRoute,
} from './routes.ts';

const comercioParams = z.object({ configRestoId: idParamSchema });
const videoParams = z.object({ configRestoId: idParamSchema, videoId: idParamSchema });

/** A business's published course videos, in order (the site comes from the host). */
export const getCursosOperation = defineOperation(getCursosRoute, {
  params: z.object({ carpeta: carpetaParamSchema }),
  response: cursosComercioSchema,
});

/** Every course video of the business, drafts included, in order. */
export const backOfficeGetCursosOperation = defineOperation(backOfficeGetCursosRoute, {
  params: comercioParams,
  response: cursosAdminSchema,
});

/** Add a video, last in the order (answered with 201). */
export const backOfficeCreateCursoOperation = defineOperation(backOfficeCreateCursoRoute, {
  params: comercioParams,
  body: cursoVideoInputSchema,
  response: cursoVideoAdminSchema,
});

/** The new order of the business's videos: every id, once. */
export const backOfficeReorderCursosOperation = defineOperation(backOfficeReorderCursosRoute, {
  params: comercioParams,
  body: cursosOrdenInputSchema,
  response: cursosAdminSchema,
});

/** Replace a video's data (a link replaces its uploaded file). */
export const backOfficeUpdateCursoOperation = defineOperation(backOfficeUpdateCursoRoute, {
  params: videoParams,
  body: cursoVideoInputSchema,
  response: cursoVideoAdminSchema,
});

/** Remove a video and its uploaded file: an empty answer (204). */
export const backOfficeDeleteCursoOperation = defineOperation(backOfficeDeleteCursoRoute, {
  params: videoParams,
  response: z.null(),
});

/** A video's file (MP4 or WebM) as the raw request body, not JSON: the operation has no body schema. */
export const backOfficeUploadCursoVideoOperation = defineOperation(backOfficeUploadCursoVideoRoute, {
  params: videoParams,
  response: cursoVideoAdminSchema,
});
