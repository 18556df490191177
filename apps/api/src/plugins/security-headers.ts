import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { isApiUrl } from './errors.ts';
import { ROUTE_PRELOAD_SCRIPT_HASH } from './web-app.ts';

const SELF = "'self'";

/** Google tag and Meta pixel (apps/web/src/ui/analytics.ts), loaded only for sites whose metadata names them. */
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://www.facebook.com',
];
/** MercadoPago's browser SDK and its wallet button (apps/web/src/ui/mercadopago-button.tsx). */
const MERCADOPAGO_SCRIPTS = ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'];
const MERCADOPAGO_ORIGINS = [
  'https://*.mercadopago.com',
  'https://*.mercadopago.com.ar',
  'https://*.mercadolibre.com',
  'https://*.mercadolibre.com.ar',
];
/** Course videos play in the providers' embeds (packages/domain/src/cursos/video-embed.ts). */
const VIDEO_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The content security policy of every page and file of the web app: the app, its service worker, the simulated
 * checkout page and /api/docs (the API's other answers get API_SECURITY_HEADERS). Scripts only from this origin and
 * the named third parties: no inline script (the page carries the
 * site's metadata as a data block, plugins/web-app.ts; the one inline script, which preloads the screen the hash
 * names, is allowed by its hash), no eval (the web app runs zod without it), no inline
 * handlers. Inline styles are allowed: Mantine, Leaflet and
 * Swagger UI set them, and the checkout page has its own <style>. Pictures from any https origin (the map's tile
 * server is a build setting, VITE_TILE_URL; the trackers' pixels), data: and blob:.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: [SELF],
  baseUri: [SELF],
  objectSrc: ["'none'"],
  frameAncestors: [SELF],
  formAction: [SELF],
  scriptSrc: [SELF, ROUTE_PRELOAD_SCRIPT_HASH, ...ANALYTICS_SCRIPTS, ...MERCADOPAGO_SCRIPTS],
  scriptSrcAttr: ["'none'"],
  styleSrc: [SELF, "'unsafe-inline'"],
  imgSrc: [SELF, 'data:', 'blob:', 'https:'],
  fontSrc: [SELF, 'data:'],
  mediaSrc: [SELF, 'blob:'],
  connectSrc: [SELF, ...ANALYTICS_CONNECT, ...MERCADOPAGO_ORIGINS],
  frameSrc: [...VIDEO_FRAMES, ...MERCADOPAGO_ORIGINS],
  workerSrc: [SELF],
  manifestSrc: [SELF],
};

/** A year; set only on answers that came over TLS (directly, or through a trusted proxy's X-Forwarded-Proto). */
export const HSTS = 'max-age=31536000';

/**
 * What an API answer (JSON, an event stream, a CSV file) needs, as OWASP's REST Security Cheat Sheet lists it: it is
 * never a page, so it runs nothing and is framed by no one. The document's policy (a kilobyte, mostly
 * CONTENT_SECURITY_POLICY) says nothing to a fetch and was two thirds of every API answer's headers: bytes a phone
 * on prepaid data downloads with each call, and a tenth of a cached read's work (bench/http.ts).
 */
export const API_SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/** Public pictures and course videos: other origins may show them (a shared link, an app shell). */
const isPublicMedia = (url: string) => url.startsWith('/img/') || url.startsWith('/videos/');

const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Embedded YouTube videos refuse to play without a referrer; other origins still get only ours.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Over plain HTTP (a LAN demo, localhost) an HSTS header would lock browsers out of the site: set below.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets with these options, worked out once: none depends on the request (no nonces), and
 * building helmet's middleware for every request, as @fastify/helmet does, was a tenth of a cached read's cost
 * (bench/http.ts). Lower-case names; helmet also removes X-Powered-By, which Fastify never sends.
 */
export function computeSecurityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...headers];
}

async function securityHeadersPlugin(app: FastifyInstance) {
  const documentHeaders = computeSecurityHeaders();
  // A callback hook: it runs on every request, and an async one costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of isApiUrl(request.url) ? API_SECURITY_HEADERS : documentHeaders) {
      raw.setHeader(name, value);
    }
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is on (Fastify's trustProxy).
    if (request.protocol === 'https') raw.setHeader('strict-transport-security', HSTS);
    if (isPublicMedia(request.url)) raw.setHeader('cross-origin-resource-policy', 'cross-origin');
    done();
  });
  // A page the API serves (Swagger UI, the simulated checkout) is a document: it gets the document's headers, which
  // replace the API answer's of the same names. Decided by what the answer is, not by a list of paths.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiUrl(request.url) && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      for (const [name, value] of documentHeaders) reply.header(name, value);
    }
    done(null, payload);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
