/** What other modules may use of this one: biome.json forbids them any other file of it. */
export { selectByCarpeta, selectById, visibleOnSite } from './queries.ts';
export type { ComercioRow } from './queries.ts';
export { COMERCIO_NOT_FOUND } from './service.ts';
