import { defineRoute } from '../common/operation.ts';

/** The delivery-price map's data, scoped to the site of the request's Host. */
export const zonasSitioRoute = defineRoute('GET', '/zonas');

export const zonasRoute = defineRoute('GET', '/zonas/:carpeta');
