import { defineRoute } from './operation.ts';

export const getHorariosDisponiblesRoute = defineRoute('POST', '/reservas/getHorariosDisponibles');
