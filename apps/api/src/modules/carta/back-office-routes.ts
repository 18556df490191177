import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCartaOperation,
  createGrupoOperation,
  createPlatoOperation,
  getCartaEditorOperation,
  orderGruposOperation,
  orderPlatosOperation,
  updateCartaOperation,
  updateGrupoOperation,
  updatePlatoOperation,
} from '@vidriera/domain/carta';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { createBackOfficeKit } from '../back-office/public.ts';
import {
  createCarta,
  createGrupo,
  createPlato,
  orderGrupos,
  orderPlatos,
  updateCarta,
  updateGrupo,
  updatePlato,
} from './back-office-platos.ts';
import { getCartaEditor } from './back-office-queries.ts';

/** What every menu-editor route shares: its OpenAPI tag and its error answers (the paths are the contract's). */
export const editorErrors = errorResponses(400, 401, 403, 404);
export const EDITOR_TAGS = ['carta (back office)'];

/**
 * The menu editor of the back office: cartas, groups and dishes of one business, for its owner (or a platform
 * admin). Not scoped to the Host's site: the back office reaches every business the user runs. Every write is
 * audited in its transaction and, once committed, announced so the public menu answers the change at once.
 */
export const cartaBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { contextOf, write } = createBackOfficeKit(app);

  app.route({
    ...routeOf(getCartaEditorOperation, {
      tags: EDITOR_TAGS,
      summary: "The business's menus to edit: every carta, group and dish (drafts and annulled ones included)",
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => getCartaEditor(db, request.comercio),
  });

  app.route({
    ...routeOf(createCartaOperation, {
      tags: EDITOR_TAGS,
      summary: 'A new carta (unpublished until published)',
      status: 201,
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => createCarta(ctx, request.body)));
    },
  });

  app.route({
    ...routeOf(updateCartaOperation, {
      tags: EDITOR_TAGS,
      summary: "Rename a carta, change its mode or publish / hide it ('publicada')",
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const ctx = contextOf(request);
      return write(() => updateCarta(ctx, request.params.cartaId, request.body));
    },
  });

  app.route({
    ...routeOf(createGrupoOperation, {
      tags: EDITOR_TAGS,
      summary: 'A new group at the end of the carta',
      status: 201,
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => createGrupo(ctx, request.params.cartaId, request.body)));
    },
  });

  app.route({
    ...routeOf(orderGruposOperation, {
      tags: EDITOR_TAGS,
      summary: "Reorder the carta's groups: every group id once, in the new order",
      status: 204,
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      await write(() => orderGrupos(ctx, request.params.cartaId, request.body.ids));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(updateGrupoOperation, {
      tags: EDITOR_TAGS,
      summary: "Rename a group, or annul it ('anulado': off the menu with its dishes) and restore it",
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const ctx = contextOf(request);
      return write(() => updateGrupo(ctx, request.params.grupoId, request.body));
    },
  });

  app.route({
    ...routeOf(createPlatoOperation, {
      tags: EDITOR_TAGS,
      summary: 'A new dish at the end of the group (a draft unless publicado)',
      description: 'precio in pesos (0 to 10.000.000, two decimals at most); imagenUrl from POST merchant/imagenes.',
      status: 201,
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => createPlato(ctx, request.params.grupoId, request.body)));
    },
  });

  app.route({
    ...routeOf(orderPlatosOperation, {
      tags: EDITOR_TAGS,
      summary: "Reorder the group's dishes: every dish id once, in the new order",
      status: 204,
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      await write(() => orderPlatos(ctx, request.params.grupoId, request.body.ids));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(updatePlatoOperation, {
      tags: EDITOR_TAGS,
      summary: 'Change a dish: texts, price, picture, publication, availability or group',
      description:
        "Only the fields sent change. 'disponible' false takes the dish off the menu (orders keep naming it); " +
        "'publicado' false hides it as a draft; 'grupoId' moves it to the end of another group.",
      response: editorErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const ctx = contextOf(request);
      return write(() => updatePlato(ctx, request.params.platoId, request.body));
    },
  });
};
