import { defineRoute } from '../common/operation.ts';

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
