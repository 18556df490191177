import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartaGrupos } from '../src/db/schema.ts';
import { findBadText, MALFORMED_TEXT_MESSAGE, NUL_CHARACTER_MESSAGE } from '../src/plugins/text-input.ts';
import { editorApi, getEditor } from './helpers/carta-back-office.ts';
import { findComercioId } from './helpers/draws.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// A NUL character in any text the API receives is refused with a 400 in Spanish before any route runs: neither
// PGlite nor PostgreSQL stores it in text, and it used to answer 500 from the insert.

const NUL = '\u0000';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectRefused(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  field: string,
  message = NUL_CHARACTER_MESSAGE,
) {
  expect(res.statusCode).toBe(400);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ status: 400, error: 'Bad Request', message, errors: { [field]: [message] } });
}

const findNulCharacter = (value: unknown) => findBadText(value)?.path ?? null;

describe('findBadText', () => {
  it('finds NUL in a text, a nested field, a list item or a key, and names where', () => {
    expect(findNulCharacter(`a${NUL}`)).toBe('');
    expect(findNulCharacter({ a: { b: ['ok', `x${NUL}y`] } })).toBe('a.b.1');
    expect(findNulCharacter({ [`k${NUL}`]: 1 })).toBe(`k${NUL}`);
    // Fastify's path parameters and queries are objects without Object's prototype.
    expect(findNulCharacter(Object.assign(Object.create(Object.create(null)), { carpeta: `x${NUL}` }))).toBe('carpeta');
    expect(findNulCharacter(Object.assign(Object.create(null), { q: `x${NUL}` }))).toBe('q');
  });

  it('finds a lone surrogate, high or low, and lets whole pairs (emoji) and other odd characters pass', () => {
    expect(findBadText({ a: 'x\ud800' })).toEqual({ path: 'a', message: MALFORMED_TEXT_MESSAGE });
    expect(findBadText(['\udfffx'])).toEqual({ path: '0', message: MALFORMED_TEXT_MESSAGE });
    expect(findBadText({ 'k\udc00': 1 })).toEqual({ path: 'k\udc00', message: MALFORMED_TEXT_MESSAGE });
    expect(findBadText({ a: '🍕👩‍👩‍👧 \u202eabc \u200b\ufeff a\u0301' })).toBeNull();
  });

  it('passes everything else, numbers, empty and missing values included', () => {
    for (const value of [
      undefined,
      null,
      '',
      'ñandú 🍕',
      0,
      true,
      [],
      {},
      { a: [1, 'b', { c: null }] },
      Buffer.from([0]),
    ]) {
      expect(findNulCharacter(value)).toBeNull();
    }
  });
});

describe('NUL in any input answers 400 JSON', () => {
  it('login userName, and the same login without it still works', async () => {
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/login/Login',
      payload: { userName: `admin${NUL}`, password: 'admin1234' },
    });
    expectRefused(nul, 'userName');
    const clean = await t.app.inject({
      method: 'POST',
      url: '/api/login/Login',
      payload: { userName: 'admin', password: 'admin1234' },
    });
    expect(clean.statusCode).toBe(200);
  });

  it('getStateSite deviceId', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/site/getStateSite',
      headers: { host: 'tandil.localhost' },
      payload: { build: 100, ver: 0, deviceId: `dev${NUL}ice` },
    });
    expectRefused(res, 'deviceId');
  });

  it('feed domain', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/feed', payload: { domain: `tandil${NUL}.localhost` } });
    expectRefused(res, 'domain');
  });

  it('a path parameter and a query parameter', async () => {
    const path = await t.app.inject({
      method: 'GET',
      url: '/api/carta/la-farola%00/0',
      headers: { host: 'tandil.localhost' },
    });
    expectRefused(path, 'carpeta');
    const domain = await t.app.inject({ method: 'GET', url: '/api/comercios/getListado/tandil%00.localhost' });
    expectRefused(domain, 'domain');
    const admin = bearer((await login(t.app, 'admin', 'admin1234')).token);
    const query = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?telefono=249%00', headers: admin });
    expectRefused(query, 'telefono');
  });

  it('a back-office text field, and nothing is written', async () => {
    const laFarola = await findComercioId(t.db, 'la-farola');
    const owner = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
    const carta = (await getEditor(t.app, laFarola, owner)).cartas[0]!;
    const [before] = await t.db.select({ n: count() }).from(cartaGrupos);
    const res = await editorApi(t.app)('POST', laFarola, `/cartas/${carta.id}/grupos`, owner, {
      descripcion: `Ensaladas${NUL}`,
    });
    expectRefused(res, 'descripcion');
    const [after] = await t.db.select({ n: count() }).from(cartaGrupos);
    expect(after?.n).toBe(before?.n);
  });
});

describe('a lone surrogate in any input answers 400 JSON', () => {
  it('a JSON \\ud800 escape in login userName and in a back-office text, and nothing is written', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":"admin\\ud800","password":"admin1234"}',
    });
    expectRefused(res, 'userName', MALFORMED_TEXT_MESSAGE);
    const laFarola = await findComercioId(t.db, 'la-farola');
    const owner = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
    const carta = (await getEditor(t.app, laFarola, owner)).cartas[0]!;
    const [before] = await t.db.select({ n: count() }).from(cartaGrupos);
    const grupo = await editorApi(t.app)('POST', laFarola, `/cartas/${carta.id}/grupos`, owner, {
      descripcion: 'Postres \udfff',
    });
    expectRefused(grupo, 'descripcion', MALFORMED_TEXT_MESSAGE);
    const [after] = await t.db.select({ n: count() }).from(cartaGrupos);
    expect(after?.n).toBe(before?.n);
  });
});

describe('long path parameters answer 4xx JSON', () => {
  it('a folder over its length is a 400 naming it; a segment over the router limit is a 414, never text/plain', async () => {
    const over = await t.app.inject({
      method: 'GET',
      url: `/api/carta/${'a'.repeat(101)}/0`,
      headers: { host: 'tandil.localhost' },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ status: 400, errors: { carpeta: [expect.any(String)] } });
    for (const url of [`/api/carta/${'a'.repeat(301)}/0`, `/api/comercios/getListado/${'a'.repeat(2000)}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'tandil.localhost' } });
      expect(res.statusCode).toBe(414);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        status: 414,
        error: 'URI Too Long',
        message: 'La dirección solicitada es demasiado larga',
      });
    }
  });
});
