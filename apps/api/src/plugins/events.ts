import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { formatServerTime, SERVER_TIME_HEADER } from '@vidriera/domain/common';
import type { Db } from '../db/client.ts';

/**
 * Live updates as Server-Sent Events. Status changes are published with PostgreSQL NOTIFY (pedido_changed,
 * reserva_changed, ...), so every API process hears every change whichever process made it; each process LISTENs
 * once per channel and hands each notification to the streams open on it. Nothing is kept that another process
 * needs: a stream only forwards what its own subscriber may see. Notifications sent while the process's LISTEN
 * connection is lost (a database restart, a terminated backend) never arrive: once it is back, every open stream gets
 * `ready` again, on which clients refetch, as they do when a stream opens.
 *
 * Routes opt in with `config: { sseToken: true }`: EventSource cannot set headers, so their session token may
 * come as ?token=, read as if it were the Authorization header.
 */

/** A comment line every 25 s keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 5_000;
/** When the server shuts down, its streams' clients reconnect after 1 to 3 s, spread so they do not come back at once. */
export const SHUTDOWN_RETRY_MIN_MS = 1_000;
export const SHUTDOWN_RETRY_SPREAD_MS = 2_000;

export interface SseEvent {
  event: string;
  data: unknown;
}

export interface EventSubscription {
  channel: string;
  /** The event to send for a notification of the channel, or null when this stream must not see it. */
  toEvent(payload: string): SseEvent | null;
}

/**
 * A kind of change announced on a PostgreSQL channel (pedido_changed, reserva_changed, venta_changed) and what
 * event streams call it. Made by defineEventChannel; each module's notify.ts defines its own.
 */
export interface EventChannel<T> {
  /** The PostgreSQL channel. */
  channel: string;
  /** The SSE event name its changes travel as. */
  event: string;
  /** Reads a notification's payload; null when it is not one of this channel's. */
  parse(payload: string): T | null;
  /**
   * Announces a change through the executor that made it: inside a transaction the notification is delivered only
   * if and when that transaction commits, so nobody hears of a change that was rolled back
   * (docs/decisions/006-live-status-events.md).
   */
  publish(executor: Db, value: T): Promise<void>;
}

/** A channel whose payloads are JSON objects that `read` checks (null for a value that is not one of its own). */
export function defineEventChannel<T extends object>(options: {
  channel: string;
  event: string;
  read: (value: Partial<T>) => T | null;
}): EventChannel<T> {
  const { channel, event, read } = options;
  return {
    channel,
    event,
    parse(payload) {
      try {
        return read(JSON.parse(payload) as Partial<T>);
      } catch {
        // Not JSON: not ours, ignored.
        return null;
      }
    },
    async publish(executor, value) {
      await executor.execute(sql`select pg_notify(${channel}, ${JSON.stringify(value)})`);
    },
  };
}

/**
 * What one stream hears of a channel: the changes `isFor` lets through, sent under the channel's event name as
 * announced, or as `shape` makes them (to leave out what this stream must not see).
 */
export function streamOf<T>(
  channel: EventChannel<T>,
  isFor: (value: T) => boolean,
  shape: (value: T) => unknown = (value) => value,
): EventSubscription {
  return {
    channel: channel.channel,
    toEvent(payload) {
      const value = channel.parse(payload);
      return value && isFor(value) ? { event: channel.event, data: shape(value) } : null;
    },
  };
}

/** The query string of an event-stream route (config.sseToken): EventSource cannot send the token otherwise. */
export const sseTokenQuerySchema = z.object({ token: z.string().max(2000).optional() });

type Listener = (payload: string) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Opens an event stream on the reply: the `ready` event at once, then one event per notification the
     * subscriptions let through, a heartbeat every 25 s; everything is released when the client goes away or the
     * server closes.
     */
    openEventStream(reply: FastifyReply, subscriptions: EventSubscription[]): Promise<void>;
    /** How many event streams are open on this process (GET /metrics). */
    eventStreamCount(): number;
  }
  interface FastifyContextConfig {
    /** Accept the session token as ?token= (EventSource cannot send an Authorization header). */
    sseToken?: boolean;
  }
}

/** The URL as logged: a ?token= value replaced. */
export function redactToken(url: string): string {
  return url.replace(/([?&]token=)[^&]*/gi, '$1[oculto]');
}

