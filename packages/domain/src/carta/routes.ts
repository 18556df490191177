import { defineRoute } from '../common/operation.ts';

export const getCartaRoute = defineRoute('GET', '/carta/:carpeta/:enLocal');

export const getCartaByIdRoute = defineRoute('GET', '/carta/:carpeta/:enLocal/:cartaId');

export const getAnunciosRoute = defineRoute('GET', '/anuncios/anuncios/:configRestoId/:tipo/:delivery');

export const getOpcionesRoute = defineRoute('GET', '/carta/opciones/:configRestoId/:platoId');
