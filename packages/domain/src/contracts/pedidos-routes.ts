import { defineRoute } from './operation.ts';

export const pedirRoute = defineRoute('POST', '/pedidos/pedir');

export const getPedidosRoute = defineRoute('GET', '/pedidos/todos');

export const getPedidosByCarpetaRoute = defineRoute('GET', '/pedidos/todos/:carpeta');

export const getPedidosActivosRoute = defineRoute('GET', '/pedidos/activos');

export const getPedidosActivosByCarpetaRoute = defineRoute('GET', '/pedidos/activos/:carpeta');

/** The caller's order changes as Server-Sent Events (`?token=`): a stream, so a route without schemas. */
export const pedidosEventosRoute = defineRoute('GET', '/pedidos/eventos');

export const getPedidoRoute = defineRoute('GET', '/pedidos/:id');

export const anularPedidoRoute = defineRoute('DELETE', '/pedidos/:id');

// Back office (decision 029: `comercio: 'staff'` on the API's route).

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
