import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  abrirDiaOperation,
  anularSectorOperation,
  anularServicioOperation,
  cerrarDiaOperation,
  createSectorOperation,
  createServicioOperation,
  getOcupacionDiaOperation,
  getReservaConfigAdminOperation,
  registrarWalkInOperation,
  updateSectorOperation,
  updateServicioOperation,
  reservasComercioEventosRoute,
  walkInConflictSchema,
} from '@vidriera/domain/reservas';
import { idParamSchema } from '@vidriera/domain/common';
import { errorResponses } from '../../plugins/errors.ts';
import { sseTokenQuerySchema, streamOf } from '../../plugins/events.ts';
import { routeOf } from '../../route-of.ts';
import { createBackOfficeKit } from '../back-office/public.ts';
import {
  type ConfigDeps,
  closeDia,
  createServicio,
  getReservaConfigAdmin,
  openDia,
  updateServicio,
} from './back-office-config.ts';
import { reservaChanges } from './notify.ts';
import { getOcupacionDia } from './ocupacion.ts';
import { createSector, updateSector } from './back-office-sectores.ts';
import { registrarWalkIn } from './walk-in.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const comercioParams = z.object({ configRestoId: idParamSchema });
const tags = ['reservas (back office)'];

/**
 * The back office's newer reservation calls, under /api/merchant/reservas/{configRestoId}: the book's
 * occupancy and live changes and walk-ins (any staff of the business), and the set-up editor (services,
 * sectors, closed days: the owner only; reading it is everyone's, the book needs the sectors). Every change is
 * audited in its transaction.
 */
export const reservasBackOfficeRoutes: FastifyPluginAsyncZod<{ deps: ConfigDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const { actor } = createBackOfficeKit(app);

  app.route({
    ...routeOf(getOcupacionDiaOperation, {
      tags,
      summary: "A day's slots with the people seated in each sector at their start (the book's occupancy)",
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => getOcupacionDia(db, request.comercio, request.params.fecha),
  });

  app.route({
    method: reservasComercioEventosRoute.method,
    url: reservasComercioEventosRoute.path,
    schema: {
      tags,
      summary: "Live changes of the business's reservations (Server-Sent Events)",
      description:
        "text/event-stream: 'ready' once, then a 'reserva' event {id, usuarioId, estado, configRestoId} for every " +
        'booking, move and walk-in of the business; a comment every 25 s. The token may come as ?token=.',
      params: comercioParams,
      querystring: sseTokenQuerySchema,
      response: errorResponses(401, 403, 404),
    },
    config: { comercio: 'staff', sseToken: true },
    handler: async (request, reply) => {
      const { comercio } = request;
      await app.openEventStream(reply, [streamOf(reservaChanges, (reserva) => reserva.configRestoId === comercio.id)]);
    },
  });

  app.route({
    ...routeOf(registrarWalkInOperation, {
      tags,
      summary: 'Record a party that arrived without a booking (a fulfilled reservation holding its places)',
      description:
        'fechaHora defaults to now (at most 15 minutes ahead, 12 hours back). Counted under the sector lock ' +
        "like a booking: 409 'No hay disponibilidad' (detalle, disponibles) when the sector has no room.",
      response: { ...errors, 409: walkInConflictSchema },
    }),
    config: { comercio: 'staff' },
    handler: async (request) => registrarWalkIn(deps, request.comercio, request.currentUser!, request.body),
  });

  app.route({
    ...routeOf(getReservaConfigAdminOperation, {
      tags,
      summary: 'Services (annulled too), sectors with their capacity, and closed days from today',
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => getReservaConfigAdmin(db, request.comercio, deps.now()),
  });

  app.route({
    ...routeOf(createServicioOperation, { tags, summary: 'Create a service (owner only)', response: errors }),
    config: { comercio: 'owner' },
    handler: async (request) => createServicio(deps, request.comercio, actor(request), request.body),
  });

  app.route({
    ...routeOf(updateServicioOperation, {
      tags,
      summary: 'Update a service (owner only); bookings already made keep their durations',
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) =>
      updateServicio(deps, request.comercio, actor(request), request.params.servicioId, request.body),
  });

  app.route({
    ...routeOf(anularServicioOperation, {
      tags,
      summary: 'Annul a service (owner only): no new slots; bookings already made are kept',
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) =>
      updateServicio(deps, request.comercio, actor(request), request.params.servicioId, {
        activo: false,
      }),
  });

  app.route({
    ...routeOf(createSectorOperation, {
      tags,
      summary: 'Create a sector with its capacity (owner only)',
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => createSector(deps, request.comercio, actor(request), request.body),
  });

  app.route({
    ...routeOf(updateSectorOperation, {
      tags,
      summary: 'Update a sector (owner only)',
      description:
        'A capacity below what is already booked is saved anyway: afectadas lists the future reservations left ' +
        'over it (kept, for the business to call).',
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) =>
      updateSector(deps, request.comercio, actor(request), request.params.sectorId, request.body),
  });

  app.route({
    ...routeOf(anularSectorOperation, {
      tags,
      summary: 'Annul a sector (owner only): no new bookings; afectadas lists its future reservations (kept)',
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) =>
      updateSector(deps, request.comercio, actor(request), request.params.sectorId, {
        activo: false,
      }),
  });

  app.route({
    ...routeOf(cerrarDiaOperation, {
      tags,
      summary: 'Close a day to bookings, or change its reason (owner only)',
      description: 'afectadas lists the reservations already booked for that day (kept, for the business to call).',
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => closeDia(deps, request.comercio, actor(request), request.body),
  });

  app.route({
    ...routeOf(abrirDiaOperation, {
      tags,
      summary: 'Open a closed day to bookings again (owner only)',
      response: { 204: z.null(), ...errors },
    }),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      await openDia(deps, request.comercio, actor(request), request.params.fecha);
      return reply.status(204).send(null);
    },
  });
};
