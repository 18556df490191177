import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { SiteCommand, SiteStateRequest } from '@vidriera/domain/schemas/site';
import type { Db } from '../../db/client.ts';
import { siteCommandDeliveries, siteCommands } from '../../db/schema.ts';
import type { SiteRow } from './service.ts';

/**
 * Commands for one app instance: FORCE_UPDATE when its build is older than the site's minimum, LOGOUT when
 * its session `ver` is older than the user's, then the site's queued commands not yet delivered to this
 * user (or, when logged out, this device). Each queued command is delivered once per recipient.
 */
export async function takeSiteCommands(
  db: Db,
  site: SiteRow,
  request: SiteStateRequest,
  caller: { userId: number; ver: number } | null,
  now: Date,
): Promise<SiteCommand[]> {
  const commands: SiteCommand[] = [];
  if (site.minBuild > 0 && request.build < site.minBuild) {
    commands.push({ command: 'FORCE_UPDATE', args: [String(site.minBuild)] });
  }
  if (caller && request.ver > 0 && request.ver < caller.ver) {
    commands.push({ command: 'LOGOUT', args: [] });
  }
  const recipient = caller ? `u:${caller.userId}` : request.deviceId ? `d:${request.deviceId}` : null;
  if (!recipient) return commands;

  const audience = caller
    ? or(isNull(siteCommands.userId), eq(siteCommands.userId, caller.userId))
    : isNull(siteCommands.userId);
  const queued = await db
    .select({ id: siteCommands.id, command: siteCommands.command, args: siteCommands.args })
    .from(siteCommands)
    .where(
      and(
        eq(siteCommands.siteId, site.id),
        gt(siteCommands.expiresAt, now),
        audience,
        sql`not exists (select 1 from ${siteCommandDeliveries} d where d.command_id = ${siteCommands.id} and d.recipient = ${recipient})`,
      ),
    )
    .orderBy(siteCommands.id);
  if (queued.length === 0) return commands;

  // Only the commands this call actually recorded are returned, so two racing calls never both deliver one.
  const delivered = await db
    .insert(siteCommandDeliveries)
    .values(queued.map((q) => ({ commandId: q.id, recipient, deliveredAt: now })))
    .onConflictDoNothing()
    .returning({ commandId: siteCommandDeliveries.commandId });
  const deliveredIds = new Set(delivered.map((d) => d.commandId));
  for (const q of queued) if (deliveredIds.has(q.id)) commands.push({ command: q.command, args: q.args });
  return commands;
}
