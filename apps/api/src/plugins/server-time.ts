import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { formatServerTime, SERVER_TIME_HEADER } from '@vidriera/domain/common';
import { isApiUrl } from './errors.ts';

/**
 * Every answer under /api carries the injected clock's time (SERVER_TIME_HEADER, docs/decisions/042-server-time.md),
 * read as the answer is sent: the routes' answers, their errors and 304s, the router's own errors and the API's
 * 404. It is never part of what is cached: the response cache keeps bodies, and the fast path, which answers before
 * Fastify (fast-path.ts), and an event stream, which writes its own head (plugins/events.ts), each write the header
 * themselves.
 */
async function serverTimePlugin(app: FastifyInstance) {
  const { now } = app.deps;
  // A callback hook: it runs on every answer, and an async one costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiUrl(request.url)) reply.header(SERVER_TIME_HEADER, formatServerTime(now()));
    done(null, payload);
  });
}

export default fp(serverTimePlugin, { name: 'server-time', dependencies: ['deps'] });
