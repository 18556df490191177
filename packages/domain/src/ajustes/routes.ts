import { defineRoute } from '../common/operation.ts';

/** A business's settings (back office): the whole of them, and one PUT per section. */
export const ajustesRoute = defineRoute('GET', '/merchant/ajustes/:configRestoId');

export const ajustesEstadoRoute = defineRoute('PUT', '/merchant/ajustes/:configRestoId/estado');

export const ajustesDemoraRoute = defineRoute('PUT', '/merchant/ajustes/:configRestoId/demora');

export const ajustesHorariosRoute = defineRoute('PUT', '/merchant/ajustes/:configRestoId/horarios');

export const ajustesPagosRoute = defineRoute('PUT', '/merchant/ajustes/:configRestoId/pagos');

export const ajustesMercadoPagoRoute = defineRoute('PUT', '/merchant/ajustes/:configRestoId/mercadopago');

export const ajustesEnviosRoute = defineRoute('PUT', '/merchant/ajustes/:configRestoId/envios');

export const ajustesFuncionesRoute = defineRoute('PUT', '/merchant/ajustes/:configRestoId/funciones');

export const ajustesContactoRoute = defineRoute('PUT', '/merchant/ajustes/:configRestoId/contacto');

export const ajustesEnlacesRoute = defineRoute('PUT', '/merchant/ajustes/:configRestoId/enlaces');

export const ajustesDatosRoute = defineRoute('PUT', '/merchant/ajustes/:configRestoId/datos');

export const ajustesLogoRoute = defineRoute('PUT', '/merchant/ajustes/:configRestoId/logo');

export const deleteMercadoPagoRoute = defineRoute('DELETE', '/merchant/ajustes/:configRestoId/mercadopago');
