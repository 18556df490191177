import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartaActualizarSchema,
  cartaCrearSchema,
  grupoActualizarSchema,
  grupoCrearSchema,
  ordenSchema,
  platoActualizarSchema,
  platoCrearSchema,
} from '@vidriera/domain/schemas/carta-admin';
import {
  cartaAdminSchema,
  cartaEditorSchema,
  grupoAdminSchema,
  platoAdminSchema,
} from '@vidriera/domain/schemas/carta-editor';
import { errorBodySchema, idParamSchema } from '@vidriera/domain/schemas/common';
import { createBackOfficeKit } from '../back-office/route-kit.ts';
import {
  createCarta,
  createGrupo,
  createPlato,
  orderGrupos,
  orderPlatos,
  updateCarta,
  updateGrupo,
  updatePlato,
} from './admin-platos.ts';
import { getCartaEditor } from './admin-queries.ts';

/** What every menu-editor route shares: its OpenAPI tag, its error answers and its path parameters. */
export const editorErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
export const EDITOR_TAGS = ['carta (back office)'];
export const comercioParams = z.object({ configRestoId: idParamSchema });
export const platoParams = z.object({ configRestoId: idParamSchema, platoId: idParamSchema });
const cartaParams = z.object({ configRestoId: idParamSchema, cartaId: idParamSchema });
const grupoParams = z.object({ configRestoId: idParamSchema, grupoId: idParamSchema });

/**
 * The menu editor of the back office: cartas, groups and dishes of one business, for its owner (or a platform
 * admin). Not scoped to the Host's site: the back office reaches every business the user runs. Every write is
 * audited in its transaction and, once committed, announced so the public menu answers the change at once.
 */
export const cartaMerchantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { contextOf, write } = createBackOfficeKit(app);

  app.get(
    '/merchant/carta/:configRestoId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: "The business's menus to edit: every carta, group and dish (drafts and annulled ones included)",
        params: comercioParams,
        response: { 200: cartaEditorSchema, ...editorErrors },
      },
    },
    async (request) => getCartaEditor(db, request.comercio),
  );

  app.post(
    '/merchant/carta/:configRestoId/cartas',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: 'A new carta (unpublished until published)',
        params: comercioParams,
        body: cartaCrearSchema,
        response: { 201: cartaAdminSchema, ...editorErrors },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => createCarta(ctx, request.body)));
    },
  );

  app.patch(
    '/merchant/carta/:configRestoId/cartas/:cartaId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: "Rename a carta, change its mode or publish / hide it ('publicada')",
        params: cartaParams,
        body: cartaActualizarSchema,
        response: { 200: cartaAdminSchema, ...editorErrors },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return write(() => updateCarta(ctx, request.params.cartaId, request.body));
    },
  );

  app.post(
    '/merchant/carta/:configRestoId/cartas/:cartaId/grupos',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: 'A new group at the end of the carta',
        params: cartaParams,
        body: grupoCrearSchema,
        response: { 201: grupoAdminSchema, ...editorErrors },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => createGrupo(ctx, request.params.cartaId, request.body)));
    },
  );

  app.put(
    '/merchant/carta/:configRestoId/cartas/:cartaId/grupos/orden',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: "Reorder the carta's groups: every group id once, in the new order",
        params: cartaParams,
        body: ordenSchema,
        response: { 204: z.null(), ...editorErrors },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      await write(() => orderGrupos(ctx, request.params.cartaId, request.body.ids));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/merchant/carta/:configRestoId/grupos/:grupoId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: "Rename a group, or annul it ('anulado': off the menu with its dishes) and restore it",
        params: grupoParams,
        body: grupoActualizarSchema,
        response: { 200: grupoAdminSchema, ...editorErrors },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return write(() => updateGrupo(ctx, request.params.grupoId, request.body));
    },
  );

  app.post(
    '/merchant/carta/:configRestoId/grupos/:grupoId/platos',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: 'A new dish at the end of the group (a draft unless publicado)',
        description: 'precio in pesos (0 to 10.000.000, two decimals at most); imagenUrl from POST merchant/imagenes.',
        params: grupoParams,
        body: platoCrearSchema,
        response: { 201: platoAdminSchema, ...editorErrors },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => createPlato(ctx, request.params.grupoId, request.body)));
    },
  );

  app.put(
    '/merchant/carta/:configRestoId/grupos/:grupoId/platos/orden',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: "Reorder the group's dishes: every dish id once, in the new order",
        params: grupoParams,
        body: ordenSchema,
        response: { 204: z.null(), ...editorErrors },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      await write(() => orderPlatos(ctx, request.params.grupoId, request.body.ids));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/merchant/carta/:configRestoId/platos/:platoId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: 'Change a dish: texts, price, picture, publication, availability or group',
        description:
          "Only the fields sent change. 'disponible' false takes the dish off the menu (orders keep naming it); " +
          "'publicado' false hides it as a draft; 'grupoId' moves it to the end of another group.",
        params: platoParams,
        body: platoActualizarSchema,
        response: { 200: platoAdminSchema, ...editorErrors },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return write(() => updatePlato(ctx, request.params.platoId, request.body));
    },
  );
};
