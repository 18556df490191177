import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteDatabase } from '../../src/db/client.ts';

/**
 * Creating a PGlite database takes seconds; migrating it once and handing each test file a copy of the
 * snapshot keeps every file on its own fresh database without paying that cost per file.
 */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const client = await PGlite.create();
  await createPgliteDatabase(client).migrate();
  const dump = await client.dumpDataDir('none');
  const dir = join(tmpdir(), 'vidriera-test');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = file;
  await client.close();
}
