import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getAnunciosOperation,
  getCartaByIdOperation,
  getCartaOperation,
  getOpcionesOperation,
} from '@vidriera/domain/carta';
import { errorResponses } from '../../plugins/errors.ts';
import { sendSerializedJson, serializeJson } from '../../plugins/response-cache.ts';
import { routeOf } from '../../route-of.ts';
import { getSiteByDomain } from '../sites/public.ts';
import { getCarta, getOpcionesPlato, listAnuncios } from './service.ts';
import { cartaBackOfficeOpcionesRoutes } from './back-office-opciones-routes.ts';
import { cartaBackOfficeRoutes } from './back-office-routes.ts';

const errors = errorResponses(400, 404);

/**
 * The menu calls (spec 02 §7), scoped to the site of the request's Host. Answers are serialized once into the
 * shared response cache (until the next minute, so `abierto` stays exact, or until a catalogue write is
 * announced with app.announceCatalogChange, which every menu write must call after it commits).
 */
export const cartaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  const siteOf = (hostName: string) => getSiteByDomain(db, hostName, config.DEFAULT_SITE);
  const cached = (key: string, compute: () => Promise<unknown>) =>
    app.responseCache.getOrCompute(key, async () => serializeJson(await compute()));

  const cartaDescription =
    'enLocal is 0/1 or true/false (the in-venue QR menu). Without cartaId, the default menu of that mode. ' +
    'soloLectura is true when the business takes no online orders. 404 for a business the Host does not show ' +
    "or without a menu ('El comercio no tiene una carta cargada').";
  const sendCarta = async (
    reply: Parameters<typeof sendSerializedJson>[0],
    hostName: string,
    params: { carpeta: string; enLocal: boolean; cartaId?: number },
  ) => {
    const key = `carta:${hostName}:${params.carpeta.toLowerCase()}:${params.enLocal}:${params.cartaId ?? ''}`;
    const body = await cached(key, async () => getCarta(db, await siteOf(hostName), params, now()));
    return sendSerializedJson(reply, body);
  };

  app.route({
    ...routeOf(getCartaOperation, {
      tags: ['carta'],
      summary: "A business's menu with groups, dishes and option sets",
      description: cartaDescription,
      response: errors,
    }),
    handler: async (request, reply) => sendCarta(reply, request.hostName, request.params),
  });
  app.route({
    ...routeOf(getCartaByIdOperation, {
      tags: ['carta'],
      summary: 'One of the menus of a business (several cartas per business)',
      description: cartaDescription,
      response: errors,
    }),
    handler: async (request, reply) => sendCarta(reply, request.hostName, request.params),
  });

  app.route({
    ...routeOf(getOpcionesOperation, {
      tags: ['carta'],
      summary: "A dish's option sets (annulled sets and options left out)",
      response: errors,
    }),
    handler: async (request, reply) => {
      const { configRestoId, platoId } = request.params;
      const body = await cached(`opciones:${request.hostName}:${configRestoId}:${platoId}`, async () =>
        getOpcionesPlato(db, await siteOf(request.hostName), configRestoId, platoId),
      );
      return sendSerializedJson(reply, body);
    },
  });

  app.route({
    ...routeOf(getAnunciosOperation, {
      tags: ['carta'],
      summary: "A business's menu announcements for delivery (1/true) or pickup and in-venue (0/false) orders",
      description: 'tipo 1 is the menu announcements.',
      response: errors,
    }),
    handler: async (request, reply) => {
      const { configRestoId, tipo, delivery } = request.params;
      const body = await cached(`anuncios:${request.hostName}:${configRestoId}:${tipo}:${delivery}`, async () =>
        listAnuncios(db, await siteOf(request.hostName), configRestoId, tipo, delivery),
      );
      return sendSerializedJson(reply, body);
    },
  });

  // The back office's menu editor (/merchant/carta/...).
  await app.register(cartaBackOfficeRoutes);
  await app.register(cartaBackOfficeOpcionesRoutes);
};
