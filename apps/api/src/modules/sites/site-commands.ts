import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { SiteCommand, SiteStateRequest } from '@vidriera/domain/sites';
import { isTokenNearExpiry } from '@vidriera/domain/cuentas';
import type { Db } from '../../db/client.ts';
import { siteCommandDeliveries, siteCommands } from '../../db/schema.ts';
import type { SiteRow } from './service.ts';

/** Who is asking, as the auth plugin sees the request's token. */
export interface SiteStateCaller {
  /** The user a correctly signed, unexpired token names, even when the session was revoked. */
  tokenUser: { id: number; ver: number } | null;
  /** Whether that session is still accepted (its ver is current and the user is not anulado). */
  isSessionValid: boolean;
  /** When the request's token expires (null without a token). */
  tokenExpiresAt: Date | null;
}

/** REFRESHTOKEN while a valid session's token is in its last day: the app then renews it with login/newToken. */
function needsNewToken(caller: SiteStateCaller, now: Date): boolean {
  return caller.isSessionValid && caller.tokenExpiresAt !== null && isTokenNearExpiry(caller.tokenExpiresAt, now);
}

/** LOGOUT when the app's session was revoked: the token is no longer accepted, or the app's ver is older. */
function isSessionRevoked(request: SiteStateRequest, caller: SiteStateCaller): boolean {
  if (!caller.tokenUser) return false;
  return !caller.isSessionValid || (request.ver > 0 && request.ver < caller.tokenUser.ver);
}

/**
 * Commands for one app instance: FORCE_UPDATE when its build is older than the site's minimum, LOGOUT when its
 * session was revoked, REFRESHTOKEN when its session's token is close to expiry (every ask until it is renewed),
 * then the site's queued commands not yet delivered to this user (logged in) or this
 * device (logged out). A logged-in device counts as a recipient too, so logging in does not repeat what the
 * device already got. Each queued command is delivered once per recipient.
 */
export async function takeSiteCommands(
  db: Db,
  site: SiteRow,
  request: SiteStateRequest,
  caller: SiteStateCaller,
  now: Date,
): Promise<SiteCommand[]> {
  const commands: SiteCommand[] = [];
  if (site.minBuild > 0 && request.build < site.minBuild) {
    commands.push({ command: 'FORCE_UPDATE', args: [String(site.minBuild)] });
  }
  if (isSessionRevoked(request, caller)) commands.push({ command: 'LOGOUT', args: [] });
  else if (needsNewToken(caller, now)) commands.push({ command: 'REFRESHTOKEN', args: [] });

  const userId = caller.isSessionValid ? (caller.tokenUser?.id ?? null) : null;
  const recipients = [userId !== null ? `u:${userId}` : null, request.deviceId ? `d:${request.deviceId}` : null].filter(
    (r): r is string => r !== null,
  );
  const primary = recipients[0];
  if (!primary) return commands;

  const audience =
    userId !== null ? or(isNull(siteCommands.userId), eq(siteCommands.userId, userId)) : isNull(siteCommands.userId);
  const recipientList = sql.join(
    recipients.map((r) => sql`${r}`),
    sql`, `,
  );
  const queued = await db
    .select({ id: siteCommands.id, command: siteCommands.command, args: siteCommands.args })
    .from(siteCommands)
    .where(
      and(
        eq(siteCommands.siteId, site.id),
        gt(siteCommands.expiresAt, now),
        audience,
        sql`not exists (select 1 from ${siteCommandDeliveries} d where d.command_id = ${siteCommands.id} and d.recipient in (${recipientList}))`,
      ),
    )
    .orderBy(siteCommands.id);
  if (queued.length === 0) return commands;

  // Only the commands this call actually recorded are returned, so two racing calls never both deliver one.
  const delivered = await db
    .insert(siteCommandDeliveries)
    .values(queued.flatMap((q) => recipients.map((recipient) => ({ commandId: q.id, recipient, deliveredAt: now }))))
    .onConflictDoNothing()
    .returning({ commandId: siteCommandDeliveries.commandId, recipient: siteCommandDeliveries.recipient });
  const deliveredIds = new Set(delivered.filter((d) => d.recipient === primary).map((d) => d.commandId));
  for (const q of queued) if (deliveredIds.has(q.id)) commands.push({ command: q.command, args: q.args });
  return commands;
}
