import { defineRoute } from '../common/operation.ts';

export const getConcursosRoute = defineRoute('POST', '/concursos/getConcursos/:configRestoId');

export const participarRoute = defineRoute('POST', '/concursos/participar');

export const getResultadoSorteoRoute = defineRoute('GET', '/concursos/resultado/:concursoId');