export function formatSseEvent({ event, data }: SseEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A stream's last words when the server shuts down: a shorter `retry` (EventSource reconnects by itself when a
 * stream ends) and a `reconnect` event saying when, for clients that reconnect on their own.
 */
export function formatShutdownHint(random = Math.random): string {
  const retryMs = SHUTDOWN_RETRY_MIN_MS + Math.floor(random() * SHUTDOWN_RETRY_SPREAD_MS);
  return `retry: ${retryMs}\n\n${formatSseEvent({ event: 'reconnect', data: { retryMs } })}`;
}

/**
 * Sent again on every open stream when the process hears notifications again after losing its LISTEN connection:
 * the web app's subscriptions refetch on `ready` (what changed while the stream was away was missed), and changes
 * made while the connection was lost never reached the stream.
 */
const READY_EVENT = formatSseEvent({ event: 'ready', data: {} });

async function eventsPlugin(app: FastifyInstance) {
  const { database } = app.deps;
  const listenersByChannel = new Map<string, Set<Listener>>();
  /** Each open stream: what closes it, by what writes to it. */
  const openStreams = new Map<() => void, (chunk: string) => void>();

  // The LISTEN connection reconnects by itself (db/client.ts); what it missed meanwhile, the streams' clients refetch.
  database.onListenLost((err) => app.log.warn({ err }, 'LISTEN connection lost: reconnecting'));
  database.onListenRestored((downMs) => {
    app.log.info({ downMs, streams: openStreams.size }, 'LISTEN connection restored: live streams told to refetch');
    for (const write of openStreams.values()) write(READY_EVENT);
  });

  async function subscribe(channel: string, listener: Listener): Promise<() => void> {
    let listeners = listenersByChannel.get(channel);
    if (!listeners) {
      const created = new Set<Listener>();
      listeners = created;
      listenersByChannel.set(channel, created);
      // One LISTEN per channel and process; the database client has no UNLISTEN, so it stays for the process.
      await database.listen(channel, (payload) => {
        for (const l of created) l(payload);
      });
    }
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  // The token of an event-stream URL must not reach the request log: pino applies these to the `url` field of the
  // app's request line and to Fastify's own `req` (a refused stream, say a 401, is logged like any request).
  app.addHook('onRoute', (route) => {
    if (!route.config?.sseToken) return;
    route.logSerializers = Object.assign(Object.create(route.logSerializers ?? null), {
      url: (url: unknown) => (typeof url === 'string' ? redactToken(url) : url),
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactToken(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    });
  });

  // Runs on every request: a callback hook, which costs less than an async one on the hot reads.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.sseToken && !request.headers.authorization) {
      const token = (request.query as { token?: unknown } | undefined)?.token;
      if (typeof token === 'string' && token) request.headers.authorization = `Bearer ${token}`;
    }
    done();
  });

  app.decorate('eventStreamCount', () => openStreams.size);

  app.decorate('openEventStream', async (reply: FastifyReply, subscriptions: EventSubscription[]) => {
    const raw = reply.raw;
    const write = (chunk: string) => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(chunk);
    };
    const unsubscribes = await Promise.all(
      subscriptions.map((s) =>
        subscribe(s.channel, (payload) => {
          const event = s.toEvent(payload);
          if (event) write(formatSseEvent(event));
        }),
      ),
    );
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'x-accel-buffering': 'no',
      // Written here: a hijacked reply skips the onSend hook that gives every other answer its time (server-time.ts).
      [SERVER_TIME_HEADER]: formatServerTime(app.deps.now()),
    });
    write(`retry: ${RETRY_MS}\n\n`);
    write(READY_EVENT);
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      for (const unsubscribe of unsubscribes) unsubscribe();
      openStreams.delete(close);
      if (!raw.writableEnded) raw.end();
    };
    openStreams.set(close, write);
    // The response's 'close' (not the request's, which fires once a GET has been read) means the client left.
    raw.on('close', close);
  });

  // Open streams never end by themselves: without this the server would wait for them forever when closing.
  // The process is shutting down (shutdown.ts): each client is told to reconnect soon, which the load balancer sends
  // to a process that stays.
  app.addHook('preClose', async () => {
    for (const [close, write] of [...openStreams]) {
      write(formatShutdownHint());
      close();
    }
  });
}

export default fp(eventsPlugin, { name: 'events', dependencies: ['deps'] });
