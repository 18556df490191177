import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@vidriera/domain/schemas/common';
import {
  diaCerradoCambioSchema,
  diaCerradoSchema,
  ocupacionDiaSchema,
  reservaComercioSchema,
  reservaConfigAdminSchema,
  sectorAdminSchema,
  sectorCambioSchema,
  sectorInputSchema,
  servicioAdminSchema,
  servicioInputSchema,
  walkInConflictSchema,
  walkInRequestSchema,
} from '@vidriera/domain/schemas/reserva-admin';
import { sseTokenQuerySchema, streamOf } from '../../plugins/events.ts';
import {
  type ConfigDeps,
  closeDia,
  createServicio,
  getReservaConfigAdmin,
  openDia,
  updateServicio,
} from './config-admin.ts';
import { fechaParamSchema } from './eventos-del-dia.ts';
import { actorOf } from './comercio-routes.ts';
import { reservaChanges } from './notify.ts';
import { getOcupacionDia } from './ocupacion.ts';
import { createSector, updateSector } from './sectores-admin.ts';
import { registrarWalkIn } from './walk-in.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const comercioParams = z.object({ configRestoId: idParamSchema });
const servicioParams = z.object({ configRestoId: idParamSchema, servicioId: idParamSchema });
const sectorParams = z.object({ configRestoId: idParamSchema, sectorId: idParamSchema });
const tags = ['reservas (back office)'];

/**
 * The back office's newer reservation calls, under /api/merchant/reservas/{configRestoId}: the book's
 * occupancy and live changes and walk-ins (any staff of the business), and the set-up editor (services,
 * sectors, closed days: the owner only; reading it is everyone's, the book needs the sectors). Every change is
 * audited in its transaction.
 */
