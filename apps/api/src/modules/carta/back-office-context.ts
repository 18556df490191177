import { MSG_ORDEN_INCOMPLETO } from '@vidriera/domain/carta';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';
import { type AuditActor, type AuditEntry, recordAudit } from '../plataforma/public.ts';
import type { ComercioRow } from '../comercios/public.ts';

/** Who edits which business's menu, and when (the request's clock). */
export interface EditorContext {
  db: Db;
  comercio: ComercioRow;
  actor: AuditActor;
  now: Date;
}

export type Audit = (entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'before' | 'after'>) => Promise<void>;

/**
 * Runs one menu change in a transaction with its audit entries: the change and its record exist together or
 * not at all.
 */
export async function inEditorTransaction<T>(
  ctx: EditorContext,
  change: (tx: Db, audit: Audit) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const audit: Audit = (entry) =>
      recordAudit(tx, { ...entry, actor: ctx.actor, comercioId: ctx.comercio.id }, ctx.now);
    return change(tx, audit);
  });
}

/**
 * Checks that a new order names exactly the current items (no missing, extra or repeated id), so two editors
 * working at once cannot leave an item out of the order: 400 otherwise.
 */
export function checkNewOrder(current: readonly number[], ids: readonly number[]): void {
  const known = new Set(current);
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw badRequest(MSG_ORDEN_INCOMPLETO);
  }
}
