import { horariosDisponiblesSchema, horariosRequestSchema } from '../schemas/reserva.ts';
import { defineOperation } from './operation.ts';
import { getHorariosDisponiblesRoute } from './reservas-routes.ts';

/** A day's bookable slots for a party size, with the sectors and services. */
export const getHorariosDisponiblesOperation = defineOperation(getHorariosDisponiblesRoute, {
  body: horariosRequestSchema,
  response: horariosDisponiblesSchema,
});
