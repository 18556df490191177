import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Channel on which every write to catalogue data (sites, businesses, categories, links) is announced. */
export const CATALOG_CHANGED = 'catalog_changed';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * A cached body as a public GET answered it, with the headers its request had been given before the route sent
 * it (the security headers), to be sent again as it is to the same request (fast-path.ts).
 */
export interface ServedAnswer {
  body: Buffer;
  presetHeaders: ReadonlyArray<readonly [string, string]>;
  /** The cache the body comes from: the answer is served while it holds the body (BodyHolder.expiryOf). */
  holder: BodyHolder;
  /** The pattern of the route that sent it (the fast path's answers are counted by route in the metrics). */
  route?: string;
}

/** A cache of serialized answers: until when it holds a body (undefined once it no longer does). */
export interface BodyHolder {
  expiryOf(body: Buffer): number | undefined;
}

/** Answers kept for the fast path at most: far more than a site's public reads, few enough for junk URLs. */
export const MAX_SERVED_ANSWERS = 5_000;

/**
 * Serialized answers of hot reads, kept until the next minute boundary (opening hours are minute-grained,
 * so `abierto` stays exact) or until any process announces a catalogue write on CATALOG_CHANGED.
 */
export class ResponseCache implements BodyHolder {
  private entries = new Map<string, Entry>();
  private generation = 0;
  /** When each cached body stops being valid: only a body still in the cache may be served by the fast path. */
  private bodyExpiry = new WeakMap<object, number>();
  private served = new Map<string, ServedAnswer>();
  /** The values being computed, by key: with the generation and the expiry they will be stored with. */
  private computing = new Map<string, { value: Promise<unknown>; generation: number; expiresAt: number }>();

  constructor(private readonly now: () => Date) {}

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /**
   * Computes, stores and returns the value (a serialized body, or rows to filter); a write announced while
   * computing keeps the result out of the cache. Failures are not cached. Requests that miss while the same value
   * is being computed for the same minute wait for that computation instead of repeating it: at each minute boundary
   * every hot read expires at once, and a busy site would otherwise compute each one as many times as it has
   * requests in flight (on PGlite, in the process's one thread). A value is kept until the end of the minute its
   * computation started in, so what it says of the clock (`abierto`) is never served into the next minute.
   */
  async getOrCompute<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.get<T>(key);
    if (hit !== undefined) return hit;
    const t = this.now().getTime();
    const inFlight = this.computing.get(key);
    if (inFlight && inFlight.generation === this.generation && inFlight.expiresAt > t) {
      return inFlight.value as Promise<T>;
    }
    const generation = this.generation;
    const expiresAt = t - (t % 60_000) + 60_000;
    const value = compute().then((computed) => {
      if (generation === this.generation && expiresAt > this.now().getTime()) {
        this.entries.set(key, { value: computed, expiresAt });
        if (typeof computed === 'object' && computed !== null) this.bodyExpiry.set(computed, expiresAt);
      }
      return computed;
    });
    const computation = { value, generation, expiresAt };
    this.computing.set(key, computation);
    const done = () => {
      if (this.computing.get(key) === computation) this.computing.delete(key);
    };
    value.then(done, done);
    return value;
  }

  expiryOf(body: Buffer): number | undefined {
    return this.bodyExpiry.get(body);
  }

  /**
   * Remembers that a public read (`servedKey`: the request as fastPathKey reads it) was answered with this cached
   * body, so the next such request is answered by the fast path before Fastify routes it: the same request passed
   * the same checks and read the same entry. Only a body its cache (`holder`: this one, or another such as the
   * availability's) still holds is remembered, until that entry's own expiry; clear() forgets them all.
   */
  rememberServed(
    servedKey: string,
    body: Buffer,
    presetHeaders: ServedAnswer['presetHeaders'],
    holder: BodyHolder = this,
    route?: string,
  ): void {
    const answer = { body, presetHeaders, holder, route };
    if (!this.isHeld(answer, this.now().getTime())) return;
    if (this.served.size >= MAX_SERVED_ANSWERS && !this.served.has(servedKey)) this.dropExpiredServed();
    if (this.served.size < MAX_SERVED_ANSWERS) this.served.set(servedKey, answer);
  }

  /** The answer last served to this request while its body is still in its cache. */
  getServed(servedKey: string): ServedAnswer | undefined {
    const answer = this.served.get(servedKey);
    if (!answer) return undefined;
    if (!this.isHeld(answer, this.now().getTime())) {
      this.served.delete(servedKey);
      return undefined;
    }
    return answer;
  }

  /** Whether the answer's cache still holds its body at instant `t` (a body past its minute is no longer held). */
  private isHeld(answer: ServedAnswer, t: number): boolean {
    const expiresAt = answer.holder.expiryOf(answer.body);
    return expiresAt !== undefined && expiresAt > t;
  }

  private dropExpiredServed(): void {
    const t = this.now().getTime();
    for (const [key, answer] of this.served) if (!this.isHeld(answer, t)) this.served.delete(key);
  }

  clear(): void {
    this.generation++;
    this.computing.clear();
    this.entries.clear();
    this.bodyExpiry = new WeakMap();
    this.served.clear();
  }

  /**
   * Forgets the entries whose key starts with `prefix` (and so the fast path's answers made of them), like clear()
   * for one kind of answer: a ticket sale changes the events boards, not the listing. As with clear(), nothing
   * being computed meanwhile is kept.
   */
  clearPrefix(prefix: string): void {
    this.generation++;
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(prefix)) continue;
      this.entries.delete(key);
      if (typeof entry.value === 'object' && entry.value !== null) this.bodyExpiry.delete(entry.value);
    }
  }
}

