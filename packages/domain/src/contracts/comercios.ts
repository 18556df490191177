import { z } from 'zod';
import { carpetaParamSchema, domainParamSchema } from '../schemas/common.ts';
import { categoriaListSchema, comercioListSchema } from '../schemas/comercio.ts';
import { defineOperation } from './operation.ts';

const domainParams = z.object({ domain: domainParamSchema });
const domainCarpetaParams = z.object({ domain: domainParamSchema, carpeta: carpetaParamSchema });

/** A site's businesses. */
export const getListadoOperation = defineOperation({
  method: 'GET',
  path: '/comercios/getListado/:domain',
  params: domainParams,
  response: comercioListSchema,
});

/** The branches of a group of businesses. */
export const getListadoByCarpetaOperation = defineOperation({
  method: 'GET',
  path: '/comercios/getListado/:domain/:carpeta',
  params: domainCarpetaParams,
  response: comercioListSchema,
});

/** A site's categories. */
export const getCategoriasOperation = defineOperation({
  method: 'GET',
  path: '/comercios/getCategorias/:domain',
  params: domainParams,
  response: categoriaListSchema,
});

/** The categories holding a business or its branches. */
export const getCategoriasByCarpetaOperation = defineOperation({
  method: 'GET',
  path: '/comercios/getCategorias/:domain/:carpeta',
  params: domainCarpetaParams,
  response: categoriaListSchema,
});

/** One business of the site by folder: a list of one, empty when the site has no such business. */
export const getByDominioCarpetaOperation = defineOperation({
  method: 'GET',
  path: '/comercios/getByDominioCarpeta/:domain/:carpeta',
  params: domainCarpetaParams,
  response: comercioListSchema,
});
