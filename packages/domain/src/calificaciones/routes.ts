import { defineRoute } from '../common/operation.ts';

export const getCalificacionPedidoRoute = defineRoute('GET', '/pedidos/:id/calificacion');
export const calificarPedidoRoute = defineRoute('POST', '/pedidos/:id/calificacion');
export const getPedidosPorCalificarRoute = defineRoute('GET', '/pedidos/calificar/:carpeta');
export const getCalificacionesComercioRoute = defineRoute('GET', '/merchant/calificaciones/:configRestoId');
export const ocultarComentarioRoute = defineRoute('PUT', '/admin/calificaciones/:id/comentario');
