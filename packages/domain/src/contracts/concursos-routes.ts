import { defineRoute } from './operation.ts';

export const getConcursosRoute = defineRoute('POST', '/concursos/getConcursos/:configRestoId');

export const participarRoute = defineRoute('POST', '/concursos/participar');

export const getResultadoSorteoRoute = defineRoute('GET', '/concursos/resultado/:concursoId');

// The back office's draws (admin-routes.ts).
export const adminGetConcursosRoute = defineRoute('GET', '/concursos/admin/:configRestoId');

export const adminCreateConcursoRoute = defineRoute('POST', '/concursos/admin/:configRestoId');

export const adminUpdateConcursoRoute = defineRoute('PUT', '/concursos/admin/:configRestoId/:concursoId');

export const adminGetParticipantesRoute = defineRoute(
  'GET',
  '/concursos/admin/:configRestoId/:concursoId/participantes',
);

export const adminSortearConcursoRoute = defineRoute('POST', '/concursos/admin/:configRestoId/:concursoId/sortear');
