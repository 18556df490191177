import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** Who acts: a signed-in user (staff, owner or platform admin), or null for the system (jobs, webhooks). */
export interface AuditActor {
  id: number;
  userName: string;
}

/** A signed-in user as the actor of a change (the audit log keeps these two fields). */
export const actorOf = (user: AuditActor): AuditActor => ({ id: user.id, userName: user.userName });

export interface AuditEntry {
  actor: AuditActor | null;
  comercioId?: number | null;
  siteId?: number | null;
  /** Verb-style code: '<entity>.<verb>', e.g. 'pedido.aceptar', 'plato.update', 'venta.confirmar'. */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one change of money or state. Call it with the same transaction that makes the change, so the entry
 * exists exactly when the change does.
 */
export async function recordAudit(tx: Db, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.actor?.id ?? null,
    userName: entry.actor?.userName ?? 'sistema',
    comercioId: entry.comercioId ?? null,
    siteId: entry.siteId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  });
}

export interface AuditQuery {
  comercioId?: number;
  siteId?: number;
  entity?: string;
  entityId?: string;
  action?: string;
  /** The actor's user name as recorded (case-insensitive). */
  userName?: string;
  /** Keyset pagination: entries with an id below this one. */
  antesDe?: number;
  limit?: number;
}

/** Newest first. */
export async function listAudit(db: Db, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.comercioId !== undefined) conditions.push(eq(auditLog.comercioId, query.comercioId));
  if (query.siteId !== undefined) conditions.push(eq(auditLog.siteId, query.siteId));
  if (query.entity !== undefined) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId !== undefined) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.action !== undefined) conditions.push(eq(auditLog.action, query.action));
  if (query.userName !== undefined) conditions.push(sql`lower(${auditLog.userName}) = ${query.userName.toLowerCase()}`);
  if (query.antesDe !== undefined) conditions.push(lt(auditLog.id, query.antesDe));
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(Math.min(query.limit ?? 100, 500));
}
