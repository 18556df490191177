import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';

export const DATABASE_DOWN_MESSAGE = 'La base de datos no responde';
export const MIGRATIONS_MISSING_MESSAGE = 'A la base de datos le faltan migraciones de esta versión';

/** Why this process cannot serve (its Spanish message), or null when it can. */
export type Readiness = { ready: true } | { ready: false; message: string; error: unknown };

let newestMigration: number | undefined;

/**
 * When the newest migration this build ships was made (`when` in drizzle's journal): the migrator records it as the
 * applied migration's created_at, and applies every migration newer than the newest recorded one.
 */
function newestShippedMigration(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    };
    newestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/** Whether the database answers and has every migration of this build applied (the start applies them). */
export async function checkReadiness(database: Database): Promise<Readiness> {
  try {
    const result = await database.db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    // created_at is a bigint: a string (or a number) depending on the driver; null with no migration applied.
    const last = Number((result as unknown as { rows: Array<{ last: unknown }> }).rows[0]?.last ?? 0);
    if (last >= newestShippedMigration()) return { ready: true };
    return { ready: false, message: MIGRATIONS_MISSING_MESSAGE, error: null };
  } catch (error) {
    // No migrations table at all: reachable, never migrated.
    if (!isDatabaseUnavailable(error) && hasSqlState(error, '42P01')) {
      return { ready: false, message: MIGRATIONS_MISSING_MESSAGE, error };
    }
    return { ready: false, message: DATABASE_DOWN_MESSAGE, error };
  }
}

function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}
