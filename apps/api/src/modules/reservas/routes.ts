import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anularReservaOperation,
  getEventosDelDiaOperation,
  getHorariosDisponiblesOperation,
  getReservaOperation,
  getReservasActivasByCarpetaOperation,
  getReservasActivasOperation,
  getReservasByCarpetaOperation,
  getReservasOperation,
  reservarOperation,
} from '@vidriera/domain/reservas';
import { CATALOG_CHANGED, sendSerializedJson, serializeJson } from '../../plugins/response-cache.ts';
import { routeOf } from '../../route-of.ts';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import { COMERCIO_NOT_FOUND, selectById } from '../comercios/public.ts';
import { requireVerifiedPhone } from '../cuentas/public.ts';
import { getSiteByDomain } from '../sites/public.ts';
import { loadHorariosInputs, toHorariosDisponibles } from './availability.ts';
import { AvailabilityCache } from './availability-cache.ts';
import { reservar } from './booking.ts';
import { listEventosDelDia } from './eventos-del-dia.ts';
import { reservasBackOfficeDiaRoutes } from './back-office-dia-routes.ts';
import { reservasLiveRoutes } from './live-routes.ts';
import { reservasBackOfficeRoutes } from './back-office-routes.ts';
import { reservaChanges } from './notify.ts';
import {
  cancelOwnReserva,
  getOwnReserva,
  listReservas,
  listReservasActivas,
  type ReservasDeps,
  toReservaConEntrada,
} from './service.ts';

const errors = errorResponses(400, 404);
const authErrors = errorResponses(400, 401, 404);

/**
 * The customer's reservation calls (spec 02 §7), scoped to the site of the request's Host, their live stream
 * (live-routes.ts) and the back office's (back-office-dia-routes.ts, back-office-routes.ts). Availability answers are cached (availability-cache.ts): they only change
 * when the clock crosses a minute or a reservation, or the catalogue, changes; every process clears its cache
 * on reserva_changed and CATALOG_CHANGED.
 */
