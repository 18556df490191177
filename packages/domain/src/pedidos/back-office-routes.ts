import { defineRoute } from '../common/operation.ts';

// The back office's routes (decision 029: `comercio: 'staff' | 'owner'` on the API's route), apart from the
// customer's: the web app's entry imports the customer's routes, and a module is bundled whole.

/** The business's order changes as Server-Sent Events (`?token=`): a stream, so a route without schemas. */
export const pedidosComercioEventosRoute = defineRoute('GET', '/merchant/pedidos/eventos/:configRestoId');

export const getPedidosColaRoute = defineRoute('GET', '/merchant/pedidos/:configRestoId/cola');

export const getPedidosResumenRoute = defineRoute('GET', '/merchant/pedidos/:configRestoId/resumen');

export const getCartaPedidosRoute = defineRoute('GET', '/merchant/pedidos/:configRestoId/carta');

export const crearPedidoComercioRoute = defineRoute('POST', '/merchant/pedidos/:configRestoId/nuevo');

export const getPedidosComercioRoute = defineRoute('GET', '/merchant/pedidos/:configRestoId');

export const getPedidoComercioRoute = defineRoute('GET', '/merchant/pedidos/:configRestoId/:id');

export const aceptarPedidoRoute = defineRoute('POST', '/merchant/pedidos/:configRestoId/:id/aceptar');

export const listoPedidoRoute = defineRoute('POST', '/merchant/pedidos/:configRestoId/:id/listo');

export const entregadoPedidoRoute = defineRoute('POST', '/merchant/pedidos/:configRestoId/:id/entregado');

export const rechazarPedidoRoute = defineRoute('POST', '/merchant/pedidos/:configRestoId/:id/rechazar');

export const cancelarPedidoRoute = defineRoute('POST', '/merchant/pedidos/:configRestoId/:id/cancelar');
