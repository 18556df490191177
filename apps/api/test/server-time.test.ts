import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIME_HEADER } from '@vidriera/domain/common';
import { TANDIL } from './helpers/pedidos.ts';
import { registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Every answer of the API carries the injected clock's time (docs/decisions/042-server-time.md), as the answer is
 * sent: the test moves the clock between calls and sees the header follow it. The fast path's answers are checked
 * in fast-path.test.ts (a listening server).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerCustomer(t.app, '2494777001', 'Reloj Servidor')).token;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: TANDIL, ...headers } });

/** The time an answer says the server's clock read, in epoch milliseconds. */
const serverTimeOf = (res: { headers: Record<string, unknown> }) => Number(res.headers[SERVER_TIME_HEADER]);

/** An instant of the test's Saturday night, far from the machine's clock whenever the suite runs. */
const at = (hhmmss: string) => {
  t.clock.set(`2026-11-21T${hhmmss}-03:00`);
  return t.clock.now().getTime();
};

describe('the server time header', () => {
  it('is on a route’s answer, read from the injected clock when it is sent', async () => {
    const first = await get('/api/comercios/getListado/tandil.localhost');
    expect(first.statusCode).toBe(200);
    expect(serverTimeOf(first)).toBe(t.clock.now().getTime());
    const later = at('21:00:42.250');
    const second = await get('/api/comercios/getListado/tandil.localhost');
    // The same cached body, with this answer's time.
    expect(second.body).toBe(first.body);
    expect(serverTimeOf(second)).toBe(later);
  });

  it('is on a 304 Not Modified', async () => {
    const path = '/api/site/tandil.localhost/metadata.json';
    const etag = String((await get(path)).headers.etag);
    const later = at('21:00:50.5');
    const notModified = await get(path, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(serverTimeOf(notModified)).toBe(later);
  });

  it('is on error answers: no session, bad input, no such call, what the router refuses', async () => {
    const session = { authorization: `Bearer ${token}` };
    const cases = [
      ['/api/pedidos/todos', 401, {}],
      ['/api/pedidos/abc', 400, session],
      ['/api/no-existe', 404, {}],
      ['/api/comercios/getListado/%E0%A4%A', 400, {}],
      [`/api/comercios/getListado/${'a'.repeat(400)}`, 414, {}],
    ] as const;
    for (const [index, [url, status, headers]] of cases.entries()) {
      const instant = at(`22:0${index}:00`);
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(status);
      expect(serverTimeOf(res), url).toBe(instant);
    }
  });

  it('is on an event stream’s head', async () => {
    const instant = at('23:15:00');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pedidos/eventos?token=${token}`,
      headers: { host: TANDIL },
      payloadAsStream: true,
    });
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(serverTimeOf(res)).toBe(instant);
    res.stream().destroy();
  });

  it('is only on the API’s answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/img/no-existe.webp', headers: { host: TANDIL } });
    expect(res.statusCode).toBe(404);
    expect(res.headers[SERVER_TIME_HEADER]).toBeUndefined();
  });
});
