import { z } from 'zod';
import { carpetaParamSchema, domainParamSchema, idParamSchema } from '../common/schemas.ts';
import {
  categoriaListSchema,
  comercioListSchema,
  feedRequestSchema,
  feedResponseSchema,
  linkListSchema,
  linkTipoSchema,
} from './schemas.ts';
import { defineOperation } from '../common/operation.ts';
import {
  getListadoRoute,
  getListadoByCarpetaRoute,
  getCategoriasRoute,
  getCategoriasByCarpetaRoute,
  getByDominioCarpetaRoute,
  getFeedByCategoriaRoute,
  getLinksRoute,
  feedRoute,
} from './routes.ts';

const domainParams = z.object({ domain: domainParamSchema });
const domainCarpetaParams = z.object({ domain: domainParamSchema, carpeta: carpetaParamSchema });

/** A site's businesses. */
export const getListadoOperation = defineOperation(getListadoRoute, {
  params: domainParams,
  response: comercioListSchema,
});

/** The branches of a group of businesses. */
export const getListadoByCarpetaOperation = defineOperation(getListadoByCarpetaRoute, {
  params: domainCarpetaParams,
  response: comercioListSchema,
});

/** A site's categories. */
export const getCategoriasOperation = defineOperation(getCategoriasRoute, {
  params: domainParams,
  response: categoriaListSchema,
});

/** The categories holding a business or its branches. */
export const getCategoriasByCarpetaOperation = defineOperation(getCategoriasByCarpetaRoute, {
  params: domainCarpetaParams,
  response: categoriaListSchema,
});

/** One business of the site by folder: a list of one, empty when the site has no such business. */
export const getByDominioCarpetaOperation = defineOperation(getByDominioCarpetaRoute, {
  params: domainCarpetaParams,
  response: comercioListSchema,
});

/** The businesses of one of the site's categories. */
export const getFeedByCategoriaOperation = defineOperation(getFeedByCategoriaRoute, {
  params: z.object({ domain: domainParamSchema, categoryId: idParamSchema }),
  response: comercioListSchema,
});

/** A business's external links of a type (2: home page), for the site of the Host header. */
export const getLinksOperation = defineOperation(getLinksRoute, {
  params: z.object({ commerceId: idParamSchema, type: linkTipoSchema }),
  response: linkListSchema,
});

/** A site's businesses filtered: category, text, only open, paging. */
export const feedOperation = defineOperation(feedRoute, {
  body: feedRequestSchema,
  response: feedResponseSchema,
});
