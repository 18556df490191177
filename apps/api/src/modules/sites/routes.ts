import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSiteMetadataOperation, getStateSiteOperation } from '@vidriera/domain/sites';
import { errorResponses } from '../../plugins/errors.ts';
import { sendSerializedJson, serializeJson } from '../../plugins/response-cache.ts';
import { routeOf } from '../../route-of.ts';
import { getSiteByDomain, getSiteMetadata } from './service.ts';
import { takeSiteCommands } from './site-commands.ts';

export const sitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;

  app.route({
    ...routeOf(getSiteMetadataOperation, {
      tags: ['sites'],
      summary: 'Site metadata by domain',
      response: errorResponses(404),
    }),
    handler: async (request, reply) => {
      const domain = request.params.domain;
      const body = await app.responseCache.getOrCompute(`metadata:${domain}`, async () =>
        serializeJson(await getSiteMetadata(db, domain, config.DEFAULT_SITE)),
      );
      return sendSerializedJson(reply, body);
    },
  });

  app.route({
    ...routeOf(getStateSiteOperation, {
      tags: ['sites'],
      summary: 'Commands queued for this app instance (site from the Host header)',
      response: errorResponses(404),
    }),
    handler: async (request) => {
      const site = await getSiteByDomain(db, request.hostName, config.DEFAULT_SITE);
      const caller = {
        tokenUser: request.tokenUser,
        isSessionValid: request.currentUser !== null,
        tokenExpiresAt: request.tokenExpiresAt,
      };
      return { commands: await takeSiteCommands(db, site, request.body, caller, now()) };
    },
  });
};
