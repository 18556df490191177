import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Channel on which every write to catalogue data (sites, businesses, categories, links) is announced. */
export const CATALOG_CHANGED = 'catalog_changed';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * Serialized answers of hot reads, kept until the next minute boundary (opening hours are minute-grained,
 * so `abierto` stays exact) or until any process announces a catalogue write on CATALOG_CHANGED.
 */
export class ResponseCache {
  private entries = new Map<string, Entry>();
  private generation = 0;

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
   * computing keeps the result out of the cache. Failures are not cached.
   */
  async getOrCompute<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.get<T>(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await compute();
    if (generation === this.generation) {
      const t = this.now().getTime();
      this.entries.set(key, { value, expiresAt: t - (t % 60_000) + 60_000 });
    }
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
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
 * and cached).
 */
export function sendSerializedJson(reply: FastifyReply, body: Buffer | string): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (typeof body !== 'string') {
    // Public reads revalidate: a repeat visit sends If-None-Match and gets a 304 without the body.
    const etag = etagOf(body);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesEtag(reply.request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  return reply.serializer(String).send(compressIfAccepted(reply, body));
}

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

/**
 * The body in the encoding the client accepts (brotli, else gzip), compressed once per cached Buffer: a cheap
 * phone on a slow network gets a listing several times smaller, and the server pays the compression once.
 */
export function compressIfAccepted(reply: FastifyReply, body: Buffer | string): Buffer | string {
  if (typeof body === 'string' || body.length < MIN_COMPRESS_BYTES) return body;
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return body;
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
  reply.header('content-encoding', encoding);
  return compressed;
}
