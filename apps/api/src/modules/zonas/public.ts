/** What other modules may use of this one: biome.json forbids them any other file of it. */
export { requireDeliveryCost, selectZonas } from './service.ts';
