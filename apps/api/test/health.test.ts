import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('GET /api/health, /api/health/ready and /api/health/live', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answer ok with the database kind when the database is reachable and migrated', async () => {
    for (const url of ['/api/health', '/api/health/ready']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: kind });
    }
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('are not ready when the database is gone, while the process is live', async () => {
    const broken = await createTestApp({ seed: false });
    await broken.database.close();
    for (const url of ['/api/health', '/api/health/ready']) {
      const res = await broken.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: kind, message: 'La base de datos no responde' });
    }
    const live = await broken.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    await broken.app.close();
  });

  it('are not ready when a migration of this version is not applied, or none is', async () => {
    const behind = await createTestApp({ seed: false });
    try {
      const missing = 'A la base de datos le faltan migraciones de esta versión';
      await behind.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      for (const url of ['/api/health', '/api/health/ready']) {
        const res = await behind.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toEqual({ status: 'error', database: kind, message: missing });
      }
      await behind.db.execute(sql`drop table drizzle.__drizzle_migrations`);
      const never = await behind.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(never.statusCode).toBe(503);
      expect(never.json().message).toBe(missing);
      expect((await behind.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, error: 'Not Found' });
  });
});
