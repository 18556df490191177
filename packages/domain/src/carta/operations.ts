import { z } from 'zod';
import { anuncioListSchema, booleanParamSchema, cartaSchema, platoProductoOpcListSchema } from './schemas.ts';
import {
  anuncioActualizarSchema,
  anuncioCrearSchema,
  cartaActualizarSchema,
  cartaCrearSchema,
  grupoActualizarSchema,
  grupoCrearSchema,
  ordenSchema,
  platoActualizarSchema,
  platoCrearSchema,
  platoOpcionesSchema,
  productoOpcInputSchema,
} from './back-office-schemas.ts';
import {
  anuncioAdminSchema,
  cartaAdminSchema,
  cartaEditorSchema,
  grupoAdminSchema,
  platoAdminSchema,
  productoOpcAdminSchema,
} from './editor-schemas.ts';
import { carpetaParamSchema, idParamSchema } from '../common/schemas.ts';
import { defineOperation } from '../common/operation.ts';
import { getCartaRoute, getCartaByIdRoute, getAnunciosRoute, getOpcionesRoute } from './routes.ts';
import {
  getCartaEditorRoute,
  createCartaRoute,
  updateCartaRoute,
  createGrupoRoute,
  orderGruposRoute,
  updateGrupoRoute,
  createPlatoRoute,
  orderPlatosRoute,
  updatePlatoRoute,
  createProductoOpcRoute,
  updateProductoOpcRoute,
  savePlatoOpcionesRoute,
  createAnuncioRoute,
  orderAnunciosRoute,
  updateAnuncioRoute,
} from './back-office-routes.ts';

const tipoAnuncioSchema = z.coerce
  .number({ error: 'El tipo de anuncio debe ser un número' })
  .int('El tipo de anuncio debe ser un número entero')
  .min(0, 'El tipo de anuncio no es válido')
  .max(99, 'El tipo de anuncio no es válido');

/** A business's default menu of a mode (enLocal: the in-venue QR menu). */
export const getCartaOperation = defineOperation(getCartaRoute, {
  params: z.object({ carpeta: carpetaParamSchema, enLocal: booleanParamSchema }),
  response: cartaSchema,
});

/** One of the menus of a business. */
export const getCartaByIdOperation = defineOperation(getCartaByIdRoute, {
  params: z.object({ carpeta: carpetaParamSchema, enLocal: booleanParamSchema, cartaId: idParamSchema }),
  response: cartaSchema,
});

/** A business's announcements of a type (1: the menu's) for delivery or pickup and in-venue orders. */
export const getAnunciosOperation = defineOperation(getAnunciosRoute, {
  params: z.object({ configRestoId: idParamSchema, tipo: tipoAnuncioSchema, delivery: booleanParamSchema }),
  response: anuncioListSchema,
});

/** A dish's option sets (annulled sets and options left out). */
export const getOpcionesOperation = defineOperation(getOpcionesRoute, {
  params: z.object({ configRestoId: idParamSchema, platoId: idParamSchema }),
  response: platoProductoOpcListSchema,
});

// The back office's menu editor. Creations answer 201 and reorders 204 (no body: null to the client).
const comercioParams = z.object({ configRestoId: idParamSchema });
const cartaParams = z.object({ configRestoId: idParamSchema, cartaId: idParamSchema });
const grupoParams = z.object({ configRestoId: idParamSchema, grupoId: idParamSchema });
const platoParams = z.object({ configRestoId: idParamSchema, platoId: idParamSchema });
const opcParams = z.object({ configRestoId: idParamSchema, productoOpcId: idParamSchema });
const anuncioParams = z.object({ configRestoId: idParamSchema, anuncioId: idParamSchema });

/** The business's menus to edit: every carta, group and dish, its option sets and announcements. */
export const getCartaEditorOperation = defineOperation(getCartaEditorRoute, {
  params: comercioParams,
  response: cartaEditorSchema,
});

export const createCartaOperation = defineOperation(createCartaRoute, {
  params: comercioParams,
  body: cartaCrearSchema,
  response: cartaAdminSchema,
});

export const updateCartaOperation = defineOperation(updateCartaRoute, {
  params: cartaParams,
  body: cartaActualizarSchema,
  response: cartaAdminSchema,
});

export const createGrupoOperation = defineOperation(createGrupoRoute, {
  params: cartaParams,
  body: grupoCrearSchema,
  response: grupoAdminSchema,
});

export const orderGruposOperation = defineOperation(orderGruposRoute, {
  params: cartaParams,
  body: ordenSchema,
  response: z.null(),
});

export const updateGrupoOperation = defineOperation(updateGrupoRoute, {
  params: grupoParams,
  body: grupoActualizarSchema,
  response: grupoAdminSchema,
});

export const createPlatoOperation = defineOperation(createPlatoRoute, {
  params: grupoParams,
  body: platoCrearSchema,
  response: platoAdminSchema,
});

export const orderPlatosOperation = defineOperation(orderPlatosRoute, {
  params: grupoParams,
  body: ordenSchema,
  response: z.null(),
});

export const updatePlatoOperation = defineOperation(updatePlatoRoute, {
  params: platoParams,
  body: platoActualizarSchema,
  response: platoAdminSchema,
});

export const createProductoOpcOperation = defineOperation(createProductoOpcRoute, {
  params: comercioParams,
  body: productoOpcInputSchema,
  response: productoOpcAdminSchema,
});

export const updateProductoOpcOperation = defineOperation(updateProductoOpcRoute, {
  params: opcParams,
  body: productoOpcInputSchema,
  response: productoOpcAdminSchema,
});

export const savePlatoOpcionesOperation = defineOperation(savePlatoOpcionesRoute, {
  params: platoParams,
  body: platoOpcionesSchema,
  response: platoAdminSchema,
});

export const createAnuncioOperation = defineOperation(createAnuncioRoute, {
  params: comercioParams,
  body: anuncioCrearSchema,
  response: anuncioAdminSchema,
});

export const orderAnunciosOperation = defineOperation(orderAnunciosRoute, {
  params: comercioParams,
  body: ordenSchema,
  response: z.null(),
});

export const updateAnuncioOperation = defineOperation(updateAnuncioRoute, {
  params: anuncioParams,
  body: anuncioActualizarSchema,
  response: anuncioAdminSchema,
});
