import { defineRoute } from '../common/operation.ts';

// The back office's routes (decision 029: `comercio: 'staff' | 'owner'` on the API's route), apart from the
// customer's: the web app's entry imports the customer's routes, and a module is bundled whole.

// The back office's events (merchant-routes.ts).
export const adminGetEventosRoute = defineRoute('GET', '/merchant/eventos/:configRestoId');

export const adminCreateEventoRoute = defineRoute('POST', '/merchant/eventos/:configRestoId');

export const adminGetEventoRoute = defineRoute('GET', '/merchant/eventos/:configRestoId/:eventoId');

export const adminUpdateEventoRoute = defineRoute('PUT', '/merchant/eventos/:configRestoId/:eventoId');

export const adminAddEventoFechaRoute = defineRoute('POST', '/merchant/eventos/:configRestoId/:eventoId/fechas');

export const adminUpdateEventoFechaRoute = defineRoute(
  'PUT',
  '/merchant/eventos/:configRestoId/:eventoId/fechas/:fechaId',
);

export const adminAddEventoVarianteRoute = defineRoute('POST', '/merchant/eventos/:configRestoId/:eventoId/variantes');

export const adminUpdateEventoVarianteRoute = defineRoute(
  'PUT',
  '/merchant/eventos/:configRestoId/:eventoId/variantes/:varianteId',
);

// The back office's ticket sales (merchant-ventas-routes.ts).
/** The business's sales as they change: Server-Sent Events, so a route without an operation. */
export const adminVentasEnVivoRoute = defineRoute('GET', '/merchant/eventos/:configRestoId/ventas-en-vivo');

export const adminGetVentasRoute = defineRoute('GET', '/merchant/eventos/:configRestoId/ventas');

export const adminGetVentaRoute = defineRoute('GET', '/merchant/eventos/:configRestoId/ventas/:ventaId');

export const adminConfirmarVentaRoute = defineRoute(
  'POST',
  '/merchant/eventos/:configRestoId/ventas/:ventaId/confirmar',
);

export const adminCancelarVentaRoute = defineRoute('POST', '/merchant/eventos/:configRestoId/ventas/:ventaId/cancelar');

export const adminIngresoRoute = defineRoute('POST', '/merchant/eventos/:configRestoId/ingreso');
