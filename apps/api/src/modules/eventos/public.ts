/** What other modules may use of this one: biome.json forbids them any other file of it. */
export { isPublicEvento, selectEventoFechas, toInstantRange } from './queries.ts';
