import { defineRoute } from '../common/operation.ts';

export const getListadoRoute = defineRoute('GET', '/comercios/getListado/:domain');

export const getListadoByCarpetaRoute = defineRoute('GET', '/comercios/getListado/:domain/:carpeta');

export const getCategoriasRoute = defineRoute('GET', '/comercios/getCategorias/:domain');

export const getCategoriasByCarpetaRoute = defineRoute('GET', '/comercios/getCategorias/:domain/:carpeta');

export const getByDominioCarpetaRoute = defineRoute('GET', '/comercios/getByDominioCarpeta/:domain/:carpeta');

export const getFeedByCategoriaRoute = defineRoute('GET', '/comercios/getFeedByCategoria/:domain/:categoryId');

export const getLinksRoute = defineRoute('GET', '/links/links/:commerceId/:type');
/** Link types of the API: 2 is the business home's external links. */
export const HOME_LINKS_TYPE = 2;

export const feedRoute = defineRoute('POST', '/feed');
