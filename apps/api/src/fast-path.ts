import http, { type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import {
  type CachedAnswer,
  cachedAnswer,
  fastPathKey,
  type ResponseCache,
  type ServedAnswer,
} from './plugins/response-cache.ts';

/**
 * The fast path of hot reads (docs/decisions/024-hot-reads-fast-path.md): a public GET that the API answered
 * from its response cache is answered again, while that cache entry lives, straight from the HTTP server's
 * request event, before Fastify builds a request, routes it and runs its hooks, validation and handler. The
 * answer is the very one the route sent (its body, validator, encoding and 304, and the security headers
 * the route's request had been given), the request is logged the same way, and anything else (a session, a
 * query string, another method, a body that left the cache) takes the whole way.
 */
export class FastPath {
  private cache: ResponseCache | undefined;
  private log: FastifyBaseLogger | undefined;
  private open = false;
  /** The full header list of each answer of each served body, made once (writeHead's flat form). */
  private headerLists = new WeakMap<ServedAnswer, Map<CachedAnswer, string[]>>();

  /** Starts answering from this cache (once the app is ready). */
  start(cache: ResponseCache, log: FastifyBaseLogger): void {
    this.cache = cache;
    this.log = log;
    this.open = true;
  }

  /** Stops answering (the app is closing: Fastify answers, or refuses, what still comes). */
  stop(): void {
    this.open = false;
  }

  /** Answers the request when it can; false when Fastify must. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || !this.cache) return false;
    const key = fastPathKey(request);
    const served = key === undefined ? undefined : this.cache.getServed(key);
    if (!served) return false;
    const started = performance.now();
    const answer = cachedAnswer(served.body, request.headers);
    response.writeHead(answer.status, this.headerList(served, answer));
    response.end(answer.payload);
    this.log?.info(
      {
        method: request.method,
        url: request.url,
        statusCode: answer.status,
        ms: Math.round(performance.now() - started),
        fastPath: true,
      },
      'request',
    );
    return true;
  }

  private headerList(served: ServedAnswer, answer: CachedAnswer): string[] {
    let lists = this.headerLists.get(served);
    if (!lists) {
      lists = new Map();
      this.headerLists.set(served, lists);
    }
    let list = lists.get(answer);
    if (!list) {
      const headers = new Map<string, string>(served.presetHeaders.map(([name, value]) => [name, value]));
      for (const [name, value] of Object.entries(answer.headers)) headers.set(name, value);
      list = [...headers].flat();
      lists.set(answer, list);
    }
    return list;
  }
}

/**
 * Fastify's HTTP server with the fast path in front of its request handler, configured as Fastify configures its
 * own (timeouts, Node's http options).
 */
export function fastPathServerFactory(fastPath: FastPath) {
  return (handler: RequestListener, opts: Record<string, unknown>): Server => {
    const options = opts as FastifyServerOptions & { http?: http.ServerOptions | null };
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!fastPath.answer(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}
