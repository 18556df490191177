import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthReadyRoute, healthRoute } from '@vidriera/domain/health';

/**
 * The first step of a graceful shutdown (shutdown.ts): while the process drains, its readiness checks answer 503 so
 * a load balancer stops sending it new requests, and every other request is still served as usual (each answer
 * closing its connection, so the balancer's next request opens one to a process that stays). The listener closes
 * only after the drain.
 */

export const MSG_APAGANDOSE = 'El servidor se está apagando: probá de nuevo en unos segundos';

/** The readiness checks, as routed (case and a trailing slash aside). */
const READINESS_ROUTES = new Set([`/api${healthRoute.path}`, `/api${healthReadyRoute.path}`]);

export class Draining {
  #active = false;
  #lastProbe = Number.NEGATIVE_INFINITY;

  /** Whether the process is draining: readiness answers 503. */
  get active(): boolean {
    return this.#active;
  }

  start(): void {
    this.#active = true;
  }

  /** A readiness check came in. */
  noteProbe(): void {
    this.#lastProbe = performance.now();
  }

  /** Whether readiness was asked within the last `ms`: a load balancer or an orchestrator is watching this process. */
  watchedWithin(ms: number): boolean {
    return performance.now() - this.#lastProbe <= ms;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

async function drainingPlugin(app: FastifyInstance) {
  const draining = new Draining();
  app.decorate('draining', draining);
  // A callback hook: it runs on every request, and an async one costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (READINESS_ROUTES.has(request.routeOptions.url ?? '')) {
      draining.noteProbe();
      if (draining.active) {
        // The readiness routes' 503 body (healthErrorSchema), serialized here whatever their schema says.
        reply
          .code(503)
          .header('connection', 'close')
          .type('application/json; charset=utf-8')
          .serializer(JSON.stringify)
          .send({ status: 'error', database: app.deps.database.kind, message: MSG_APAGANDOSE });
        return;
      }
    }
    done();
  });
  // As the answer goes (a request that came in before the drain too): the connection is not kept for another one.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining.active) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(drainingPlugin, { name: 'draining', dependencies: ['deps'] });
