import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteMetadata } from '@vidriera/domain/sites';
import { type SiteRow, toSiteMetadata } from '../src/modules/sites/service.ts';
import {
  API_SECURITY_HEADERS,
  CONTENT_SECURITY_POLICY,
  computeSecurityHeaders,
} from '../src/plugins/security-headers.ts';
import { renderIndexHtml, ROUTE_PRELOAD_SCRIPT } from '../src/plugins/web-app.ts';
import { createTestApp } from './helpers/test-app.ts';

// Security headers on every answer. Pages and files (helmet): the content security policy the web app passes (the
// e2e spec seguridad-csp walks the screens), framing only by our own pages, a referrer only as an origin to others.
// The API's data: the short set of an answer that is never a page. HSTS only over TLS, on both.

let t: Awaited<ReturnType<typeof createTestApp>>;
let proxied: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  proxied = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

/** The policy as a map of directive to its sources. */
function parsePolicy(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it("sends helmet's whole set, worked out once, with every page and file of the web app", async () => {
    const headers = new Map(computeSecurityHeaders());
    // What helmet 8 sends with our options (HSTS is ours, over TLS only).
    expect([...headers.keys()].sort()).toEqual(
      [
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ].sort(),
    );
    // Pages under /api (Swagger UI, the simulated checkout) are documents too, and so is whatever is not the API.
    const pages = [
      '/api/docs/',
      '/api/pagos/simulado/checkout/sim-00000000-0000-0000-0000-000000000000',
      '/manifest.webmanifest',
      '/img/no-existe.png',
    ];
    for (const url of pages) {
      const res = await t.app.inject({ url });
      for (const [name, value] of headers) {
        if (name === 'cross-origin-resource-policy' && url.startsWith('/img/')) continue;
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      }
    }
  });

  it('sends the document policy with pages: scripts only from here, no inline code, framed only by us', async () => {
    const answers = [
      await t.app.inject({ url: '/api/docs/' }),
      await t.app.inject({ url: '/api/pagos/simulado/checkout/sim-00000000-0000-0000-0000-000000000000' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404]);
    for (const res of answers) {
      expect(res.headers['content-type']).toContain('text/html');
      const policy = parsePolicy(res.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toContain("'self'");
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(
        expect.arrayContaining(['https://www.youtube.com', 'https://player.vimeo.com']),
      );
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("sends the API's data, errors included, with the short set an API answer needs and nothing of a page", async () => {
    const answers = [
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/api/login/GetActivo' }),
      await t.app.inject({ url: '/api/no-existe' }),
      await t.app.inject({ method: 'POST', url: '/api/login/Login', payload: { nada: 1 } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 400]);
    for (const res of answers) {
      expect(res.headers['content-type']).toContain('application/json');
      const policy = parsePolicy(res.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const pageOnly of [
        'referrer-policy',
        'cross-origin-opener-policy',
        'x-xss-protection',
        'x-download-options',
      ]) {
        expect(res.headers[pageOnly], pageOnly).toBeUndefined();
      }
    }
    const names = Object.keys(answers[0]!.headers).filter((name) => API_SECURITY_HEADERS.some(([n]) => n === name));
    expect(names.sort()).toEqual(API_SECURITY_HEADERS.map(([name]) => name).sort());
  });

  it('serves a page whose only inline script is the route preload, allowed by its hash, never unsafe-inline', () => {
    const template = '<!doctype html><html><head><title>Vidriera</title></head><body></body></html>';
    const site: SiteMetadata = {
      ...toSiteMetadata(
        {
          nombre: 'Sitio </script><script>alert(1)</script>',
          nombreLargo: 'Sitio de prueba',
          frase: 'Una frase',
          dominioUrl: 'prueba.localhost',
          homeTitulo: '',
          homeDescription: '',
          homeKeywords: 'a, b',
        } as SiteRow,
        'la-farola',
      ),
    };
    const html = renderIndexHtml(template, site);
    // Every other <script> is a data block or has a src; the site's name runs nothing.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([ROUTE_PRELOAD_SCRIPT]);
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      if (tag !== '<script>') expect(tag).toMatch(/type="application\/json"|\ssrc=/);
    }
    const hash = `'sha256-${createHash('sha256').update(ROUTE_PRELOAD_SCRIPT).digest('base64')}'`;
    expect(CONTENT_SECURITY_POLICY.scriptSrc.filter((source) => /^'(unsafe|sha|nonce)/.test(source))).toEqual([hash]);
  });

  it('lets other origins show public pictures and videos', async () => {
    for (const url of ['/img/la-farola/logo_50_z.png', '/videos/cafe-de-la-plaza/x.mp4']) {
      const res = await t.app.inject({ url });
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('sends HSTS only for a request over TLS, and X-Forwarded-Proto counts only behind a trusted proxy', async () => {
    const overTls = await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});
