import { defineRoute } from '../common/operation.ts';

// The back office's routes (decision 029: `comercio: 'staff' | 'owner'` on the API's route), apart from the
// customer's: the web app's entry imports the customer's routes, and a module is bundled whole.

// The back office's events (merchant-routes.ts).
export const backOfficeGetEventosRoute = defineRoute('GET', '/merchant/eventos/:configRestoId');

export const backOfficeCreateEventoRoute = defineRoute('POST', '/merchant/eventos/:configRestoId');

export const backOfficeGetEventoRoute = defineRoute('GET', '/merchant/eventos/:configRestoId/:eventoId');

export const backOfficeUpdateEventoRoute = defineRoute('PUT', '/merchant/eventos/:configRestoId/:eventoId');

export const backOfficeAddEventoFechaRoute = defineRoute('POST', '/merchant/eventos/:configRestoId/:eventoId/fechas');

export const backOfficeUpdateEventoFechaRoute = defineRoute(
  'PUT',
  '/merchant/eventos/:configRestoId/:eventoId/fechas/:fechaId',
);

export const backOfficeAddEventoVarianteRoute = defineRoute(
  'POST',
  '/merchant/eventos/:configRestoId/:eventoId/variantes',
);

export const backOfficeUpdateEventoVarianteRoute = defineRoute(
  'PUT',
  '/merchant/eventos/:configRestoId/:eventoId/variantes/:varianteId',
);

// The back office's ticket sales (merchant-ventas-routes.ts).
/** The business's sales as they change: Server-Sent Events, so a route without an operation. */
export const backOfficeVentasEnVivoRoute = defineRoute('GET', '/merchant/eventos/:configRestoId/ventas-en-vivo');

export const backOfficeGetVentasRoute = defineRoute('GET', '/merchant/eventos/:configRestoId/ventas');

export const backOfficeGetVentaRoute = defineRoute('GET', '/merchant/eventos/:configRestoId/ventas/:ventaId');

export const backOfficeConfirmarVentaRoute = defineRoute(
  'POST',
  '/merchant/eventos/:configRestoId/ventas/:ventaId/confirmar',
);

export const backOfficeCancelarVentaRoute = defineRoute(
  'POST',
  '/merchant/eventos/:configRestoId/ventas/:ventaId/cancelar',
);

export const backOfficeIngresoRoute = defineRoute('POST', '/merchant/eventos/:configRestoId/ingreso');
