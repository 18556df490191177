import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIME_HEADER } from '@vidriera/domain/common';
import { comercios } from '../src/db/schema.ts';
import { reservaChanges } from '../src/modules/reservas/notify.ts';
import { createTestApp, expectClosingAt2130 } from './helpers/test-app.ts';

// The fast path of hot reads (src/fast-path.ts): a public GET the API answered from its cache is answered again
// from the HTTP server's request event, before Fastify. A real listening server (`inject` has no HTTP server).
// Each answer is compared with the one the route gave, header by header; the request log tells which way it went.

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
let logFile: string;
beforeAll(async () => {
  logFile = join(mkdtempSync(join(tmpdir(), 'vidriera-fast-path-')), 'api.log');
  t = await createTestApp({ logger: { level: 'debug', file: logFile } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, headers: { host: 'tandil.localhost', ...headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** What two answers to the same request share: not their date, nor their request ids (test/request-id.test.ts). */
const withoutDate = ({ date: _date, 'x-request-id': _id, ...headers }: http.IncomingHttpHeaders) => headers;

/**
 * The request log's lines for a URL, in order: whether each was answered by the fast path. The log is written
 * in the background at least every half second: wait until the expected number of lines is there.
 */
async function loggedWays(url: string, expected: number): Promise<boolean[]> {
  const read = () =>
    readFileSync(logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; url?: string; fastPath?: boolean })
      .filter((line) => line.msg === 'request' && line.url === url)
      .map((line) => line.fastPath === true);
  const deadline = Date.now() + 3000;
  while (read().length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return read();
}

const HOT_READS = [
  '/api/comercios/getListado/tandil.localhost',
  '/api/site/tandil.localhost/metadata.json',
  '/api/carta/la-farola/0',
  '/api/eventos/cartelera/el-fogon-serrano',
];

describe('the fast path of hot reads', () => {
  it('answers a repeated public read exactly as the route did, in every encoding and with a 304', async () => {
    for (const path of HOT_READS) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': encoding };
        const routed = await request(path, headers);
        const fast = await request(path, headers);
        expect(routed.status, path).toBe(200);
        expect(fast.status).toBe(200);
        expect(fast.body.equals(routed.body), `${path} ${encoding}`).toBe(true);
        expect(withoutDate(fast.headers)).toEqual(withoutDate(routed.headers));
        expect(fast.headers['content-security-policy']).toBeDefined();
        const notModified = await request(path, { ...headers, 'if-none-match': String(routed.headers.etag) });
        expect(notModified.status).toBe(304);
        expect(notModified.body.length).toBe(0);
        expect(notModified.headers.etag).toBe(routed.headers.etag);
      }
      const ways = await loggedWays(path, 9);
      expect(ways).toHaveLength(9);
      // The first request of the path went the whole way; the repeats (and the 304s) took the fast path.
      expect(ways[0], path).toBe(false);
      expect(ways.slice(1).every(Boolean), path).toBe(true);
    }
  });

  it('answers the 304 as the route does', async () => {
    const path = '/api/comercios/getListado/tandil.localhost';
    const etag = String((await request(path, { 'accept-encoding': 'br' })).headers.etag);
    await t.app.announceCatalogChange();
    const routed = await request(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    const fast = await request(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect([routed.status, fast.status]).toEqual([304, 304]);
    expect(withoutDate(fast.headers)).toEqual(withoutDate(routed.headers));
  });

  it("gives each answer the injected clock's time as it is sent, never the time the route's answer had", async () => {
    const path = '/api/comercios/getListado/tandil.localhost';
    const serverTime = (answer: Answer) => Number(answer.headers[SERVER_TIME_HEADER]);
    // Every earlier line is written by now (the log is written at least every half second).
    await new Promise((resolve) => setTimeout(resolve, 700));
    const seen = (await loggedWays(path, 0)).length;
    await t.app.announceCatalogChange();
    t.clock.set('2026-11-21T21:00:05-03:00');
    const routed = await request(path);
    t.clock.set('2026-11-21T21:00:40.125-03:00');
    const fast = await request(path);
    t.clock.set('2026-11-21T21:00:59.999-03:00');
    const notModified = await request(path, { 'if-none-match': String(routed.headers.etag) });
    t.clock.set('2026-11-21T21:00:00-03:00');
    expect((await loggedWays(path, seen + 3)).slice(seen)).toEqual([false, true, true]);
    expect(fast.body.equals(routed.body)).toBe(true);
    expect(notModified.status).toBe(304);
    expect([routed, fast, notModified].map(serverTime)).toEqual([
      Date.parse('2026-11-21T21:00:05-03:00'),
      Date.parse('2026-11-21T21:00:40.125-03:00'),
      Date.parse('2026-11-21T21:00:59.999-03:00'),
    ]);
  });

  it('shows an announced write at once', async () => {
    const names = async () =>
      JSON.parse(String((await request('/api/comercios/getListado/tandil.localhost')).body)).map(
        (c: { nombreComercio: string }) => c.nombreComercio,
      );
    expect(await names()).toContain('La Farola Parrilla');
    expect(await names()).toContain('La Farola Parrilla');
    await t.db.update(comercios).set({ nombreComercio: 'La Farola' }).where(eq(comercios.carpeta, 'la-farola'));
    await t.app.announceCatalogChange();
    expect(await names()).toContain('La Farola');
    expect(await names()).not.toContain('La Farola Parrilla');
    await t.db
      .update(comercios)
      .set({ nombreComercio: 'La Farola Parrilla' })
      .where(eq(comercios.carpeta, 'la-farola'));
    await t.app.announceCatalogChange();
  });

  it('answers afresh when the clock crosses a minute (opening hours are minute-grained)', async () => {
    const path = '/api/comercios/getByDominioCarpeta/tandil.localhost/casa-de-te-las-sierras';
    await expectClosingAt2130(t.clock, async () => JSON.parse(String((await request(path)).body))[0].abierto);
    t.clock.set('2026-11-21T21:00:00-03:00');
  });

  it("never answers one site's page with what another site's domain was answered", async () => {
    const path = '/api/comercios/getListado/centro.localhost';
    const own = await request(path, { host: 'centro.localhost' });
    expect(own.status).toBe(200);
    expect((await request(path, { host: 'centro.localhost' })).status).toBe(200);
    // From Tandil's own domain, another site's listing is a 404 (decision 020), before and after.
    expect((await request(path, { host: 'tandil.localhost' })).status).toBe(404);
    expect((await request(path, { host: 'tandil.localhost' })).status).toBe(404);
  });

  it('leaves sessions, query strings and other methods to the whole way', async () => {
    const path = '/api/site/tandil.localhost/metadata.json';
    await request(path);
    await request(path);
    // The first test asked for this path 9 times; two more, the second by the fast path.
    expect((await loggedWays(path, 11)).slice(9)).toEqual([false, true]);
    await request(path, { authorization: 'Bearer no-es-un-token' });
    await request(`${path}?v=2`);
    await request(`${path}?v=2`);
    const head = await request(path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect((await loggedWays(path, 13)).slice(11)).toEqual([false, false]);
    expect(await loggedWays(`${path}?v=2`, 2)).toEqual([false, false]);
  });

  describe('a read with a body (availability, a POST)', () => {
    const HORARIOS = '/api/reservas/getHorariosDisponibles';
    const json = { 'content-type': 'application/json', 'accept-encoding': 'br' };
    const horarios = async (body: object | string, headers: Record<string, string> = json) =>
      request(HORARIOS, headers, 'POST', typeof body === 'string' ? body : JSON.stringify(body));
    let farola: number;
    beforeAll(async () => {
      farola = JSON.parse(
        String((await request('/api/comercios/getByDominioCarpeta/tandil.localhost/la-farola')).body),
      )[0].id;
    });
    const day = (cantidadPersonas: number) => ({ configRestoId: farola, fechaHora: '2026-11-28', cantidadPersonas });

    it('answers the same request again exactly as the route did, and another body by the route', async () => {
      const routed = await horarios(day(2));
      const fast = await horarios(day(2));
      expect(routed.status, String(routed.body)).toBe(200);
      expect(fast.body.equals(routed.body)).toBe(true);
      expect(withoutDate(fast.headers)).toEqual(withoutDate(routed.headers));
      const otherParty = await horarios(day(4));
      expect(otherParty.status).toBe(200);
      expect((await loggedWays(HORARIOS, 3)).slice(-3)).toEqual([false, true, false]);
    });

    it("puts back the body it read when it cannot answer: bad input still gets the route's 400", async () => {
      const bad = await horarios('{"configRestoId":');
      expect(bad.status).toBe(400);
      const missing = await horarios({ configRestoId: farola });
      expect(missing.status).toBe(400);
      expect(JSON.parse(String(missing.body)).message).toEqual(expect.any(String));
      // A body in another content type is the route's to judge, even with the bytes of a served request.
      const text = await horarios(JSON.stringify(day(2)), { 'content-type': 'text/plain' });
      expect(text.status).toBe(400);
    });

    it('answers afresh once a reservation change is announced', async () => {
      // Every earlier line is written by now (the log is written at least every half second).
      await new Promise((resolve) => setTimeout(resolve, 700));
      let seen = (await loggedWays(HORARIOS, 0)).length;
      /** Asks and tells whether the fast path answered. */
      const viaFastPath = async () => {
        expect((await horarios(day(3))).status).toBe(200);
        seen += 1;
        return (await loggedWays(HORARIOS, seen)).at(-1);
      };
      expect(await viaFastPath()).toBe(false);
      expect(await viaFastPath()).toBe(true);
      // As a booking or a cancellation announces itself in any process (through the database).
      await t.database.notify(reservaChanges.channel, JSON.stringify({ comercioId: farola }));
      const deadline = Date.now() + 3000;
      let fast = await viaFastPath();
      while (fast && Date.now() < deadline) fast = await viaFastPath();
      expect(fast).toBe(false);
    });
  });
});

describe('the fast path at the production log level', () => {
  it('writes no line per answer, and counts its answers by request in one summary line', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'vidriera-fast-path-info-')), 'api.log');
    const app = await createTestApp({ logger: { level: 'info', file } });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const infoPort = (app.app.server.address() as AddressInfo).port;
    const path = '/api/site/tandil.localhost/metadata.json';
    const get = () =>
      new Promise<number>((resolve, reject) => {
        http
          .get(
            { host: '127.0.0.1', port: infoPort, path, headers: { host: 'tandil.localhost' }, agent: false },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          )
          .on('error', reject);
      });
    // The first is the route's, the next three the fast path's.
    for (let i = 0; i < 4; i++) expect(await get()).toBe(200);
    // Closing the app writes the summary of what it answered since the last one.
    await app.close();
    type Line = { msg: string; url?: string; fastPath?: unknown };
    const read = () =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Line);
    const deadline = Date.now() + 3000;
    while (!read().some((line) => line.msg === 'fast path answers') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = read();
    expect(lines.filter((line) => line.msg === 'request' && line.url === path)).toHaveLength(1);
    expect(lines.filter((line) => line.msg === 'fast path answers').map((line) => line.fastPath)).toEqual([
      { [`GET ${path} 200`]: 3 },
    ]);
  });
});
