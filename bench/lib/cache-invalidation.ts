import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { comercios } from '../../apps/api/src/db/schema.ts';
import { type ApiInstance, startApiInstance } from './api-instance.ts';

export interface InvalidationCheck {
  passed: boolean;
  /** From the announcement until B answered the new name, or until the check gave up (then > limitMs). */
  elapsedMs: number;
  limitMs: number;
  /** Whether B still answered the old name after the write and before the announcement (its cache was hot). */
  cacheWasHot: boolean;
  detail: string;
}

interface ListedComercio {
  id: number;
  nombreComercio: string;
}

const LISTING_PATH = '/api/comercios/getListado/tandil.localhost';

async function readListing(instance: ApiInstance): Promise<ListedComercio[]> {
  const response = await fetch(`${instance.baseUrl}${LISTING_PATH}`);
  if (!response.ok) throw new Error(`el listado respondió ${response.status}`);
  return (await response.json()) as ListedComercio[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two API instances on one PostgreSQL database, as behind a load balancer: B caches the listing, A renames a
 * business and announces the change; B must answer the new name within `limitMs`.
 */
export async function checkCrossProcessInvalidation(options: {
  databaseUrl: string;
  /** Where B listens; A only writes and announces. */
  port: number;
  clockStart: string;
  limitMs?: number;
}): Promise<InvalidationCheck> {
  const limitMs = options.limitMs ?? 1000;
  const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-bench-invalidation-'));
  const instances: ApiInstance[] = [];
  try {
    const start = (port?: number) =>
      startApiInstance({ dataDir, databaseUrl: options.databaseUrl, port, clockStart: options.clockStart });
    const a = await start();
    instances.push(a);
    const b = await start(options.port);
    instances.push(b);

    const [target] = await readListing(b);
    if (!target) throw new Error('el listado de demostración está vacío');
    await readListing(b);
    const newName = `${target.nombreComercio} (renombrado ${process.pid})`;
    await a.database.db.update(comercios).set({ nombreComercio: newName }).where(eq(comercios.id, target.id));
    const nameOnB = async () => (await readListing(b)).find((c) => c.id === target.id)?.nombreComercio;
    const cacheWasHot = (await nameOnB()) === target.nombreComercio;

    const announcedAt = performance.now();
    await a.app.announceCatalogChange();
    let passed = false;
    while (!passed && performance.now() - announcedAt <= limitMs) {
      passed = (await nameOnB()) === newName;
      if (!passed) await sleep(5);
    }
    const elapsedMs = performance.now() - announcedAt;
    const detail = passed
      ? `B respondió el nombre nuevo ${elapsedMs.toFixed(0)} ms después del anuncio de A`
      : `B seguía respondiendo "${target.nombreComercio}" ${elapsedMs.toFixed(0)} ms después del anuncio de A`;
    return { passed, elapsedMs, limitMs, cacheWasHot, detail };
  } finally {
    for (const instance of instances.reverse()) await instance.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}
