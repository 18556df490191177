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
import type { UserRow } from '../../plugins/auth.ts';
import { requireManagedParam } from '../cuentas/param-guard.ts';
import { requireManagedComercio, type StaffRol } from '../cuentas/staff.ts';
import {
  addEventoFecha,
  addEventoVariante,
  createEvento,
  type EventosContext,
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

type GuardedRequest = { currentUser: UserRow | null; params: { configRestoId: number } };

/** The business and who acts, for a request already past requireManagedParam (with the same role). */
export function openEventosContext(app: { deps: { db: EventosContext['db']; now: () => Date } }, rol?: StaffRol) {
  return async (request: GuardedRequest): Promise<EventosContext> => {
    const user = request.currentUser!;
    const comercio = await requireManagedComercio(app.deps.db, user, request.params.configRestoId, rol);
    return { db: app.deps.db, comercio, actor: { id: user.id, userName: user.userName }, now: app.deps.now() };
  };
}

/**
 * Events back office: the business's events with their dates (capacity) and variants. Everyone who runs the
 * business reads them (the sales screens filter by them); only its owner (or a platform admin) changes them.
 * Every change is audited and, once committed, announced so the public board shows it at once.
 */
export const eventosMerchantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  const staffOnly = {
    onRequest: app.requireUser,
    preValidation: requireManagedParam(db),
    config: { backOffice: true },
  };
  const ownerOnly = {
    onRequest: app.requireUser,
    preValidation: requireManagedParam(db, 'owner'),
    config: { backOffice: true },
  };
  const staffContext = openEventosContext(app);
  const ownerContext = openEventosContext(app, 'owner');
  /** Runs a change and clears the cached public boards of every process once it is committed. */
  const write = async <T>(change: () => Promise<T>): Promise<T> => {
    const result = await change();
    await app.announceCatalogChange();
    return result;
  };

  app.get(
    '/merchant/eventos/:configRestoId',
    {
      ...staffOnly,
      schema: {
        tags: EVENTOS_TAGS,
        summary: "The business's events with every date and variant (upcoming first), and its time zone",
        params: comercioParams,
        response: { 200: eventosAdminSchema, ...eventosErrors },
      },
    },
    async (request) => {
      const ctx = await staffContext(request);
      return listEventosAdmin(db, ctx.comercio, now());
    },
  );

  app.post(
    '/merchant/eventos/:configRestoId',
    {
      ...ownerOnly,
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
      const ctx = await ownerContext(request);
      return reply.status(201).send(await write(() => createEvento(ctx, request.body)));
    },
  );

  app.get(
    '/merchant/eventos/:configRestoId/:eventoId',
    {
      ...staffOnly,
      schema: {
        tags: EVENTOS_TAGS,
        summary: 'One event of the business with every date and variant',
        params: eventoParams,
        response: { 200: eventoAdminSchema, ...eventosErrors },
      },
    },
    async (request) => {
      const ctx = await staffContext(request);
      return getEventoAdmin(db, ctx.comercio, request.params.eventoId);
    },
  );

  app.put(
    '/merchant/eventos/:configRestoId/:eventoId',
    {
      ...ownerOnly,
      schema: {
        tags: EVENTOS_TAGS,
        summary: 'Replace the event (owner): title, description, photo, type, price, published, annulled',
        params: eventoParams,
        body: eventoAdminInputSchema,
        response: { 200: eventoAdminSchema, ...eventosErrors },
      },
    },
    async (request) => {
      const ctx = await ownerContext(request);
      return write(() => updateEvento(ctx, request.params.eventoId, request.body));
    },
  );

  app.post(
    '/merchant/eventos/:configRestoId/:eventoId/fechas',
    {
      ...ownerOnly,
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
      const ctx = await ownerContext(request);
      return reply.status(201).send(await write(() => addEventoFecha(ctx, request.params.eventoId, request.body)));
    },
  );

  app.put(
    '/merchant/eventos/:configRestoId/:eventoId/fechas/:fechaId',
    {
      ...ownerOnly,
      schema: {
        tags: EVENTOS_TAGS,
        summary: 'Change a date (owner): time, capacity (never below the places sold: 409), annulled',
        params: fechaParams,
        body: eventoFechaInputSchema,
        response: { 200: eventoAdminSchema, ...eventosErrors },
      },
    },
    async (request) => {
      const ctx = await ownerContext(request);
      const { eventoId, fechaId } = request.params;
      return write(() => updateEventoFecha(ctx, eventoId, fechaId, request.body));
    },
  );

  app.post(
    '/merchant/eventos/:configRestoId/:eventoId/variantes',
    {
      ...ownerOnly,
      schema: {
        tags: EVENTOS_TAGS,
        summary: "Add a variant (owner): title, price, soloOnline, horaHasta 'HH:mm' on the event day",
        params: eventoParams,
        body: eventoVarianteInputSchema,
        response: { 201: eventoAdminSchema, ...eventosErrors },
      },
    },
    async (request, reply) => {
      const ctx = await ownerContext(request);
      return reply.status(201).send(await write(() => addEventoVariante(ctx, request.params.eventoId, request.body)));
    },
  );

  app.put(
    '/merchant/eventos/:configRestoId/:eventoId/variantes/:varianteId',
    {
      ...ownerOnly,
      schema: {
        tags: EVENTOS_TAGS,
        summary: 'Change a variant (owner), or annul it',
        params: varianteParams,
        body: eventoVarianteInputSchema,
        response: { 200: eventoAdminSchema, ...eventosErrors },
      },
    },
    async (request) => {
      const ctx = await ownerContext(request);
      const { eventoId, varianteId } = request.params;
      return write(() => updateEventoVariante(ctx, eventoId, varianteId, request.body));
    },
  );
};
