import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthLiveOperation, healthOperation, healthReadyOperation, healthErrorSchema } from '@vidriera/domain/health';
import { routeOf } from '../../route-of.ts';
import { checkReadiness } from './readiness.ts';

/**
 * Probes for monitoring and load balancers: health/live says the process is up (it never touches the database, so a
 * database outage does not get the process restarted); health/ready, and health as it always did, say it can serve.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;

  app.route({
    ...routeOf(healthLiveOperation, { tags: ['health'], summary: 'Is the process up? (never asks the database)' }),
    handler: async () => ({ status: 'ok' as const }),
  });

  for (const operation of [healthOperation, healthReadyOperation]) {
    app.route({
      ...routeOf(operation, {
        tags: ['health'],
        summary: 'Can this process serve: is its database reachable, with every migration applied?',
        response: { 503: healthErrorSchema },
      }),
      handler: async (_request, reply) => {
        const readiness = await checkReadiness(database);
        if (readiness.ready) return { status: 'ok' as const, database: database.kind };
        // A warning: a load balancer asks every second or so, and the outage itself is logged where it hurts.
        app.log.warn({ err: readiness.error }, `health check: ${readiness.message}`);
        return reply
          .status(503)
          .send({ status: 'error' as const, database: database.kind, message: readiness.message });
      },
    });
  }
};
