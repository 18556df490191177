import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backOfficeAddEventoFechaOperation,
  backOfficeAddEventoVarianteOperation,
  backOfficeCreateEventoOperation,
  backOfficeGetEventoOperation,
  backOfficeGetEventosOperation,
  backOfficeUpdateEventoFechaOperation,
  backOfficeUpdateEventoOperation,
  backOfficeUpdateEventoVarianteOperation,
} from '@vidriera/domain/eventos';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { createBackOfficeKit } from '../back-office/public.ts';
import {
  addEventoFecha,
  addEventoVariante,
  createEvento,
  getEventoAdmin,
  listEventosAdmin,
  updateEvento,
  updateEventoFecha,
  updateEventoVariante,
} from './back-office-eventos.ts';

export const EVENTOS_TAGS = ['eventos (back office)'];
export const eventosErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * Events back office: the business's events with their dates (capacity) and variants. Everyone who runs the
 * business reads them (the sales screens filter by them); only its owner (or a platform admin) changes them.
 * Every change is audited and, once committed, announced so the public board shows it at once.
 */
export const eventosBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  const { contextOf, write } = createBackOfficeKit(app);

  app.route({
    ...routeOf(backOfficeGetEventosOperation, {
      tags: EVENTOS_TAGS,
      summary: "The business's events with every date and variant (upcoming first), and its time zone",
      response: eventosErrors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => listEventosAdmin(db, request.comercio, now()),
  });

  app.route({
    ...routeOf(backOfficeCreateEventoOperation, {
      tags: EVENTOS_TAGS,
      summary: 'Create an event (owner); its dates and variants are added with their own calls',
      description: 'importe in pesos; urlFoto from POST merchant/imagenes?tipo=evento, or an https URL.',
      status: 201,
      response: eventosErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => createEvento(ctx, request.body)));
    },
  });

  app.route({
    ...routeOf(backOfficeGetEventoOperation, {
      tags: EVENTOS_TAGS,
      summary: 'One event of the business with every date and variant',
      response: eventosErrors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => getEventoAdmin(db, request.comercio, request.params.eventoId),
  });

  app.route({
    ...routeOf(backOfficeUpdateEventoOperation, {
      tags: EVENTOS_TAGS,
      summary: 'Replace the event (owner): title, description, photo, type, price, published, annulled',
      response: eventosErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const ctx = contextOf(request);
      return write(() => updateEvento(ctx, request.params.eventoId, request.body));
    },
  });

  app.route({
    ...routeOf(backOfficeAddEventoFechaOperation, {
      tags: EVENTOS_TAGS,
      summary: 'Add a date (owner): fechaHora as the business wall clock (YYYY-MM-DDTHH:mm), capacity',
      description: 'capacidad null: no limit. A date in the past is a 400. Answers the whole event.',
      status: 201,
      response: eventosErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => addEventoFecha(ctx, request.params.eventoId, request.body)));
    },
  });

  app.route({
    ...routeOf(backOfficeUpdateEventoFechaOperation, {
      tags: EVENTOS_TAGS,
      summary: 'Change a date (owner): time, capacity (never below the places sold: 409), annulled',
      response: eventosErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const ctx = contextOf(request);
      const { eventoId, fechaId } = request.params;
      return write(() => updateEventoFecha(ctx, eventoId, fechaId, request.body));
    },
  });

  app.route({
    ...routeOf(backOfficeAddEventoVarianteOperation, {
      tags: EVENTOS_TAGS,
      summary: "Add a variant (owner): title, price, soloOnline, horaHasta 'HH:mm' on the event day",
      status: 201,
      response: eventosErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      return reply.status(201).send(await write(() => addEventoVariante(ctx, request.params.eventoId, request.body)));
    },
  });

  app.route({
    ...routeOf(backOfficeUpdateEventoVarianteOperation, {
      tags: EVENTOS_TAGS,
      summary: 'Change a variant (owner), or annul it',
      response: eventosErrors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const ctx = contextOf(request);
      const { eventoId, varianteId } = request.params;
      return write(() => updateEventoVariante(ctx, eventoId, varianteId, request.body));
    },
  });
};
