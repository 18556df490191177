import pg from 'pg';

/** Whether a PostgreSQL server answers at this URL (within a few seconds). */
export async function isPostgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function runAdminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database `bench_<pid>` on the server of `serverUrl`; `drop` removes it (even with open connections). */
export async function createBenchDatabase(serverUrl: string) {
  const name = `bench_${process.pid}`;
  await runAdminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await runAdminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAdminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
