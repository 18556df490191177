import { desc, eq } from 'drizzle-orm';
import type {
  AdminSite,
  OutboxMessage,
  OutboxQuery,
  QueuedSiteCommand,
  SiteCommandRequest,
  SiteMinBuild,
} from '@vidriera/domain/plataforma';
import type { Db } from '../../db/client.ts';
import { outboxMessages, siteCommands, sites, users } from '../../db/schema.ts';
import { notFound } from '../../plugins/errors.ts';
import { type AuditActor, recordAudit } from './audit.ts';

export const SITE_ID_NOT_FOUND = 'No existe un sitio con ese identificador';
export const USER_ID_NOT_FOUND = 'No existe un usuario con ese identificador';

/** The platform's sent messages, newest first; only one phone's when asked (the query carries it normalised). */
export async function listOutbox(db: Db, query: OutboxQuery): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(query.telefono ? eq(outboxMessages.telefono, query.telefono) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(query.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function listSites(db: Db): Promise<AdminSite[]> {
  return db
    .select({
      id: sites.id,
      dominioUrl: sites.dominioUrl,
      nombre: sites.nombre,
      esPortal: sites.esPortal,
      minBuild: sites.minBuild,
    })
    .from(sites)
    .orderBy(sites.id);
}

export type SiteCommandOutcome =
  | { kind: 'queued'; command: QueuedSiteCommand }
  | { kind: 'minBuildSet'; minBuild: SiteMinBuild };

async function requireSite(db: Db, siteId: number): Promise<void> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) throw notFound(SITE_ID_NOT_FOUND);
}

async function requireUserId(db: Db, userId: number): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(USER_ID_NOT_FOUND);
}

/**
 * FORCE_UPDATE raises (or lowers) the site's minimum build: getStateSite then tells every older app, now and
 * later, which a queued command delivered once could not. Any other command is queued for the site's apps, or
 * for one user's, until it expires. Both are audited.
 */
export async function sendSiteCommand(
  db: Db,
  siteId: number,
  request: SiteCommandRequest,
  actor: AuditActor,
  now: Date,
): Promise<SiteCommandOutcome> {
  await requireSite(db, siteId);
  if (request.command === 'FORCE_UPDATE') {
    const minBuild = Number(request.args[0]);
    await db.transaction(async (txAny) => {
      const tx = txAny as unknown as Db;
      const [before] = await tx.select({ minBuild: sites.minBuild }).from(sites).where(eq(sites.id, siteId));
      await tx.update(sites).set({ minBuild }).where(eq(sites.id, siteId));
      await recordAudit(
        tx,
        { actor, siteId, action: 'site.forceUpdate', entity: 'site', entityId: siteId, before, after: { minBuild } },
        now,
      );
    });
    return { kind: 'minBuildSet', minBuild: { siteId, command: 'FORCE_UPDATE', minBuild } };
  }
  const userId = request.userId ?? null;
  if (userId !== null) await requireUserId(db, userId);
  const row = await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [inserted] = await tx
      .insert(siteCommands)
      .values({
        siteId,
        command: request.command,
        args: request.args,
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + request.expiresInMinutes * 60_000),
      })
      .returning();
    if (!inserted) throw new Error('site command not queued');
    await recordAudit(
      tx,
      {
        actor,
        siteId,
        action: 'site.command',
        entity: 'site_command',
        entityId: inserted.id,
        after: { command: inserted.command, args: inserted.args, userId, expiresAt: inserted.expiresAt.toISOString() },
      },
      now,
    );
    return inserted;
  });
  return {
    kind: 'queued',
    command: {
      id: row.id,
      siteId: row.siteId,
      command: row.command,
      args: row.args,
      userId: row.userId,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    },
  };
}
