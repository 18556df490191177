import { defineRoute } from '../common/operation.ts';

export const getCursosRoute = defineRoute('GET', '/cursos/:carpeta');

// The owner's back office of course videos (merchant-routes.ts, merchant-upload-routes.ts).
export const adminGetCursosRoute = defineRoute('GET', '/merchant/cursos/:configRestoId');

export const adminCreateCursoRoute = defineRoute('POST', '/merchant/cursos/:configRestoId');

export const adminReorderCursosRoute = defineRoute('PUT', '/merchant/cursos/:configRestoId/orden');

export const adminUpdateCursoRoute = defineRoute('PUT', '/merchant/cursos/:configRestoId/:videoId');

export const adminDeleteCursoRoute = defineRoute('DELETE', '/merchant/cursos/:configRestoId/:videoId');

export const adminUploadCursoVideoRoute = defineRoute('PUT', '/merchant/cursos/:configRestoId/:videoId/archivo');
