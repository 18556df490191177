import { defineRoute } from './operation.ts';

export const getListadoRoute = defineRoute('GET', '/comercios/getListado/:domain');

export const getListadoByCarpetaRoute = defineRoute('GET', '/comercios/getListado/:domain/:carpeta');

export const getCategoriasRoute = defineRoute('GET', '/comercios/getCategorias/:domain');

export const getCategoriasByCarpetaRoute = defineRoute('GET', '/comercios/getCategorias/:domain/:carpeta');

export const getByDominioCarpetaRoute = defineRoute('GET', '/comercios/getByDominioCarpeta/:domain/:carpeta');
