import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthOperation } from '@vidriera/domain/contracts/health';
import { healthErrorSchema } from '@vidriera/domain/schemas/health';
import { routeOf } from '../../route-of.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(healthOperation, {
      tags: ['health'],
      summary: 'Is the API up and its database reachable?',
      response: { 503: healthErrorSchema },
    }),
    handler: async (_request, reply) => {
      try {
        await app.deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.deps.database.kind };
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({
          status: 'error' as const,
          database: app.deps.database.kind,
          message: 'La base de datos no responde',
        });
      }
    },
  });
};
