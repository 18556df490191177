import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// Slow clients: a request whose headers or body stop arriving is cut off (408) instead of holding a connection
// forever. Fastify's defaults waited without end for a body (and 60 s for headers). A real listening server, since
// `inject` has no sockets; the timeouts are short here (1 s for headers, 2 s for the whole request).

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Outcome {
  closedAfterMs: number;
  received: string;
}

/** Sends `payload` and waits (up to `waitMs`) for the server to close the socket. */
function sendAndWait(payload: string, waitMs: number): Promise<Outcome | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(payload));
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, waitMs);
    socket.on('data', (chunk) => {
      received += String(chunk);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
  });
}

describe('slow clients', () => {
  it('closes a connection whose headers stop half-way within the headers timeout, with 408', async () => {
    const outcome = await sendAndWait('GET /api/health HTTP/1.1\r\nHost: tandil.localhost\r\nAccept: appl', 5000);
    expect(outcome).not.toBeNull();
    expect(outcome!.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(outcome!.closedAfterMs).toBeLessThan(2000);
    expect(outcome!.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a hundred such connections at once, and one that drips its headers a byte at a time', async () => {
    const half = 'GET /api/health HTTP/1.1\r\nHost: tandil.localhost\r\nAccept: appl';
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => sendAndWait(half, 5000)));
    for (const outcome of outcomes) expect(outcome?.closedAfterMs).toBeLessThan(2500);

    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    const drip = setInterval(() => socket.writable && socket.write('X'), 100);
    const closedAfterMs = await new Promise<number>((resolve) => {
      socket.write('GET /api/health HTTP/1.1\r\nX-Slow: ');
      socket.on('close', () => resolve(Date.now() - started));
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5000);
    });
    clearInterval(drip);
    socket.destroy();
    expect(closedAfterMs).toBeLessThan(2000);
  });

  it('closes a connection that sends nothing within the headers timeout', async () => {
    const outcome = await sendAndWait('', 5000);
    expect(outcome).not.toBeNull();
    expect(outcome!.closedAfterMs).toBeLessThan(2000);
  });

  it('closes a connection whose body stops half-way within the request timeout, with 408', async () => {
    const head =
      'POST /api/feed HTTP/1.1\r\nHost: tandil.localhost\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n';
    const outcome = await sendAndWait(`${head}{"domain":"tandil.lo`, 6000);
    expect(outcome).not.toBeNull();
    expect(outcome!.closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(outcome!.closedAfterMs).toBeLessThan(3000);
    expect(outcome!.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers whole requests, and keeps an event stream open past both timeouts', async () => {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    const customer = await registerCustomer(t.app, '2494777001');
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/api/reservas/eventos?token=${customer.token}`, {
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let text = '';
    const readUntilEnd = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'ended';
        text += new TextDecoder().decode(value);
      }
    })().catch(() => 'aborted');
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(text).toContain('event: ready');
    controller.abort();
    // Aborted by the test, not ended by the server.
    expect(await readUntilEnd).toBe('aborted');
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '10' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ CONNECTION_TIMEOUT_SECONDS: '20' })).toThrow(/CONNECTION_TIMEOUT_SECONDS/);
  });
});
