import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assetLinksSchema } from '@vidriera/domain/android-app';
import { errorResponses } from '../../plugins/errors.ts';
import { sendSerializedJson, serializeJson } from '../../plugins/response-cache.ts';
import { getAssetLinks } from './service.ts';

/**
 * The site's Android app (apps/android, docs/decisions/025-android-shell.md). Served at the site's root, outside
 * /api: Android asks https://{host}/.well-known/assetlinks.json when the app is installed, to let it open the
 * site's links (App Links). The site is the Host's, as for the page itself.
 */
export const androidAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/.well-known/assetlinks.json',
    {
      schema: {
        tags: ['sites'],
        summary: "Digital Asset Links of the Host's site: its Android app (package and signing certificates)",
        response: { 200: assetLinksSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const host = request.hostName;
      const body = await app.responseCache.getOrCompute(`assetlinks:${host}`, async () =>
        serializeJson(await getAssetLinks(db, host, config.DEFAULT_SITE)),
      );
      return sendSerializedJson(reply, body);
    },
  );
};
