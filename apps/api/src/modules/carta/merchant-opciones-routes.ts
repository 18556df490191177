import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  anuncioActualizarSchema,
  anuncioCrearSchema,
  ordenSchema,
  platoOpcionesSchema,
  productoOpcInputSchema,
} from '@vidriera/domain/schemas/carta-admin';
import { anuncioAdminSchema, platoAdminSchema, productoOpcAdminSchema } from '@vidriera/domain/schemas/carta-editor';
import { idParamSchema } from '@vidriera/domain/schemas/common';
import { createAnuncio, orderAnuncios, updateAnuncio } from './admin-anuncios.ts';
import { createProductoOpc, savePlatoOpciones, updateProductoOpc } from './admin-opciones.ts';
import { createBackOfficeKit } from '../back-office/route-kit.ts';
import { comercioParams, EDITOR_TAGS, editorErrors, platoParams } from './merchant-routes.ts';

const opcParams = z.object({ configRestoId: idParamSchema, productoOpcId: idParamSchema });
const anuncioParams = z.object({ configRestoId: idParamSchema, anuncioId: idParamSchema });

/**
 * The menu editor's option sets (flavours, extras) and their link to dishes, and the menu announcements. Same
 * rules as cartaMerchantRoutes: owner only, audited, announced to the public menu's cache.
 */
export const cartaMerchantOpcionesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contextOf, write } = createBackOfficeKit(app);

  app.post(
    '/merchant/carta/:configRestoId/opciones',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: 'A new option set of the business with its options (surcharges in pesos)',
        params: comercioParams,
        body: productoOpcInputSchema,
        response: { 201: productoOpcAdminSchema, ...editorErrors },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => createProductoOpc(ctx, request.body)));
    },
  );

  app.put(
    '/merchant/carta/:configRestoId/opciones/:productoOpcId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: "Replace an option set's name, state and options",
        description:
          'Options with productoOpcDetId change, those without are added, those left out are annulled (orders ' +
          "keep naming them). 'anulado' true takes the set out of every dish.",
        params: opcParams,
        body: productoOpcInputSchema,
        response: { 200: productoOpcAdminSchema, ...editorErrors },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return write(() => updateProductoOpc(ctx, request.params.productoOpcId, request.body));
    },
  );

  app.put(
    '/merchant/carta/:configRestoId/platos/:platoId/opciones',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: 'The option sets a dish offers (min, maxFree, max, precioExtra), in the dialog order',
        description: 'Sets the dish offered and are not listed are annulled on it.',
        params: platoParams,
        body: platoOpcionesSchema,
        response: { 200: platoAdminSchema, ...editorErrors },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return write(() => savePlatoOpciones(ctx, request.params.platoId, request.body));
    },
  );

  app.post(
    '/merchant/carta/:configRestoId/anuncios',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: 'A new menu announcement (delivery null: every order; true: deliveries; false: the others)',
        params: comercioParams,
        body: anuncioCrearSchema,
        response: { 201: anuncioAdminSchema, ...editorErrors },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => createAnuncio(ctx, request.body)));
    },
  );

  app.put(
    '/merchant/carta/:configRestoId/anuncios/orden',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: 'Reorder the menu announcements: every announcement id once, in the new order',
        params: comercioParams,
        body: ordenSchema,
        response: { 204: z.null(), ...editorErrors },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      await write(() => orderAnuncios(ctx, request.body.ids));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/merchant/carta/:configRestoId/anuncios/:anuncioId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EDITOR_TAGS,
        summary: "Change an announcement; 'activo' false hides it from the menu",
        params: anuncioParams,
        body: anuncioActualizarSchema,
        response: { 200: anuncioAdminSchema, ...editorErrors },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return write(() => updateAnuncio(ctx, request.params.anuncioId, request.body));
    },
  );
};
