import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, findMissingProductionSettings, loadConfig } from '../src/config.ts';
import { createProgramDatabase, runProgram, SERVER_ENTRY, startServer } from './helpers/api-process.ts';

// A production start is safe (issue 35): NODE_ENV=production never loads the demo (whose platform admin has a
// password the README prints) unless SEED_DEMO=true says so, and refuses to start without the settings every
// production process needs, saying which, one line each.

const JWT_SECRET = 'production-secret-production-secret-0123';
const PUBLIC_URL = 'https://api.vidriera.example';

describe('SEED_DEMO and the production settings', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', SEED_DEMO: 'true' }, true],
    [{ NODE_ENV: 'production', SEED_DEMO: 'false' }, false],
    [{ NODE_ENV: 'development', SEED_DEMO: 'no' }, false],
  ])('%j loads the demo into an empty database: %s', (env, seeds) => {
    expect(loadConfig(env).SEED_DEMO).toBe(seeds);
  });

  it('tells every invalid setting as `NAME: what is wrong`, as the server writes it', () => {
    const refused = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'too-short', PORT: 'x' });
      } catch (err) {
        return err;
      }
    })();
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).problems.map((line) => line.split(':')[0]).sort()).toEqual(['JWT_SECRET', 'PORT']);
  });

  it('names each setting production cannot run without, and none elsewhere', () => {
    const production = { NODE_ENV: 'production' };
    expect(findMissingProductionSettings(loadConfig(production)).map((line) => line.split(':')[0])).toEqual([
      'JWT_SECRET',
      'PUBLIC_URL',
    ]);
    expect(findMissingProductionSettings(loadConfig({ ...production, JWT_SECRET }))).toEqual([
      expect.stringMatching(/^PUBLIC_URL: required when NODE_ENV=production/),
    ]);
    expect(findMissingProductionSettings(loadConfig({ ...production, JWT_SECRET, PUBLIC_URL }))).toEqual([]);
    expect(findMissingProductionSettings(loadConfig({}))).toEqual([]);
  });
});

describe('the server in production', () => {
  it('does not start without JWT_SECRET and PUBLIC_URL: one line each, exit 1, nothing touched', async () => {
    const database = await createProgramDatabase({ migrated: false });
    try {
      const run = await runProgram(SERVER_ENTRY, [], { ...database.env, NODE_ENV: 'production', PORT: '0' });
      expect(run.code).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toEqual([
        expect.stringMatching(/^not started, configuration: JWT_SECRET: required when NODE_ENV=production: /),
        expect.stringMatching(/^not started, configuration: PUBLIC_URL: required when NODE_ENV=production: /),
      ]);
      expect(run.stdout).toBe('');
      // Refused before the database was opened.
      expect(existsSync(join(database.dataDir, 'pglite'))).toBe(false);
    } finally {
      await database.drop();
      rmSync(database.dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('starts on an empty database without the demo, and says there is no platform admin yet', async () => {
    const database = await createProgramDatabase({ migrated: true });
    const server = await startServer({
      ...database.env,
      NODE_ENV: 'production',
      JWT_SECRET,
      PUBLIC_URL,
      LOG_LEVEL: 'info',
      // No built web app needed here: the API alone.
      WEB_DIST: database.dataDir,
    });
    try {
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      // The demo's admin, whose password the README prints, does not exist.
      const demoAdmin = await fetch(`${server.baseUrl}/api/login/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'admin', password: 'admin1234' }),
      });
      expect(demoAdmin.status).toBe(401);
      const listing = await fetch(`${server.baseUrl}/api/comercios/getListado/tandil.localhost`);
      expect(listing.status).toBe(404);
      const warning = server
        .output()
        .split('\n')
        .filter((line) => line.includes('no platform admin yet'))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(warning).toEqual([
        expect.objectContaining({
          level: 40,
          msg: 'no platform admin yet: create one with `npm run create-admin -- --user <name>`',
        }),
      ]);
    } finally {
      expect(await server.stop()).toBe(0);
      await database.drop();
      rmSync(database.dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