export const reservasMerchantRoutes: FastifyPluginAsyncZod<{ deps: ConfigDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/merchant/reservas/:configRestoId/ocupacion/:fecha',
    {
      schema: {
        tags,
        summary: "A day's slots with the people seated in each sector at their start (the book's occupancy)",
        params: z.object({ configRestoId: idParamSchema, fecha: fechaParamSchema }),
        response: { 200: ocupacionDiaSchema, ...errors },
      },
      config: { comercio: 'staff' },
    },
    async (request) => getOcupacionDia(db, request.comercio, request.params.fecha),
  );

  app.get(
    '/merchant/reservas/:configRestoId/eventos',
    {
      schema: {
        tags,
        summary: "Live changes of the business's reservations (Server-Sent Events)",
        description:
          "text/event-stream: 'ready' once, then a 'reserva' event {id, usuarioId, estado, configRestoId} for every " +
          'booking, move and walk-in of the business; a comment every 25 s. The token may come as ?token=.',
        params: comercioParams,
        querystring: sseTokenQuerySchema,
        response: { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
      config: { comercio: 'staff', sseToken: true },
    },
    async (request, reply) => {
      const { comercio } = request;
      await app.openEventStream(reply, [streamOf(reservaChanges, (reserva) => reserva.configRestoId === comercio.id)]);
    },
  );

  app.post(
    '/merchant/reservas/:configRestoId/walk-in',
    {
      schema: {
        tags,
        summary: 'Record a party that arrived without a booking (a fulfilled reservation holding its places)',
        description:
          'fechaHora defaults to now (at most 15 minutes ahead, 12 hours back). Counted under the sector lock ' +
          "like a booking: 409 'No hay disponibilidad' (detalle, disponibles) when the sector has no room.",
        params: comercioParams,
        body: walkInRequestSchema,
        response: { 200: reservaComercioSchema, ...errors, 409: walkInConflictSchema },
      },
      config: { comercio: 'staff' },
    },
    async (request) => registrarWalkIn(deps, request.comercio, request.currentUser!, request.body),
  );

  app.get(
    '/merchant/reservas/:configRestoId/config',
    {
      schema: {
        tags,
        summary: 'Services (annulled too), sectors with their capacity, and closed days from today',
        params: comercioParams,
        response: { 200: reservaConfigAdminSchema, ...errors },
      },
      config: { comercio: 'staff' },
    },
    async (request) => getReservaConfigAdmin(db, request.comercio, deps.now()),
  );

  app.post(
    '/merchant/reservas/:configRestoId/servicios',
    {
      schema: {
        tags,
        summary: 'Create a service (owner only)',
        params: comercioParams,
        body: servicioInputSchema,
        response: { 200: servicioAdminSchema, ...errors },
      },
      config: { comercio: 'owner' },
    },
    async (request) => createServicio(deps, request.comercio, actorOf(request.currentUser!), request.body),
  );

  app.put(
    '/merchant/reservas/:configRestoId/servicios/:servicioId',
    {
      schema: {
        tags,
        summary: 'Update a service (owner only); bookings already made keep their durations',
        params: servicioParams,
        body: servicioInputSchema,
        response: { 200: servicioAdminSchema, ...errors },
      },
      config: { comercio: 'owner' },
    },
    async (request) =>
      updateServicio(deps, request.comercio, actorOf(request.currentUser!), request.params.servicioId, request.body),
  );

  app.delete(
    '/merchant/reservas/:configRestoId/servicios/:servicioId',
    {
      schema: {
        tags,
        summary: 'Annul a service (owner only): no new slots; bookings already made are kept',
        params: servicioParams,
        response: { 200: servicioAdminSchema, ...errors },
      },
      config: { comercio: 'owner' },
    },
    async (request) =>
      updateServicio(deps, request.comercio, actorOf(request.currentUser!), request.params.servicioId, {
        activo: false,
      }),
  );

  app.post(
    '/merchant/reservas/:configRestoId/sectores',
    {
      schema: {
        tags,
        summary: 'Create a sector with its capacity (owner only)',
        params: comercioParams,
        body: sectorInputSchema,
        response: { 200: sectorAdminSchema, ...errors },
      },
      config: { comercio: 'owner' },
    },
    async (request) => createSector(deps, request.comercio, actorOf(request.currentUser!), request.body),
  );

  app.put(
    '/merchant/reservas/:configRestoId/sectores/:sectorId',
    {
      schema: {
        tags,
        summary: 'Update a sector (owner only)',
        description:
          'A capacity below what is already booked is saved anyway: afectadas lists the future reservations left ' +
          'over it (kept, for the business to call).',
        params: sectorParams,
        body: sectorInputSchema,
        response: { 200: sectorCambioSchema, ...errors },
      },
      config: { comercio: 'owner' },
    },
    async (request) =>
      updateSector(deps, request.comercio, actorOf(request.currentUser!), request.params.sectorId, request.body),
  );

  app.delete(
    '/merchant/reservas/:configRestoId/sectores/:sectorId',
    {
      schema: {
        tags,
        summary: 'Annul a sector (owner only): no new bookings; afectadas lists its future reservations (kept)',
        params: sectorParams,
        response: { 200: sectorCambioSchema, ...errors },
      },
      config: { comercio: 'owner' },
    },
    async (request) =>
      updateSector(deps, request.comercio, actorOf(request.currentUser!), request.params.sectorId, {
        activo: false,
      }),
  );

  app.post(
    '/merchant/reservas/:configRestoId/dias-cerrados',
    {
      schema: {
        tags,
        summary: 'Close a day to bookings, or change its reason (owner only)',
        description: 'afectadas lists the reservations already booked for that day (kept, for the business to call).',
        params: comercioParams,
        body: diaCerradoSchema,
        response: { 200: diaCerradoCambioSchema, ...errors },
      },
      config: { comercio: 'owner' },
    },
    async (request) => closeDia(deps, request.comercio, actorOf(request.currentUser!), request.body),
  );

  app.delete(
    '/merchant/reservas/:configRestoId/dias-cerrados/:fecha',
    {
      schema: {
        tags,
        summary: 'Open a closed day to bookings again (owner only)',
        params: z.object({ configRestoId: idParamSchema, fecha: fechaParamSchema }),
        response: { 204: z.null(), ...errors },
      },
      config: { comercio: 'owner' },
    },
    async (request, reply) => {
      await openDia(deps, request.comercio, actorOf(request.currentUser!), request.params.fecha);
      return reply.status(204).send(null);
    },
  );
};
