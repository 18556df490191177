import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TANDIL } from './helpers/pedidos.ts';
import { createTestApp } from './helpers/test-app.ts';

// X-Request-Id (plugins/request-id.ts): a valid incoming id is kept in the request's log line and sent back on the
// answer, by the routes and by the fast path alike; an id of any other form (log noise, an injected line) is replaced
// by a new one, and a request without one gets one.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const LISTADO = `/api/comercios/getListado/${TANDIL}`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let logFile: string;
let port: number;
beforeAll(async () => {
  logFile = join(mkdtempSync(join(tmpdir(), 'vidriera-request-id-')), 'api.log');
  t = await createTestApp({ logger: { level: 'debug', file: logFile } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

type LogLine = { msg: string; reqId?: string; url?: string; statusCode?: number; fastPath?: boolean };

/** The request lines logged for an id (the log is written in the background, at least every half second). */
async function loggedFor(reqId: string, expected = 1): Promise<LogLine[]> {
  const read = () =>
    readFileSync(logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.msg === 'request' && line.reqId === reqId);
  const deadline = Date.now() + 3000;
  while (read().length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return read();
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host: TANDIL, ...headers }, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      })
      .on('error', reject);
  });
}

describe('X-Request-Id', () => {
  it("keeps a client's id in the log line and sends it back, on answers and errors alike", async () => {
    const cases = [
      { id: '4bf92f3577b34da6a3ce929d0e0e4736', method: 'GET', url: LISTADO, status: 200 },
      {
        id: 'Root=1-67891233-abcdef012345678912345678;Parent=53995c3f42cd8ad8',
        method: 'GET',
        url: '/api/no-existe',
        status: 404,
      },
      { id: 'lb:7f3a.12_9', method: 'POST', url: '/api/login/Login', status: 400, payload: { userName: 1 } },
    ] as const;
    for (const { id, method, url, status, ...rest } of cases) {
      const payload = 'payload' in rest ? rest.payload : undefined;
      const res = await t.app.inject({ method, url, payload, headers: { host: TANDIL, 'x-request-id': id } });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['x-request-id']).toBe(id);
      const lines = await loggedFor(id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ url, statusCode: status });
    }
  });

  it('gives a request without one an id of its own, a new one each time', async () => {
    const first = await t.app.inject({ method: 'GET', url: LISTADO, headers: { host: TANDIL } });
    const second = await t.app.inject({ method: 'GET', url: LISTADO, headers: { host: TANDIL } });
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect(await loggedFor(String(ids[0]))).toHaveLength(1);
  });

  it('replaces an id that could forge or flood a log line', async () => {
    const forged = [
      'abc def',
      'x'.repeat(129),
      'id"},"msg":"forged',
      'café',
      '<script>',
      // Two headers arrive joined by ", ".
      ['uno', 'dos'],
    ];
    for (const id of forged) {
      const res = await t.app.inject({ method: 'GET', url: LISTADO, headers: { host: TANDIL, 'x-request-id': id } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id'], String(id)).toMatch(UUID);
    }
    // 128 characters is still an id.
    const longest = 'a'.repeat(128);
    const res = await t.app.inject({ method: 'GET', url: LISTADO, headers: { host: TANDIL, 'x-request-id': longest } });
    expect(res.headers['x-request-id']).toBe(longest);
  });

  it('is sent back by the fast path too, which gives a request without one a new one', async () => {
    const path = `/api/site/${TANDIL}/metadata.json`;
    const routed = await get(path, { 'x-request-id': 'primera-0001' });
    const fast = await get(path, { 'x-request-id': 'segunda-0002' });
    const noise = await get(path, { 'x-request-id': 'con espacio' });
    const none = await get(path);
    expect([routed, fast, noise, none].map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(routed.headers['x-request-id']).toBe('primera-0001');
    expect(fast.headers['x-request-id']).toBe('segunda-0002');
    expect(noise.headers['x-request-id']).toMatch(UUID);
    expect(none.headers['x-request-id']).toMatch(UUID);
    expect(none.headers['x-request-id']).not.toBe(noise.headers['x-request-id']);
    // The second went the fast way (its line, at debug level, says so) with the client's id.
    expect(await loggedFor('primera-0001')).toMatchObject([{ url: path }]);
    expect(await loggedFor('segunda-0002')).toMatchObject([{ url: path, fastPath: true }]);
  });
});
