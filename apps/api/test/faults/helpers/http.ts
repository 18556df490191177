import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { readSseEvents, type SseMessage } from '../../helpers/sse.ts';

/** A JSON call to a running API process: status, body, headers and how long it took. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return {
    status: res.status,
    json: json as Record<string, unknown>,
    headers: res.headers,
    ms: performance.now() - started,
  };
}

/** Calls `attempt` until it answers true, every 50 ms, for at most `timeoutMs`; answers the ms it took. */
export async function within(timeoutMs: number, what: string, attempt: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  let last: unknown;
  for (;;) {
    try {
      if (await attempt()) return Math.round(performance.now() - started);
    } catch (err) {
      last = err;
    }
    if (performance.now() - started > timeoutMs) {
      throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (last error: ${String(last)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface SseClient {
  /** The next event named `event` whose data `matches` (others before it are skipped), within `timeoutMs`. */
  nextOf(event: string, timeoutMs?: number, matches?: (data: Record<string, unknown>) => boolean): Promise<SseMessage>;
  close(): void;
}

/** An event stream of a running API process, read as EventSource would. */
export async function openSse(url: string): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  if (res.status !== 200 || !res.body) throw new Error(`event stream ${url}: ${res.status} ${await res.text()}`);
  const stream = Readable.fromWeb(res.body as NodeReadableStream);
  // Closing aborts the body: not an error of the test.
  stream.on('error', () => {});
  const events = readSseEvents(stream);
  return {
    async nextOf(event, timeoutMs = 5_000, matches = () => true) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const message = await events.next(Math.max(0, deadline - Date.now()));
        if (message.event === event && matches(message.data as Record<string, unknown>)) return message;
      }
    },
    close: () => controller.abort(),
  };
}
