import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '@vidriera/domain/common';
import { COMERCIO_NOT_FOUND } from '../src/modules/comercios/service.ts';
import { findComercioId } from './helpers/draws.ts';
import { listOperations, type JsonSchema } from './helpers/fuzz-openapi.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// Issue #13: the classes of bug the fuzz test (fuzz.test.ts) found, one focused test each. The app serves a stand-in
// web app, as production does: its catch-all routes used to answer /api paths in text/plain.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ serveWeb: true });
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof t.app.inject>>;

function expectError(res: Res, status: number, message: string, errors?: Record<string, string[]>) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ status, error: expect.any(String), message, ...(errors ? { errors } : {}) });
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'tandil.localhost' } });

describe('an /api path no route serves answers a JSON 404, with the web app served', () => {
  it('unknown paths, any method, and the documentation pages past their files', async () => {
    expectError(await get('/api/nope'), 404, 'No existe GET /api/nope');
    expectError(await get('/api/nope/a/b'), 404, 'No existe GET /api/nope/a/b');
    expectError(await get('/API/nope'), 404, 'No existe GET /API/nope');
    expectError(await t.app.inject({ method: 'POST', url: '/api/nope' }), 404, 'No existe POST /api/nope');
    expectError(await get('/api/docs/static/nope.js'), 404, 'No existe GET /api/docs/static/nope.js');
    // A long path is cut in the message.
    const long = await get(`/api/${'x'.repeat(500)}`);
    expectError(long, 404, `No existe GET /api/${'x'.repeat(95)}…`);
  });

  it('a path parameter past the router limit (it fell through to the web app: 404 text/plain)', async () => {
    for (const url of [`/api/comercios/getListado/${'a'.repeat(350)}`, `/api/carta/${'a'.repeat(301)}/0`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({
        status: 404,
        error: 'Not Found',
        message: expect.stringMatching(/^No existe GET /),
      });
    }
  });

  it('the documentation and the web app are still served, and other missing files are still text', async () => {
    expect((await get('/api/docs')).headers['content-type']).toMatch(/^text\/html/);
    expect((await get('/api/docs/json')).json()).toMatchObject({ openapi: expect.any(String) });
    expect((await get('/')).headers['content-type']).toMatch(/^text\/html/);
    const image = await get('/img/nope.png');
    expect(image.statusCode).toBe(404);
    expect(image.headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe('a number past the ids where an id or a carpeta goes answers 404, not 500', () => {
  it('cartelera by commerce id, and an event date id', async () => {
    for (const id of ['2147483648', '9999999999']) {
      expectError(await get(`/api/eventos/cartelera/${id}`), 404, COMERCIO_NOT_FOUND);
      expectError(await get(`/api/eventos/cartelera/${id}/2026-11-28`), 404, COMERCIO_NOT_FOUND);
    }
    const fogon = await findComercioId(t.db, 'el-fogon-serrano');
    const cartelera = (await get(`/api/eventos/cartelera/${fogon}`)).json() as {
      dias: Array<{ eventos: Array<{ id: number }> }>;
    };
    const eventoId = cartelera.dias.flatMap((d) => d.eventos)[0]?.id;
    expect(eventoId).toBeDefined();
    const res = await get(`/api/eventos/evento/el-fogon-serrano/${eventoId}/9999999999`);
    expect(res.statusCode).toBeLessThan(500);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  });
});

describe('validation messages name the field in words, never its raw name', () => {
  it("zod's own messages: too long, wrong type, not an object", async () => {
    const site = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/site/getStateSite',
        headers: { host: 'tandil.localhost' },
        payload: payload as object,
      });
    const long = 'El identificador del dispositivo puede tener hasta 100 caracteres';
    expectError(await site({ build: 100, ver: 0, deviceId: 'x'.repeat(101) }), 400, long, { deviceId: [long] });
    const type = 'El identificador del dispositivo debe ser un texto';
    expectError(await site({ build: 100, ver: 0, deviceId: 7 }), 400, type, { deviceId: [type] });
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/login/Login',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expectError(list, 400, 'Los datos enviados deben ser un objeto', {
      body: ['Los datos enviados deben ser un objeto'],
    });
  });

  it("a schema's own message built from a field name", async () => {
    const laFarola = await findComercioId(t.db, 'la-farola');
    const owner = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/merchant/ajustes/${laFarola}/funciones`,
      headers: { host: 'tandil.localhost', ...owner },
      payload: { permiteReservas: 'sí' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.permiteReservas).toEqual(['La opción de reservas debe ser verdadero o falso']);
  });

  it('every field of every request in the OpenAPI document has its words', async () => {
    const names = new Set<string>();
    const collect = (schema: JsonSchema | undefined) => {
      if (!schema || typeof schema !== 'object') return;
      for (const [name, child] of Object.entries(schema.properties ?? {})) {
        names.add(name);
        collect(child);
      }
      collect(schema.items);
      for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
        collect(variant);
      if (typeof schema.additionalProperties === 'object') collect(schema.additionalProperties);
    };
    for (const op of listOperations((await get('/api/docs/json')).json())) {
      for (const param of [...op.pathParams, ...op.query]) names.add(param.name);
      collect(op.body);
    }
    expect([...names].filter((name) => !FIELD_LABELS[name])).toEqual([]);
  });
});
