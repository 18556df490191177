import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAnuncioOperation,
  createProductoOpcOperation,
  orderAnunciosOperation,
  savePlatoOpcionesOperation,
  updateAnuncioOperation,
  updateProductoOpcOperation,
} from '@vidriera/domain/carta';
import { routeOf } from '../../route-of.ts';
import { createAnuncio, orderAnuncios, updateAnuncio } from './back-office-anuncios.ts';
import { createProductoOpc, savePlatoOpciones, updateProductoOpc } from './back-office-opciones.ts';
import { createBackOfficeKit } from '../back-office/public.ts';
import { EDITOR_TAGS, editorErrors } from './back-office-routes.ts';

/**
 * The menu editor's option sets (flavours, extras) and their link to dishes, and the menu announcements. Same
 * rules as cartaBackOfficeRoutes: owner only, audited, announced to the public menu's cache.
 */
export const cartaBackOfficeOpcionesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contextOf, write } = createBackOfficeKit(app);

  app.route({
    ...routeOf(createProductoOpcOperation, {
      tags: EDITOR_TAGS,
      summary: 'A new option set of the business with its options (surcharges in pesos)',
      status: 201,
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => createProductoOpc(ctx, request.body)));
    },
  });

  app.route({
    ...routeOf(updateProductoOpcOperation, {
      tags: EDITOR_TAGS,
      summary: "Replace an option set's name, state and options",
      description:
        'Options with productoOpcDetId change, those without are added, those left out are annulled (orders ' +
        "keep naming them). 'anulado' true takes the set out of every dish.",
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const ctx = contextOf(request);
      return write(() => updateProductoOpc(ctx, request.params.productoOpcId, request.body));
    },
  });

  app.route({
    ...routeOf(savePlatoOpcionesOperation, {
      tags: EDITOR_TAGS,
      summary: 'The option sets a dish offers (min, maxFree, max, precioExtra), in the dialog order',
      description: 'Sets the dish offered and are not listed are annulled on it.',
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const ctx = contextOf(request);
      return write(() => savePlatoOpciones(ctx, request.params.platoId, request.body));
    },
  });

  app.route({
    ...routeOf(createAnuncioOperation, {
      tags: EDITOR_TAGS,
      summary: 'A new menu announcement (delivery null: every order; true: deliveries; false: the others)',
      status: 201,
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => createAnuncio(ctx, request.body)));
    },
  });

  app.route({
    ...routeOf(orderAnunciosOperation, {
      tags: EDITOR_TAGS,
      summary: 'Reorder the menu announcements: every announcement id once, in the new order',
      status: 204,
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      await write(() => orderAnuncios(ctx, request.body.ids));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(updateAnuncioOperation, {
      tags: EDITOR_TAGS,
      summary: "Change an announcement; 'activo' false hides it from the menu",
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const ctx = contextOf(request);
      return write(() => updateAnuncio(ctx, request.params.anuncioId, request.body));
    },
  });
};
