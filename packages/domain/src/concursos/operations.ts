import { z } from 'zod';
import { idParamSchema } from '../common/schemas.ts';
import {
  concursoAdminListSchema,
  concursoAdminSchema,
  concursoInputSchema,
  concursoListSchema,
  participacionResultSchema,
  participanteListSchema,
  participarRequestSchema,
  resultadoSorteoSchema,
} from './schemas.ts';
import { defineOperation } from '../common/operation.ts';
import { getConcursosRoute, getResultadoSorteoRoute, participarRoute } from './routes.ts';
import {
  backOfficeCreateConcursoRoute,
  backOfficeGetConcursosRoute,
  backOfficeGetParticipantesRoute,
  backOfficeSortearConcursoRoute,
  backOfficeUpdateConcursoRoute,
} from './back-office-routes.ts';

const comercioParams = z.object({ configRestoId: idParamSchema });
const concursoParams = z.object({ configRestoId: idParamSchema, concursoId: idParamSchema });

/** A business's published draws as the caller sees them (a POST whose body is ignored). */
export const getConcursosOperation = defineOperation(getConcursosRoute, {
  params: comercioParams,
  body: z.unknown().optional(),
  response: concursoListSchema,
});

/** Join a draw (once per user); an instant draw answers its outcome at once (a refusal is a 409). */
export const participarOperation = defineOperation(participarRoute, {
  body: participarRequestSchema,
  response: participacionResultSchema,
});

/** A scheduled draw's verifiable result (the web links to it: it opens as JSON in a new tab). */
export const getResultadoSorteoOperation = defineOperation(getResultadoSorteoRoute, {
  params: z.object({ concursoId: idParamSchema }),
  response: resultadoSorteoSchema,
});

/** Every draw of a business the caller runs, drafts included, newest first. */
export const backOfficeGetConcursosOperation = defineOperation(backOfficeGetConcursosRoute, {
  params: comercioParams,
  response: concursoAdminListSchema,
});

/** Create a draw with its prizes (answered with 201). */
export const backOfficeCreateConcursoOperation = defineOperation(backOfficeCreateConcursoRoute, {
  params: comercioParams,
  body: concursoInputSchema,
  response: concursoAdminSchema,
});

/** Replace a draw and its prizes. */
export const backOfficeUpdateConcursoOperation = defineOperation(backOfficeUpdateConcursoRoute, {
  params: concursoParams,
  body: concursoInputSchema,
  response: concursoAdminSchema,
});

/** Who joined a draw, in order, with the prize each one won. */
export const backOfficeGetParticipantesOperation = defineOperation(backOfficeGetParticipantesRoute, {
  params: concursoParams,
  response: participanteListSchema,
});

/** Run a scheduled draw whose participation has closed: its verifiable result. */
export const backOfficeSortearConcursoOperation = defineOperation(backOfficeSortearConcursoRoute, {
  params: concursoParams,
  response: resultadoSorteoSchema,
});
