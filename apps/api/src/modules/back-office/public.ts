/** What other modules may use of this one: biome.json forbids them any other file of it. */
export { createBackOfficeKit } from './route-kit.ts';
