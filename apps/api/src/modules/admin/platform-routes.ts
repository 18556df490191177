import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteIdParamsSchema } from '@vidriera/domain/schemas/admin';
import {
  adminComercioDetailSchema,
  comercioCreateSchema,
  comercioUpdateSchema,
  configRestoIdParamsSchema,
} from '@vidriera/domain/schemas/admin-comercios';
import { adminSiteDetailSchema, siteInputSchema } from '@vidriera/domain/schemas/admin-sites';
import { errorBodySchema } from '@vidriera/domain/schemas/common';
import type { UserRow } from '../../plugins/auth.ts';
import { createComercio, getComercioDetail, updateComercio } from './comercios-admin.ts';
import { createSite, getSiteDetail, updateSite } from './sites-admin.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema };

export const actorOf = (user: UserRow) => ({ id: user.id, userName: user.userName });

/**
 * Sites and businesses of the platform (registered inside adminRoutes, whose hook admits platform admins only).
 * Every write is audited in its transaction and then announced, so cached public answers (site metadata,
 * listings, the page a domain serves) show it at once.
 */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.get(
    '/admin/sites/:siteId',
    {
      schema: {
        tags: ['admin'],
        summary: "A site's editable fields: domain, kind, its business or the portal's list and categories, metadata",
        params: siteIdParamsSchema,
        response: { 200: adminSiteDetailSchema, ...errors },
      },
    },
    async (request) => getSiteDetail(db, request.params.siteId),
  );

  app.post(
    '/admin/sites',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a site (one business or a portal); it answers at its domain at once',
        body: siteInputSchema,
        response: { 201: adminSiteDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const site = await createSite(db, request.body, actorOf(request.currentUser!), now());
      await app.announceCatalogChange();
      return reply.status(201).send(site);
    },
  );

  app.put(
    '/admin/sites/:siteId',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Replace a site's editable fields (contacto, verificarTelefonosNuevos and the Android app's stay when not sent)",
        params: siteIdParamsSchema,
        body: siteInputSchema,
        response: { 200: adminSiteDetailSchema, ...writeErrors },
      },
    },
    async (request) => {
      const site = await updateSite(db, request.params.siteId, request.body, actorOf(request.currentUser!), now());
      await app.announceCatalogChange();
      return site;
    },
  );

  app.get(
    '/admin/comercios/:configRestoId',
    {
      schema: {
        tags: ['admin'],
        summary: 'A business as the platform edits it: name, published, group, sites, feature flags',
        params: configRestoIdParamsSchema,
        response: { 200: adminComercioDetailSchema, ...errors },
      },
    },
    async (request) => getComercioDetail(db, request.params.configRestoId),
  );

  app.post(
    '/admin/comercios',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a business (unique carpeta) on some sites, with its feature flags',
        body: comercioCreateSchema,
        response: { 201: adminComercioDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const comercio = await createComercio(db, request.body, actorOf(request.currentUser!), now());
      await app.announceCatalogChange();
      return reply.status(201).send(comercio);
    },
  );

  app.put(
    '/admin/comercios/:configRestoId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a business: name, published, group, sites, feature flags (the carpeta stays)',
        params: configRestoIdParamsSchema,
        body: comercioUpdateSchema,
        response: { 200: adminComercioDetailSchema, ...writeErrors },
      },
    },
    async (request) => {
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
  );
};
