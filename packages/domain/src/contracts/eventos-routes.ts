import { defineRoute } from './operation.ts';

export const getCarteleraRoute = defineRoute('GET', '/eventos/cartelera/:commerceId');

export const getCarteleraDiaRoute = defineRoute('GET', '/eventos/cartelera/:commerceId/:date');

export const getEventoRoute = defineRoute('GET', '/eventos/evento/:carpeta/:eventoId');

export const getEventoFechaRoute = defineRoute('GET', '/eventos/evento/:carpeta/:eventoId/:fecha');

export const getEventoLinkRoute = defineRoute('GET', '/eventos/link/:eventoId');

export const comprarRoute = defineRoute('POST', '/eventos/comprar');

export const getCompraTicketRoute = defineRoute('GET', '/eventos/GetCompraTicket/:carpeta/:id');

export const getComprasTicketsRoute = defineRoute('GET', '/eventos/GetComprasTickets');

export const getComprasTicketsComercioRoute = defineRoute('GET', '/eventos/GetComprasTickets/:id');

export const getInfoPagoVentaRoute = defineRoute('GET', '/eventos/GetInfoPago/:id');

export const prepareVentaPagoRoute = defineRoute('POST', '/eventos/PreparePedidoPago');

/** The live status of the caller's purchases: Server-Sent Events, so a route without an operation. */
export const comprasEventosRoute = defineRoute('GET', '/eventos/compras/eventos');

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
