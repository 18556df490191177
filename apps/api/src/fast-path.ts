import http, { type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { formatServerTime, SERVER_TIME_HEADER } from '@vidriera/domain/common';
import { REQUEST_ID_HEADER, requestIdOf } from './plugins/request-id.ts';
import {
  type CachedAnswer,
  cachedAnswer,
  fastPathKey,
  RAW_BODY,
  type ResponseCache,
  type ServedAnswer,
} from './plugins/response-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that reads (availability): its repeated requests, body included, may be answered by the fast path.
     * GET routes need no mark: any GET answered with sendSerializedJson may be.
     */
    fastPath?: boolean;
  }
}

/** The largest body of a POST the fast path reads: far more than a read's few fields. */
const MAX_POST_BODY_BYTES = 4096;

/** How often the fast path logs how many answers it gave, by request (its own line per answer is at debug level). */
export const FAST_PATH_SUMMARY_MS = 10_000;

/** Counts the fast path's answers in the metrics (metrics/request-metrics.ts): a slot per answer, no label built. */
export interface FastPathCounter {
  countFastPath(owner: object, method: string | undefined, route: string | undefined, status: number): void;
}

/**
 * The fast path of hot reads (docs/decisions/024-hot-reads-fast-path.md): a public read that the API answered
 * from one of its caches is answered again, while that cache holds the answer, straight from the HTTP server's
 * request event, before Fastify builds a request, routes it and runs its hooks, validation and handler. The
 * answer is the very one the route sent (its body, validator, encoding and 304, and the security headers the
 * route's request had been given) with the injected clock's time of this answer (SERVER_TIME_HEADER) and the
 * request's id (X-Request-Id, the client's when it sent a valid one), the request is counted in a summary line every
 * FAST_PATH_SUMMARY_MS (and logged on its own at debug level) and in the metrics when they are on, and anything else
 * (a session, a query string, another method, a body that left its cache) takes the whole way. A POST that reads
 * (marked `config: { fastPath: true }`) has its small JSON body read here first: the bytes are part of the key, and
 * they are put back for Fastify when the fast path cannot answer.
 */
