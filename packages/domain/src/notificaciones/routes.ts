import { defineRoute } from '../common/operation.ts';

/** Which WhatsApp notices a business sends (back office, Ajustes). */
export const getAvisosComercioRoute = defineRoute('GET', '/merchant/notificaciones/:configRestoId');
export const putAvisosComercioRoute = defineRoute('PUT', '/merchant/notificaciones/:configRestoId');

/** The customer's remembered "notify me by WhatsApp" (the checkout checkbox's default). */
export const getPreferenciaAvisosRoute = defineRoute('GET', '/notificaciones/preferencia');
