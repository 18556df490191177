import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, Operation>>;
}

describe('the OpenAPI document (/api/docs/json) declares the session', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let doc: OpenApiDocument;
  const securityOf = (method: string, path: string) => {
    const operation = doc.paths[path]?.[method];
    if (!operation) throw new Error(`${method} ${path} is not in the document`);
    return operation.security;
  };
  const session = [{ sesion: [] }];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('as a bearer scheme', () => {
    expect(doc.components.securitySchemes.sesion).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('on back-office routes (config.comercio), customer-session routes and the platform admin', () => {
    expect(securityOf('post', '/api/merchant/imagenes/{configRestoId}')).toEqual(session);
    expect(securityOf('post', '/api/pedidos/pedir')).toEqual(session);
    expect(securityOf('get', '/api/admin/outbox')).toEqual(session);
  });

  it('not on public reads and on the login itself', () => {
    expect(securityOf('get', '/api/comercios/getListado/{domain}')).toBeUndefined();
    expect(securityOf('post', '/api/login/Login')).toBeUndefined();
    expect(securityOf('get', '/api/health')).toBeUndefined();
  });

  it('on every route under /api/merchant and /api/admin, which all need a session', () => {
    const unmarked = Object.entries(doc.paths).flatMap(([path, operations]) =>
      /^\/api\/(merchant|admin)\//.test(path)
        ? Object.entries(operations)
            .filter(([, operation]) => !operation.security)
            .map(([method]) => `${method} ${path}`)
        : [],
    );
    expect(unmarked).toEqual([]);
  });
});
