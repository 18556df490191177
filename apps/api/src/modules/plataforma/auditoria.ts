import type { AuditPage } from '@vidriera/domain/back-office';
import type { Db } from '../../db/client.ts';
import { type AuditQuery, listAudit } from './audit.ts';

/** One page of the audit trail, newest first, and where the next (older) page starts. */
export async function listAuditPage(db: Db, query: AuditQuery & { limit: number }): Promise<AuditPage> {
  // One row more than asked tells whether an older page exists, without counting.
  const rows = await listAudit(db, { ...query, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      userId: row.userId,
      userName: row.userName,
      comercioId: row.comercioId,
      siteId: row.siteId,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    siguiente: rows.length > query.limit && last ? last.id : null,
  };
}
