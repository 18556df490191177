/** What other modules may use of this one: biome.json forbids them any other file of it. */
export { actorOf, recordAudit } from './audit.ts';
export type { AuditActor, AuditEntry } from './audit.ts';
export { listAuditPage } from './auditoria.ts';
export { SITE_ID_NOT_FOUND } from './service.ts';
export { staffRoutes } from './staff-routes.ts';