/** Where the fast path keeps the raw body it read of a POST it may answer (fast-path.ts), for fastPathKey. */
export const RAW_BODY = Symbol('rawBody');

/**
 * The fast path's key of a request: a public read of the API with no session and no query string, by everything
 * its site and protocol are read from (Host, X-Forwarded-Host and -Proto, TLS) and its URL; for a POST (a read
 * with a body, such as availability) also its content type and the very bytes of its body, as the fast path read
 * them. Undefined for any other request (it goes the whole way: a session's calls may be answered differently).
 */
export function fastPathKey(request: IncomingMessage & { [RAW_BODY]?: string }): string | undefined {
  const { method, url, headers } = request;
  if (headers.authorization !== undefined) return undefined;
  if (url === undefined || !url.startsWith('/api/') || url.includes('?')) return undefined;
  const tls = (request.socket as { encrypted?: boolean } | null)?.encrypted === true ? 's' : '';
  const key = `${headers.host}\u0000${headers['x-forwarded-host']}\u0000${headers['x-forwarded-proto']}\u0000${tls}\u0000${url}`;
  if (method === 'GET') return key;
  const body = request[RAW_BODY];
  if (method !== 'POST' || body === undefined) return undefined;
  return `POST\u0000${key}\u0000${headers['content-type']}\u0000${body}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
    /** Announces a catalogue write to every process (clears their caches). Call after the write committed. */
    announceCatalogChange(): Promise<void>;
  }
}

async function responseCachePlugin(app: FastifyInstance) {
  const cache = new ResponseCache(app.deps.now);
  // JSON that is not cached (a business's draws, the customer's orders) goes out compressed too when it is large
  // enough to gain: the same encodings as cached bodies, made per answer (brotli at a cheap level).
  // A callback hook: it runs on every answer, and an async one costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < MIN_COMPRESS_BYTES) return done(null, payload);
    if (reply.hasHeader('content-encoding') || !request.url.startsWith('/api/')) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, payload);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compress(Buffer.from(payload), encoding, DYNAMIC_BROTLI_QUALITY));
  });
  app.decorate('responseCache', cache);
  await app.deps.database.listen(CATALOG_CHANGED, () => cache.clear());
  // Writes announced while this process's LISTEN connection was lost were missed: nothing kept can be trusted.
  app.deps.database.onListenRestored(() => cache.clear());
  app.decorate('announceCatalogChange', async () => {
    cache.clear();
    await app.deps.database.notify(CATALOG_CHANGED, String(Date.now()));
  });
}

export default fp(responseCachePlugin, { name: 'response-cache', dependencies: ['deps'] });

/**
 * A JSON answer encoded once into UTF-8 bytes. Cached as bytes, a hit is sent as it is: sending a string
 * re-encodes it on every request, which cost ~7 µs per request on an 18 KB listing (bench/http.ts).
 */
export function serializeJson(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

/**
 * Sends an already serialized JSON body as it is (the route's response schema was applied when it was built
 * and cached), with its validator, compressed as the client accepts. A public read's answer is remembered for
 * the fast path, which sends the very same answer (cachedAnswer) without going through the route again, while
 * the body's cache (`holder`, by default the response cache) holds it.
 */
export function sendSerializedJson(reply: FastifyReply, body: Buffer, holder?: BodyHolder): FastifyReply {
  const servedKey = fastPathKey(reply.request.raw);
  if (servedKey !== undefined)
    reply.server.responseCache.rememberServed(
      servedKey,
      body,
      presetHeadersOf(reply),
      holder,
      reply.request.routeOptions.url,
    );
  const answer = cachedAnswer(body, reply.request.headers);
  reply.code(answer.status).headers(answer.headers);
  return answer.payload === undefined ? reply.send() : reply.serializer(String).send(answer.payload);
}

/** The headers already set on the response itself (the security headers' onRequest hook sets them there). */
function presetHeadersOf(reply: FastifyReply): ServedAnswer['presetHeaders'] {
  return Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)] as const);
}

export interface CachedAnswer {
  status: 200 | 304;
  headers: Readonly<Record<string, string>>;
  /** The bytes to send (compressed when accepted); none for a 304. */
  payload?: Buffer;
}

/**
 * The answer to a request for a cached body: public reads revalidate (a repeat visit sends If-None-Match and
 * gets a 304 without the body), and the body goes out in the encoding the client accepts. Answers are built once
 * per body and encoding and kept with the body (the route and the fast path send the same ones).
 */
export function cachedAnswer(body: Buffer, requestHeaders: IncomingHttpHeaders): CachedAnswer {
  let answers = cachedAnswers.get(body);
  if (!answers) {
    answers = new Map();
    cachedAnswers.set(body, answers);
  }
  const etag = etagOf(body);
  const compressible = body.length >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? pickEncoding(requestHeaders['accept-encoding']) : null;
  const notModified = matchesEtag(requestHeaders['if-none-match'], etag);
  const key = `${notModified ? 304 : 200}:${encoding ?? 'identity'}`;
  let answer = answers.get(key);
  if (!answer) {
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      etag,
      'cache-control': 'no-cache',
    };
    // The representation depends on Accept-Encoding, the 304 included (RFC 9110 §15.4.5).
    if (compressible) headers.vary = 'accept-encoding';
    if (notModified) {
      answer = { status: 304, headers };
    } else {
      const payload = encoding ? compressedVariant(body, encoding) : body;
      if (encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = String(payload.length);
      answer = { status: 200, headers, payload };
    }
    answers.set(key, answer);
  }
  return answer;
}

const cachedAnswers = new WeakMap<Buffer, Map<string, CachedAnswer>>();

const etags = new WeakMap<Buffer, string>();

/** A weak validator of a cached body (its compressed variants are the same representation), made once per body. */
function etagOf(body: Buffer): string {
  let etag = etags.get(body);
  if (!etag) {
    etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    etags.set(body, etag);
  }
  return etag;
}

/** If-None-Match (a list, '*', weak or strong forms) against the body's validator: weak comparison (RFC 9110). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

const MIN_COMPRESS_BYTES = 1024;
/** Brotli quality of bodies compressed once and kept (cached), and of bodies compressed for one answer. */
const CACHED_BROTLI_QUALITY = 6;
const DYNAMIC_BROTLI_QUALITY = 4;
type Encoding = 'br' | 'gzip';

function compress(body: Buffer, encoding: Encoding, brotliQuality: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality } })
    : gzipSync(body, { level: 6 });
}
/** Compressed variants of cached bodies, made once per cached body and dropped with it. */
const compressedVariants = new WeakMap<Buffer, Map<Encoding, Buffer>>();

function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** A cached body compressed in one encoding, made once per body and encoding and dropped with the body. */
function compressedVariant(body: Buffer, encoding: Encoding): Buffer {
  let variants = compressedVariants.get(body);
  if (!variants) {
    variants = new Map();
    compressedVariants.set(body, variants);
  }
  let compressed = variants.get(encoding);
  if (!compressed) {
    compressed = compress(body, encoding, CACHED_BROTLI_QUALITY);
    variants.set(encoding, compressed);
  }
  return compressed;
}

/**
 * The body in the encoding the client accepts (brotli, else gzip), compressed once per cached Buffer: a cheap
 * phone on a slow network gets a listing several times smaller, and the server pays the compression once.
 */
export function compressIfAccepted(reply: FastifyReply, body: Buffer | string): Buffer | string {
  if (typeof body === 'string' || body.length < MIN_COMPRESS_BYTES) return body;
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return body;
  reply.header('content-encoding', encoding);
  return compressedVariant(body, encoding);
}
