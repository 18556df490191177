import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp } from './helpers/test-app.ts';

describe('paths in the configuration', () => {
  it('takes a relative WEB_DIST or DATA_DIR from the working directory, and keeps an absolute one', () => {
    const config = loadConfig({ WEB_DIST: 'apps/web/dist', DATA_DIR: './data-de-prueba' });
    expect(config.WEB_DIST).toBe(resolve(process.cwd(), 'apps/web/dist'));
    expect(config.DATA_DIR).toBe(resolve(process.cwd(), 'data-de-prueba'));
    expect(loadConfig({ WEB_DIST: '/srv/web' }).WEB_DIST).toBe('/srv/web');
    expect(isAbsolute(loadConfig({}).WEB_DIST)).toBe(true);
  });

  it('serves the web app from a relative WEB_DIST (a relative path used to stop the server at start)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'vidriera-web-relative-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Vidriera</title></head><body></body></html>',
    );
    const t = await createTestApp({ serveWeb: true, env: { WEB_DIST: relative(process.cwd(), dist) } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'no-existe.example.com' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Vidriera</title>');
    } finally {
      await t.close();
    }
  });
});
