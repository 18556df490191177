/** What other modules may use of this one: biome.json forbids them any other file of it. */
export { findSiteByDomain, getSiteByDomain } from './service.ts';
export type { SiteRow } from './service.ts';
