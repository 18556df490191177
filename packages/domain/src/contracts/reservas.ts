import { horariosDisponiblesSchema, horariosRequestSchema } from '../schemas/reserva.ts';
import { defineOperation } from './operation.ts';

/** A day's bookable slots for a party size, with the sectors and services. */
export const getHorariosDisponiblesOperation = defineOperation({
  method: 'POST',
  path: '/reservas/getHorariosDisponibles',
  body: horariosRequestSchema,
  response: horariosDisponiblesSchema,
});
