import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Publishes a JSON payload on a PostgreSQL channel (NOTIFY) through the executor that made the change: inside a
 * transaction the notification is delivered only if and when that transaction commits, so nobody hears of a
 * change that was rolled back (docs/decisions/006-live-status-events.md).
 */
export async function notifyChannel(executor: Db, channel: string, payload: object): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

/**
 * Reads a notification's JSON payload with `read`, which answers null for a value that is not one of its
 * channel's; a payload that is not JSON is null too (not ours: ignored).
 */
export function parseChannelPayload<T>(payload: string, read: (value: Partial<T>) => T | null): T | null {
  try {
    return read(JSON.parse(payload) as Partial<T>);
  } catch {
    return null;
  }
}
