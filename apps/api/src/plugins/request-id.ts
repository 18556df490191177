import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The request's id: a load balancer or a client may send one (X-Request-Id), which is then kept in the request's
 * log lines (`reqId`) and sent back on the answer, so one request can be followed from the balancer's log to ours.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The form an incoming id may take: up to 128 letters, digits and the punctuation of the usual formats (UUIDs,
 * W3C trace ids, `Root=1-...;Parent=...`), nothing a log line would show as something else (spaces, quotes,
 * control characters). Two headers arrive joined by ', ' and so are refused too.
 */
const VALID_REQUEST_ID = /^[\w.:;=+/@-]{1,128}$/;

/** The incoming id when it has a valid form, else a new one (a random UUID, unique across processes). */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Every answer Fastify sends carries its request's id (Fastify's `genReqId` is requestIdOf: app.ts). The fast
 * path writes it on its own answers (fast-path.ts); an event stream writes its own head and goes without.
 */
async function requestIdPlugin(app: FastifyInstance) {
  // A callback hook: it runs on every answer, and an async one costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
