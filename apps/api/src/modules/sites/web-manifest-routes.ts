import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@vidriera/domain/common';
import { cachedAnswer, serializeJson } from '../../plugins/response-cache.ts';
import { getWebAppManifest } from './web-manifest.ts';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
const MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';

/**
 * The web app manifest of the request's site (by its Host), at the path the built page links
 * (apps/web/index.html): a customer who installs a site's app gets that site's name and icons. Outside /api, as
 * the page's other files; cached and revalidated (ETag) like the API's public reads, and built again after any
 * announced catalogue write (a site's settings, a business's logo).
 */
export const webManifestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    WEB_MANIFEST_PATH,
    {
      schema: {
        tags: ['sites'],
        summary: "Web app manifest of the request's site (Host): name, icons from its logo, colours, start URL",
        response: { 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const host = request.hostName;
      const body = await app.responseCache.getOrCompute(`manifest:${host}`, async () =>
        serializeJson(await getWebAppManifest(db, config.DATA_DIR, host, config.DEFAULT_SITE)),
      );
      return sendManifest(reply, body);
    },
  );
};

/** A cached manifest as a public read goes out (cachedAnswer: ETag, 304, compression), as a manifest. */
function sendManifest(reply: FastifyReply, body: Buffer): FastifyReply {
  const answer = cachedAnswer(body, reply.request.headers);
  reply.code(answer.status).headers({ ...answer.headers, 'content-type': MANIFEST_CONTENT_TYPE });
  return answer.payload === undefined ? reply.send() : reply.send(answer.payload);
}
