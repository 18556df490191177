import { z } from 'zod';
import { ajustesComercioSchema } from './comercio.ts';
import { ajustesContactoInputSchema } from './contacto.ts';
import { ajustesDatosInputSchema, ajustesLogoInputSchema } from './datos.ts';
import { ajustesEnlacesInputSchema } from './enlaces.ts';
import { ajustesEnviosInputSchema } from './envios.ts';
import { ajustesDemoraInputSchema, ajustesEstadoInputSchema, ajustesHorariosInputSchema } from './estado.ts';
import { ajustesFuncionesSchema } from './funciones.ts';
import { ajustesMercadoPagoInputSchema, ajustesPagosInputSchema } from './pagos.ts';
import { idParamSchema } from '../common/schemas.ts';
import { defineOperation } from '../common/operation.ts';
import {
  ajustesContactoRoute,
  ajustesDatosRoute,
  ajustesDemoraRoute,
  ajustesEnlacesRoute,
  ajustesEnviosRoute,
  ajustesEstadoRoute,
  ajustesFuncionesRoute,
  ajustesHorariosRoute,
  ajustesLogoRoute,
  ajustesMercadoPagoRoute,
  ajustesPagosRoute,
  ajustesRoute,
  deleteMercadoPagoRoute,
} from './routes.ts';

const params = z.object({ configRestoId: idParamSchema });
/** Every section's change answers the whole settings as they are now. */
const response = ajustesComercioSchema;

/** A business's settings, every section (MercadoPago secrets only by their last 4 characters). */
export const ajustesOperation = defineOperation(ajustesRoute, { params, response });

export const ajustesEstadoOperation = defineOperation(ajustesEstadoRoute, {
  params,
  body: ajustesEstadoInputSchema,
  response,
});

export const ajustesDemoraOperation = defineOperation(ajustesDemoraRoute, {
  params,
  body: ajustesDemoraInputSchema,
  response,
});

export const ajustesHorariosOperation = defineOperation(ajustesHorariosRoute, {
  params,
  body: ajustesHorariosInputSchema,
  response,
});

export const ajustesPagosOperation = defineOperation(ajustesPagosRoute, {
  params,
  body: ajustesPagosInputSchema,
  response,
});

export const ajustesMercadoPagoOperation = defineOperation(ajustesMercadoPagoRoute, {
  params,
  body: ajustesMercadoPagoInputSchema,
  response,
});

export const ajustesEnviosOperation = defineOperation(ajustesEnviosRoute, {
  params,
  body: ajustesEnviosInputSchema,
  response,
});

export const ajustesFuncionesOperation = defineOperation(ajustesFuncionesRoute, {
  params,
  body: ajustesFuncionesSchema,
  response,
});

export const ajustesContactoOperation = defineOperation(ajustesContactoRoute, {
  params,
  body: ajustesContactoInputSchema,
  response,
});

export const ajustesEnlacesOperation = defineOperation(ajustesEnlacesRoute, {
  params,
  body: ajustesEnlacesInputSchema,
  response,
});

export const ajustesDatosOperation = defineOperation(ajustesDatosRoute, {
  params,
  body: ajustesDatosInputSchema,
  response,
});

export const ajustesLogoOperation = defineOperation(ajustesLogoRoute, {
  params,
  body: ajustesLogoInputSchema,
  response,
});

/** Disconnects the business's own MercadoPago account. */
export const deleteMercadoPagoOperation = defineOperation(deleteMercadoPagoRoute, { params, response });
