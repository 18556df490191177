/** What other modules may use of this one: biome.json forbids them any other file of it. */
export { publishPedidoChanged } from './notify.ts';
export { expirePedidosImpagos, getPedidoForOwner, getPedidoRow, markPedidoPaid } from './service.ts';
