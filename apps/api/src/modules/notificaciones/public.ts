/** What other modules may use of this one: biome.json forbids them any other file of it. */
export { queueAvisoPedido, queueAvisosReservaConfirmada, rememberAvisosWhatsapp } from './queue.ts';
export type { EventoPedido } from './queue.ts';
