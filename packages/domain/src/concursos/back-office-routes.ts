import { defineRoute } from '../common/operation.ts';

// The back office's routes (decision 029: `comercio: 'staff' | 'owner'` on the API's route), apart from the
// customer's: the web app's entry imports the customer's routes, and a module is bundled whole.

// The back office's draws (admin-routes.ts).
export const backOfficeGetConcursosRoute = defineRoute('GET', '/concursos/admin/:configRestoId');

export const backOfficeCreateConcursoRoute = defineRoute('POST', '/concursos/admin/:configRestoId');

export const backOfficeUpdateConcursoRoute = defineRoute('PUT', '/concursos/admin/:configRestoId/:concursoId');

export const backOfficeGetParticipantesRoute = defineRoute(
  'GET',
  '/concursos/admin/:configRestoId/:concursoId/participantes',
);

export const backOfficeSortearConcursoRoute = defineRoute(
  'POST',
  '/concursos/admin/:configRestoId/:concursoId/sortear',
);
