import { defineRoute } from '../common/operation.ts';

export const getCursosRoute = defineRoute('GET', '/cursos/:carpeta');

// The owner's back office of course videos (merchant-routes.ts, merchant-upload-routes.ts).
export const backOfficeGetCursosRoute = defineRoute('GET', '/merchant/cursos/:configRestoId');

export const backOfficeCreateCursoRoute = defineRoute('POST', '/merchant/cursos/:configRestoId');

export const backOfficeReorderCursosRoute = defineRoute('PUT', '/merchant/cursos/:configRestoId/orden');

export const backOfficeUpdateCursoRoute = defineRoute('PUT', '/merchant/cursos/:configRestoId/:videoId');

export const backOfficeDeleteCursoRoute = defineRoute('DELETE', '/merchant/cursos/:configRestoId/:videoId');

export const backOfficeUploadCursoVideoRoute = defineRoute('PUT', '/merchant/cursos/:configRestoId/:videoId/archivo');
