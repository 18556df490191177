import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateComercioOperation,
  adminCreateSiteOperation,
  adminGetComercioOperation,
  adminGetSiteOperation,
  adminUpdateComercioOperation,
  adminUpdateSiteOperation,
} from '@vidriera/domain/plataforma';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { actorOf } from './audit.ts';
import { createComercio, getComercioDetail, updateComercio } from './comercios.ts';
import { createSite, getSiteDetail, updateSite } from './sites.ts';

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = { ...errors, ...errorResponses(409) };

/**
 * Sites and businesses of the platform (registered inside plataformaRoutes, whose hook admits platform admins only).
 * Every write is audited in its transaction and then announced, so cached public answers (site metadata,
 * listings, the page a domain serves) show it at once.
 */
export const sitesComerciosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.route({
    ...routeOf(adminGetSiteOperation, {
      tags: ['admin'],
      summary: "A site's editable fields: domain, kind, its business or the portal's list and categories, metadata",
      response: errors,
    }),
    handler: async (request) => getSiteDetail(db, request.params.siteId),
  });

  app.route({
    ...routeOf(adminCreateSiteOperation, {
      tags: ['admin'],
      summary: 'Create a site (one business or a portal); it answers at its domain at once',
      status: 201,
      response: writeErrors,
    }),
    handler: async (request, reply) => {
      const site = await createSite(db, request.body, actorOf(request.currentUser!), now());
      await app.announceCatalogChange();
      return reply.status(201).send(site);
    },
  });

  app.route({
    ...routeOf(adminUpdateSiteOperation, {
      tags: ['admin'],
      summary:
        "Replace a site's editable fields (contacto, verificarTelefonosNuevos and the Android app's stay when not sent)",
      response: writeErrors,
    }),
    handler: async (request) => {
      const site = await updateSite(db, request.params.siteId, request.body, actorOf(request.currentUser!), now());
      await app.announceCatalogChange();
      return site;
    },
  });

  app.route({
    ...routeOf(adminGetComercioOperation, {
      tags: ['admin'],
      summary: 'A business as the platform edits it: name, published, group, sites, feature flags',
      response: errors,
    }),
    handler: async (request) => getComercioDetail(db, request.params.configRestoId),
  });

  app.route({
    ...routeOf(adminCreateComercioOperation, {
      tags: ['admin'],
      summary: 'Create a business (unique carpeta) on some sites, with its feature flags',
      status: 201,
      response: writeErrors,
    }),
    handler: async (request, reply) => {
      const comercio = await createComercio(db, request.body, actorOf(request.currentUser!), now());
      await app.announceCatalogChange();
      return reply.status(201).send(comercio);
    },
  });

  app.route({
    ...routeOf(adminUpdateComercioOperation, {
      tags: ['admin'],
      summary: 'Change a business: name, published, group, sites, feature flags (the carpeta stays)',
      response: writeErrors,
    }),
    handler: async (request) => {
      const comercio = await updateComercio(
        db,
        request.params.configRestoId,
        request.body,
        actorOf(request.currentUser!),
        now(),
      );
      await app.announceCatalogChange();
      return comercio;
    },
  });
};