export const reservasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, database, now } = app.deps;
  const siteOf = (hostName: string) => getSiteByDomain(db, hostName, config.DEFAULT_SITE);

  const availabilityCache = new AvailabilityCache(now);
  await database.listen(reservaChanges.channel, () => availabilityCache.clear());
  await database.listen(CATALOG_CHANGED, () => availabilityCache.clear());
  // Changes announced while this process's LISTEN connection was lost were missed.
  database.onListenRestored(() => availabilityCache.clear());
  const deps: ReservasDeps = { db, now, onChanged: () => availabilityCache.clear() };

  app.route({
    ...routeOf(getHorariosDisponiblesOperation, {
      tags: ['reservas'],
      summary: "A day's bookable slots with each sector's places left for the party, the sectors and services",
      description:
        "fechaHora names the day: YYYY-MM-DD, or a date-time (with an offset it is read in the merchant's " +
        "zone). Each slot's hora is ISO 8601 with the merchant's offset; disabled slots are listed too. " +
        "400 'No se permiten realizar reservas en este comercio' when the business takes no reservations; 404 " +
        "for a business the Host's site does not show.",
      response: errors,
    }),
    // A read with a body: the same request is answered again by the fast path while its answer is cached.
    config: { fastPath: true },
    handler: async (request, reply) => {
      const { configRestoId, fechaHora, cantidadPersonas } = request.body;
      const dayKey = `${request.hostName}|${configRestoId}|${fechaHora.trim()}`;
      const body = await availabilityCache.getAnswer(`${dayKey}|${cantidadPersonas}`, async () => {
        const day = await availabilityCache.getDay(dayKey, async () =>
          loadHorariosInputs(db, await siteOf(request.hostName), configRestoId, fechaHora),
        );
        return serializeJson(toHorariosDisponibles(day, cantidadPersonas, now()));
      });
      return sendSerializedJson(reply, body, availabilityCache);
    },
  });

  app.route({
    ...routeOf(reservarOperation, {
      tags: ['reservas'],
      summary: 'Book a table (the slot, sector and party are checked again, and the places counted under lock)',
      description:
        "400 with the spec's message when a check fails (same order as the form: past date, party size, sector, " +
        "slot, sector's places). With an eventoId (a reservation from an event link) the reservation is that " +
        "night's local event entry, importe 3000 per person, answered as entradaLocal; 400 'El evento no es " +
        "válido' or 'El evento no es en la fecha de la reserva' otherwise. " +
        "409 'No hay disponibilidad' when the places were taken meanwhile (detalle " +
        "says which check failed). 403 {error:'PhoneNotVerified'} on a site that verifies new phones, while " +
        "the customer's is not verified.",
      response: { ...authErrors, ...errorResponses(403, 409, 429) },
    }),
    // Before body validation: an anonymous caller is told to log in, whatever it sent.
    onRequest: app.requireUser,
    config: { idempotent: true },
    preHandler: app.limitCustomerWrites('reservar'),
    handler: async (request) => {
      const site = await siteOf(request.hostName);
      requireVerifiedPhone(site, request.currentUser!, 'reserva');
      return reservar(deps, site, request.currentUser!, request.body, request.idempotency);
    },
  });

  const guarded = { onRequest: app.requireUser };
  const listDocs = (summary: string) => ({ tags: ['reservas'], summary, response: authErrors });

  app.route({
    ...routeOf(getReservasOperation, listDocs("The caller's reservations, latest date first")),
    ...guarded,
    handler: async (request) => listReservas(db, await siteOf(request.hostName), request.currentUser!),
  });
  app.route({
    ...routeOf(getReservasByCarpetaOperation, listDocs("The caller's reservations at one business (customer mode)")),
    ...guarded,
    handler: async (request) =>
      listReservas(db, await siteOf(request.hostName), request.currentUser!, request.params.carpeta),
  });
  app.route({
    ...routeOf(
      getReservasActivasOperation,
      listDocs("The caller's current reservations (estado 0 or 1, time not past), soonest first"),
    ),
    ...guarded,
    handler: async (request) => listReservasActivas(db, await siteOf(request.hostName), request.currentUser!, now()),
  });
  app.route({
    ...routeOf(
      getReservasActivasByCarpetaOperation,
      listDocs("The caller's current reservations at one business (customer mode)"),
    ),
    ...guarded,
    handler: async (request) =>
      listReservasActivas(db, await siteOf(request.hostName), request.currentUser!, now(), request.params.carpeta),
  });

  app.route({
    ...routeOf(getEventosDelDiaOperation, {
      tags: ['reservas'],
      summary: "The business's events of a day, for the reservation form's banner",
      description:
        'Published events of that calendar day in the business time zone (none when it does not allow events).',
      response: errors,
    }),
    handler: async (request) => {
      const comercio = await selectById(db, await siteOf(request.hostName), request.params.configRestoId);
      if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
      return listEventosDelDia(db, comercio, request.params.fecha);
    },
  });

  app.route({
    ...routeOf(getReservaOperation, {
      tags: ['reservas'],
      summary: "One of the caller's reservations (anyone else's is a 404)",
      response: authErrors,
    }),
    ...guarded,
    handler: async (request) =>
      toReservaConEntrada(
        db,
        await getOwnReserva(db, await siteOf(request.hostName), request.currentUser!, request.params.id),
      ),
  });
  app.route({
    ...routeOf(anularReservaOperation, {
      tags: ['reservas'],
      summary: 'The owner cancels a received or confirmed reservation (estado → 3)',
      description: "409 for any other estado; 404 for a reservation that is not the caller's.",
      response: { ...authErrors, ...errorResponses(409) },
    }),
    ...guarded,
    handler: async (request) =>
      cancelOwnReserva(deps, await siteOf(request.hostName), request.currentUser!, request.params.id),
  });

  await app.register(reservasLiveRoutes);
  await app.register(reservasBackOfficeDiaRoutes, { deps });
  await app.register(reservasBackOfficeRoutes, {
    deps: { ...deps, announceCatalogChange: () => app.announceCatalogChange() },
  });
};