export class FastPath {
  private cache: ResponseCache | undefined;
  private log: (FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }) | undefined;
  private open = false;
  private readonly postUrls = new Set<string>();
  /** The full header list of each answer of each served body, made once (writeHead's flat form). */
  private headerLists = new WeakMap<ServedAnswer, Map<CachedAnswer, string[]>>();
  /** Answers given since the last summary line, by method, URL and status. */
  private answered = new Map<string, number>();
  private summaryTimer: NodeJS.Timeout | undefined;

  /** `now`: the app's injected clock (its answers carry its time, as the route's do); `counter`: the metrics, if on. */
  constructor(
    private readonly now: () => Date,
    private readonly counter?: FastPathCounter,
  ) {}

  /** Starts answering from this cache (once the app is ready). */
  start(cache: ResponseCache, log: FastifyBaseLogger): void {
    this.cache = cache;
    this.log = log;
    this.open = true;
    this.summaryTimer = setInterval(() => this.logSummary(), FAST_PATH_SUMMARY_MS);
    this.summaryTimer.unref();
  }

  /** Stops answering (the app is closing: Fastify answers, or refuses, what still comes). */
  stop(): void {
    this.open = false;
    clearInterval(this.summaryTimer);
    this.logSummary();
  }

  /**
   * One line for the answers given since the last one, counted by request: a line per answer cost a third of a
   * cached read's throughput (bench/availability.ts, bench/http.ts), on the reads that come by the thousand a second.
   */
  private logSummary(): void {
    if (this.answered.size === 0) return;
    this.log?.info({ fastPath: Object.fromEntries(this.answered) }, 'fast path answers');
    this.answered.clear();
  }

  /** A POST route (its full path) whose repeated requests may be answered here. */
  allowPost(url: string): void {
    this.postUrls.add(url);
  }

  /** Answers the request when it can, or hands it to Fastify (`next`). */
  handle(request: IncomingMessage, response: ServerResponse, next: RequestListener): void {
    if (!this.open) next(request, response);
    else if (request.method === 'POST') this.handlePost(request, response, next);
    else if (!this.answer(request, response)) next(request, response);
  }

  private handlePost(request: IncomingMessage, response: ServerResponse, next: RequestListener): void {
    const length = Number(request.headers['content-length']);
    const isCandidate =
      request.url !== undefined &&
      this.postUrls.has(request.url) &&
      request.headers.authorization === undefined &&
      request.headers['content-encoding'] === undefined &&
      request.headers['transfer-encoding'] === undefined &&
      Number.isInteger(length) &&
      length > 0 &&
      length <= MAX_POST_BODY_BYTES;
    if (!isCandidate) {
      next(request, response);
      return;
    }
    readBody(request, length, (body) => {
      if (body === null) return next(request, response);
      (request as IncomingMessage & { [RAW_BODY]?: string })[RAW_BODY] = body.toString('latin1');
      if (this.open && this.answer(request, response)) return;
      // Not answered here: the very bytes are put back, in the same tick (before the stream could report its
      // end), for Fastify's body parser to read.
      request.unshift(body);
      next(request, response);
    });
  }

  /** Answers the request when it can; false when Fastify must. */
  private answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.cache) return false;
    const key = fastPathKey(request);
    const served = key === undefined ? undefined : this.cache.getServed(key);
    if (!served) return false;
    const started = performance.now();
    const answer = cachedAnswer(served.body, request.headers);
    // The time and the id are this answer's own, after the answer's headers made once (a copy of a short list, no
    // header merge).
    const requestId = requestIdOf(request);
    const headers = this.headerList(served, answer).concat(
      SERVER_TIME_HEADER,
      formatServerTime(this.now()),
      REQUEST_ID_HEADER,
      requestId,
    );
    response.writeHead(answer.status, headers);
    response.end(answer.payload);
    const counted = `${request.method} ${request.url} ${answer.status}`;
    this.answered.set(counted, (this.answered.get(counted) ?? 0) + 1);
    this.counter?.countFastPath(served, request.method, served.route, answer.status);
    if (this.log?.isLevelEnabled?.('debug')) {
      this.log.debug(
        {
          reqId: requestId,
          method: request.method,
          url: request.url,
          statusCode: answer.status,
          ms: Math.round(performance.now() - started),
          fastPath: true,
        },
        'request',
      );
    }
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
 * Reads exactly `length` bytes of a request's body and calls `then` with them in the same tick as the last one
 * arrived (so they can be put back before the stream reports its end), or with null when the request ended short
 * or failed (Fastify then answers it as it would).
 */
function readBody(request: IncomingMessage, length: number, then: (body: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  const finish = (body: Buffer | null) => {
    request.off('readable', onReadable);
    request.off('end', onShort);
    request.off('error', onShort);
    then(body);
  };
  const onReadable = () => {
    for (let chunk: Buffer | null = request.read(); chunk !== null; chunk = request.read()) {
      chunks.push(chunk);
      received += chunk.length;
      if (received >= length) return finish(Buffer.concat(chunks));
    }
  };
  const onShort = () => finish(null);
  request.on('readable', onReadable);
  request.on('end', onShort);
  request.on('error', onShort);
}

/**
 * Fastify's HTTP server with the fast path in front of its request handler, configured as Fastify configures its
 * own (timeouts, Node's http options).
 */
export function fastPathServerFactory(fastPath: FastPath) {
  return (handler: RequestListener, opts: Record<string, unknown>): Server => {
    const options = opts as FastifyServerOptions & { http?: http.ServerOptions | null };
    const server = http.createServer(options.http ?? {}, (request, response) =>
      fastPath.handle(request, response, handler),
    );
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}
