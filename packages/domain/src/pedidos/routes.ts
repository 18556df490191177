import { defineRoute } from '../common/operation.ts';

export const pedirRoute = defineRoute('POST', '/pedidos/pedir');

export const getPedidosRoute = defineRoute('GET', '/pedidos/todos');

export const getPedidosByCarpetaRoute = defineRoute('GET', '/pedidos/todos/:carpeta');

export const getPedidosActivosRoute = defineRoute('GET', '/pedidos/activos');

export const getPedidosActivosByCarpetaRoute = defineRoute('GET', '/pedidos/activos/:carpeta');

/** The caller's order changes as Server-Sent Events (`?token=`): a stream, so a route without schemas. */
export const pedidosEventosRoute = defineRoute('GET', '/pedidos/eventos');

export const getPedidoRoute = defineRoute('GET', '/pedidos/:id');

export const anularPedidoRoute = defineRoute('DELETE', '/pedidos/:id');
