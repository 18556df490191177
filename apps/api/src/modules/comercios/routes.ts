import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedOperation,
  getByDominioCarpetaOperation,
  getCategoriasByCarpetaOperation,
  getCategoriasOperation,
  getFeedByCategoriaOperation,
  getLinksOperation,
  getListadoByCarpetaOperation,
  getListadoOperation,
} from '@vidriera/domain/comercios';
import { AppError, errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { sendSerializedJson, serializeJson } from '../../plugins/response-cache.ts';
import { getSiteByDomain } from '../sites/public.ts';
import { selectTopLevel } from './queries.ts';
import {
  buildFeed,
  COMERCIO_NOT_FOUND,
  getComercioByCarpeta,
  listCategorias,
  listComercios,
  listFeedByCategoria,
  listLinks,
  toComercio,
} from './service.ts';

const errors = errorResponses(400, 404);

export const comerciosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  const site = (domain: string) => getSiteByDomain(db, domain, config.DEFAULT_SITE);
  /** Hot reads answer pre-serialized JSON from the response cache (see plugins/response-cache.ts). */
  const cached = (key: string, compute: () => Promise<unknown>) =>
    app.responseCache.getOrCompute(key, async () => serializeJson(await compute()));

  const listadoDocs = { tags: ['comercios'], response: errors };
  const listado = async (domain: string, carpeta: string | undefined) =>
    cached(`listado:${domain}:${carpeta ?? ''}`, async () =>
      (await listComercios(db, await site(domain), carpeta)).map((c) => toComercio(c, now())),
    );

  app.route({
    ...routeOf(getListadoOperation, { ...listadoDocs, summary: "A site's businesses" }),
    handler: async (request, reply) => sendSerializedJson(reply, await listado(request.params.domain, undefined)),
  });
  app.route({
    ...routeOf(getListadoByCarpetaOperation, { ...listadoDocs, summary: 'The branches of a group of businesses' }),
    handler: async (request, reply) =>
      sendSerializedJson(reply, await listado(request.params.domain, request.params.carpeta)),
  });

  const categoriasDocs = { tags: ['comercios'], response: errors };
  app.route({
    ...routeOf(getCategoriasOperation, { ...categoriasDocs, summary: "A site's categories" }),
    handler: async (request, reply) => {
      const { domain } = request.params;
      const body = await cached(`categorias:${domain}:`, async () => listCategorias(db, await site(domain), undefined));
      return sendSerializedJson(reply, body);
    },
  });
  app.route({
    ...routeOf(getCategoriasByCarpetaOperation, {
      ...categoriasDocs,
      summary: 'Categories that hold a business or its branches',
    }),
    handler: async (request, reply) => {
      const { domain, carpeta } = request.params;
      const body = await cached(`categorias:${domain}:${carpeta}`, async () =>
        listCategorias(db, await site(domain), carpeta),
      );
      return sendSerializedJson(reply, body);
    },
  });

  app.route({
    ...routeOf(getFeedByCategoriaOperation, {
      tags: ['comercios'],
      summary: "The businesses of one of the site's categories",
      response: errors,
    }),
    handler: async (request, reply) => {
      const { domain, categoryId } = request.params;
      const body = await cached(`feed:${domain}:${categoryId}`, async () =>
        (await listFeedByCategoria(db, await site(domain), categoryId)).map((c) => toComercio(c, now())),
      );
      return sendSerializedJson(reply, body);
    },
  });

  app.route({
    ...routeOf(getByDominioCarpetaOperation, {
      tags: ['comercios'],
      summary: 'One business of the site, by folder (a list of one; empty when the site has no such business)',
      response: errors,
    }),
    handler: async (request, reply) => {
      const { domain, carpeta } = request.params;
      try {
        const body = await cached(`comercio:${domain}:${carpeta}`, async () => [
          toComercio(await getComercioByCarpeta(db, await site(domain), carpeta), now()),
        ]);
        return sendSerializedJson(reply, body);
      } catch (error) {
        // A folder the (known) site does not have is the spec's empty business result: an empty list, which the
        // app alerts ('No se encontró el comercio...'). It is not cached: any text can be asked for.
        if (error instanceof AppError && error.message === COMERCIO_NOT_FOUND) return [];
        throw error;
      }
    },
  });

  app.route({
    ...routeOf(getLinksOperation, {
      tags: ['comercios'],
      summary: "A business's external links of a type (2: home page), for the site of the Host header",
      response: errors,
    }),
    handler: async (request) => {
      const { commerceId, type } = request.params;
      return listLinks(db, await site(request.hostName), commerceId, type);
    },
  });

  app.route({
    ...routeOf(feedOperation, {
      tags: ['comercios'],
      summary: "Filter a site's businesses: category, text, only open, paging",
      response: errors,
    }),
    handler: async (request) => {
      const { domain, ...filter } = request.body;
      const s = await site(domain);
      const rows = await app.responseCache.getOrCompute(`rows:${s.id}`, () => selectTopLevel(db, s));
      return buildFeed(db, s, rows, filter, now());
    },
  });
};
