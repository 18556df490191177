import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * A statement of a hot path whose values are `sql.placeholder(name)`s: its SQL text is built once per database
 * handle (drizzle's builders cost more than the query on a busy write path), and on PostgreSQL the named statement
 * is parsed and planned once per connection. `name` must be unique to this text. A transaction's handle prepares
 * its own (once per transaction). `build` may use the handle's builders; it runs nothing. The answer is the
 * driver's rows, as `db.execute` gives them.
 */
export function preparedStatement<Row>(name: string, build: (db: Db) => SQL) {
  const byDb = new WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(dialect.sqlToQuery(build(db)), undefined, name, false);
      byDb.set(db, prepared);
    }
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
