import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@vidriera/domain/schemas/common';
import {
  eventoAdminInputSchema,
  eventoAdminSchema,
  eventoFechaInputSchema,
  eventosAdminSchema,
  eventoVarianteInputSchema,
} from '@vidriera/domain/schemas/evento-admin';
import { createBackOfficeKit } from '../back-office/route-kit.ts';
import {
  addEventoFecha,
  addEventoVariante,
  createEvento,
  getEventoAdmin,
  listEventosAdmin,
  updateEvento,
  updateEventoFecha,
  updateEventoVariante,
} from './merchant-eventos.ts';

export const EVENTOS_TAGS = ['eventos (back office)'];
export const eventosErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
export const comercioParams = z.object({ configRestoId: idParamSchema });
const eventoParams = z.object({ configRestoId: idParamSchema, eventoId: idParamSchema });
const fechaParams = eventoParams.extend({ fechaId: idParamSchema });
const varianteParams = eventoParams.extend({ varianteId: idParamSchema });

/**
 * Events back office: the business's events with their dates (capacity) and variants. Everyone who runs the
 * business reads them (the sales screens filter by them); only its owner (or a platform admin) changes them.
 * Every change is audited and, once committed, announced so the public board shows it at once.
 */
export const eventosMerchantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  const { contextOf, write } = createBackOfficeKit(app);

  app.get(
    '/merchant/eventos/:configRestoId',
    {
      config: { comercio: 'staff' },
      schema: {
        tags: EVENTOS_TAGS,
        summary: "The business's events with every date and variant (upcoming first), and its time zone",
        params: comercioParams,
        response: { 200: eventosAdminSchema, ...eventosErrors },
      },
    },
    async (request) => listEventosAdmin(db, request.comercio, now()),
  );

  app.post(
    '/merchant/eventos/:configRestoId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EVENTOS_TAGS,
        summary: 'Create an event (owner); its dates and variants are added with their own calls',
        description: 'importe in pesos; urlFoto from POST merchant/imagenes?tipo=evento, or an https URL.',
        params: comercioParams,
        body: eventoAdminInputSchema,
        response: { 201: eventoAdminSchema, ...eventosErrors },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => createEvento(ctx, request.body)));
    },
  );

  app.get(
    '/merchant/eventos/:configRestoId/:eventoId',
    {
      config: { comercio: 'staff' },
      schema: {
        tags: EVENTOS_TAGS,
        summary: 'One event of the business with every date and variant',
        params: eventoParams,
        response: { 200: eventoAdminSchema, ...eventosErrors },
      },
    },
    async (request) => getEventoAdmin(db, request.comercio, request.params.eventoId),
  );

  app.put(
    '/merchant/eventos/:configRestoId/:eventoId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EVENTOS_TAGS,
        summary: 'Replace the event (owner): title, description, photo, type, price, published, annulled',
        params: eventoParams,
        body: eventoAdminInputSchema,
        response: { 200: eventoAdminSchema, ...eventosErrors },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return write(() => updateEvento(ctx, request.params.eventoId, request.body));
    },
  );

  app.post(
    '/merchant/eventos/:configRestoId/:eventoId/fechas',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EVENTOS_TAGS,
        summary: 'Add a date (owner): fechaHora as the business wall clock (YYYY-MM-DDTHH:mm), capacity',
        description: 'capacidad null: no limit. A date in the past is a 400. Answers the whole event.',
        params: eventoParams,
        body: eventoFechaInputSchema,
        response: { 201: eventoAdminSchema, ...eventosErrors },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => addEventoFecha(ctx, request.params.eventoId, request.body)));
    },
  );

  app.put(
    '/merchant/eventos/:configRestoId/:eventoId/fechas/:fechaId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EVENTOS_TAGS,
        summary: 'Change a date (owner): time, capacity (never below the places sold: 409), annulled',
        params: fechaParams,
        body: eventoFechaInputSchema,
        response: { 200: eventoAdminSchema, ...eventosErrors },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { eventoId, fechaId } = request.params;
      return write(() => updateEventoFecha(ctx, eventoId, fechaId, request.body));
    },
  );

  app.post(
    '/merchant/eventos/:configRestoId/:eventoId/variantes',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EVENTOS_TAGS,
        summary: "Add a variant (owner): title, price, soloOnline, horaHasta 'HH:mm' on the event day",
        params: eventoParams,
        body: eventoVarianteInputSchema,
        response: { 201: eventoAdminSchema, ...eventosErrors },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => addEventoVariante(ctx, request.params.eventoId, request.body)));
    },
  );

  app.put(
    '/merchant/eventos/:configRestoId/:eventoId/variantes/:varianteId',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: EVENTOS_TAGS,
        summary: 'Change a variant (owner), or annul it',
        params: varianteParams,
        body: eventoVarianteInputSchema,
        response: { 200: eventoAdminSchema, ...eventosErrors },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { eventoId, varianteId } = request.params;
      return write(() => updateEventoVariante(ctx, eventoId, varianteId, request.body));
    },
  );
};
