import { avisosComercioParamsSchema, avisosComercioSchema, preferenciaAvisosSchema } from './schemas.ts';
import { getAvisosComercioRoute, getPreferenciaAvisosRoute, putAvisosComercioRoute } from './routes.ts';
import { defineOperation } from '../common/operation.ts';

/** The WhatsApp notices the business sends, each on or off. */
export const getAvisosComercioOperation = defineOperation(getAvisosComercioRoute, {
  params: avisosComercioParamsSchema,
  response: avisosComercioSchema,
});

/** The owner turns each notice on or off (every switch in the body); answers them as they are now. */
export const putAvisosComercioOperation = defineOperation(putAvisosComercioRoute, {
  params: avisosComercioParamsSchema,
  body: avisosComercioSchema,
  response: avisosComercioSchema,
});

/** The signed-in customer's remembered choice and the phone the notices go to. */
export const getPreferenciaAvisosOperation = defineOperation(getPreferenciaAvisosRoute, {
  response: preferenciaAvisosSchema,
});
