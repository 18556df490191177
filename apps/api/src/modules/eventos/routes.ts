import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  comprarOperation,
  getCarteleraDiaOperation,
  getCarteleraOperation,
  getCompraTicketOperation,
  getComprasTicketsComercioOperation,
  getComprasTicketsOperation,
  getEventoFechaOperation,
  getEventoLinkOperation,
  getEventoOperation,
  getInfoPagoVentaOperation,
  prepareVentaPagoOperation,
  comprasEventosRoute,
  carteleraSchema,
} from '@vidriera/domain/eventos';
import { errorResponses } from '../../plugins/errors.ts';
import { requireVerifiedPhone } from '../cuentas/public.ts';
import { sendSerializedJson, serializeJson } from '../../plugins/response-cache.ts';
import { routeOf } from '../../route-of.ts';
import { getSiteByDomain } from '../sites/public.ts';
import { getCartelera, getEventoCartelera, resolveComercio, resolveEventoLink } from './cartelera.ts';
import { comprar } from './comprar.ts';
import { sseTokenQuerySchema, streamOf } from '../../plugins/events.ts';
import { ventaChanges } from './notify.ts';
import { getInfoPagoVenta, prepareVentaPago, registerVentaPaymentTarget } from './venta-pago.ts';
import { getOwnVenta, listOwnVentas } from './ventas.ts';
import { eventosBackOfficeRoutes } from './back-office-routes.ts';
import { eventosVentasBackOfficeRoutes } from './back-office-ventas-routes.ts';

const errors = errorResponses(400, 404);

/** Response cache keys of the events boards and events' dates (cleared on every sale change). */
const BOARD_CACHE_PREFIX = 'cartelera:';
const authErrors = errorResponses(400, 401, 403, 404);

/**
 * The customer's events and tickets calls (spec 02 §7 Events and tickets), scoped to the site of the request's
 * Host: the board (public), the purchase, the buyer's purchases and their online payment. The board and an
 * event's dates are hot reads: they are answered from the response cache, which every process clears of them
 * on every sale change (venta_changed, sent when the change commits; this process at once after a purchase),
 * so their remaining places stay exact, and of everything on a catalogue write (the merchant's event changes).
 */
export const eventosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  const siteOf = (hostName: string) =>
    app.responseCache.getOrCompute(`site-row:${hostName}`, () => getSiteByDomain(db, hostName, config.DEFAULT_SITE));
  const guarded = { onRequest: app.requireUser };
  await app.deps.database.listen(ventaChanges.channel, () => app.responseCache.clearPrefix(BOARD_CACHE_PREFIX));
  /** A board (or one event's dates) as cached JSON, shaped by the board's schema before it is kept. */
  const sendBoard = async (
    request: FastifyRequest,
    reply: FastifyReply,
    which: string,
    compute: (site: Awaited<ReturnType<typeof siteOf>>) => Promise<unknown>,
  ) => {
    const key = `${BOARD_CACHE_PREFIX}${request.hostName}:${which.toLowerCase()}`;
    const body = await app.responseCache.getOrCompute(key, async () =>
      serializeJson(carteleraSchema.parse(await compute(await siteOf(request.hostName)))),
    );
    return sendSerializedJson(reply, body);
  };
  const originOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
  registerVentaPaymentTarget(app.payments);

  const boardDescription =
    'Published events from today through one year ahead in the business time zone, grouped by day ' +
    "('YYYY-MM-DD'), each date with its remaining places (agotado when none) and variants; plus the header and " +
    'the payment methods offered for tickets. The business is named by id or carpeta; another site’s is a 404.';
  app.route({
    ...routeOf(getCarteleraOperation, {
      tags: ['eventos'],
      summary: "A business's events board",
      description: boardDescription,
      response: errors,
    }),
    handler: async (request, reply) =>
      sendBoard(request, reply, request.params.commerceId, async (site) =>
        getCartelera(db, await resolveComercio(db, site, request.params.commerceId), now()),
      ),
  });
  app.route({
    ...routeOf(getCarteleraDiaOperation, {
      tags: ['eventos'],
      summary: "A business's events of one day (YYYY-MM-DD, in its time zone)",
      description: 'The board narrowed to one day: no days when the date is outside today..one year ahead.',
      response: errors,
    }),
    handler: async (request, reply) => {
      const { commerceId, date } = request.params;
      return sendBoard(request, reply, `${commerceId}:${date}`, async (site) =>
        getCartelera(db, await resolveComercio(db, site, commerceId), now(), { fecha: date }),
      );
    },
  });

  const eventoDescription =
    'The board shape with only this event. 404 when the event is not published on this business; no days ' +
    "when it has no date left ('No hay entradas disponibles').";
  app.route({
    ...routeOf(getEventoOperation, {
      tags: ['eventos'],
      summary: "One event's upcoming dates",
      description: eventoDescription,
      response: errors,
    }),
    handler: async (request, reply) => {
      const { carpeta, eventoId } = request.params;
      return sendBoard(request, reply, `${carpeta}:evento:${eventoId}`, async (site) =>
        getEventoCartelera(db, await resolveComercio(db, site, carpeta), now(), eventoId),
      );
    },
  });
  app.route({
    ...routeOf(getEventoFechaOperation, {
      tags: ['eventos'],
      summary: 'One event on one date: a YYYY-MM-DD date or the id of one of its dates (the deep link’s f=)',
      description: eventoDescription,
      response: errors,
    }),
    handler: async (request, reply) => {
      const { carpeta, eventoId, fecha } = request.params;
      return sendBoard(request, reply, `${carpeta}:evento:${eventoId}:${fecha}`, async (site) =>
        getEventoCartelera(db, await resolveComercio(db, site, carpeta), now(), eventoId, fecha),
      );
    },
  });

  app.route({
    ...routeOf(getEventoLinkOperation, {
      tags: ['eventos'],
      summary: 'The business of an event, for the deep link evento/?t=&e=&f= on a portal',
      description:
        'Answers { eventoId, configRestoId, carpeta } when the event is published and not annulled and its ' +
        'business is shown by this site and allows events; otherwise 404 (an event of a business on another ' +
        'site too).',
      response: errors,
    }),
    handler: async (request) => resolveEventoLink(db, await siteOf(request.hostName), request.params.eventoId),
  });

  app.route({
    ...routeOf(comprarOperation, {
      tags: ['eventos'],
      summary: 'Buy tickets: the server prices them and never sells past a date’s capacity',
      description:
        "Answers { id, estado, formaPagoId, importeTotal }. 400 with the spec's message when a check fails " +
        "('Completá todos los datos', 'Seleccione una forma de pago', 'La variante seleccionada ya no está " +
        "disponible (venció el horario de anticipadas).', 'Verifique los datos ingresados'); 403 when the " +
        "account lacks a name or phone, or {error:'PhoneNotVerified'} on a site that verifies new phones while " +
        "the customer's is not verified; 409 'No hay entradas disponibles' when the places ran out. " +
        'precioUnitario and usuarioId sent are ignored. Transfer (5) starts in estado 0, online (3) in 5.',
      response: { ...authErrors, ...errorResponses(409, 429) },
    }),
    // Before body validation: an anonymous caller is told to log in, whatever it sent.
    ...guarded,
    config: { idempotent: true },
    preHandler: app.limitCustomerWrites('comprar'),
    handler: async (request) => {
      const site = await siteOf(request.hostName);
      requireVerifiedPhone(site, request.currentUser!, 'compra');
      const compra = await comprar({ db, now }, site, request.currentUser!, request.body, request.idempotency);
      // The buyer's next look at the board shows the places they took, before the announcement arrives.
      app.responseCache.clearPrefix(BOARD_CACHE_PREFIX);
      return compra;
    },
  });

  app.route({
    ...routeOf(getCompraTicketOperation, {
      tags: ['eventos'],
      summary: "One of the caller's purchases at a business, with its tickets (anyone else's is a 404)",
      response: authErrors,
    }),
    ...guarded,
    handler: async (request) =>
      getOwnVenta(db, await siteOf(request.hostName), request.currentUser!, request.params.carpeta, request.params.id),
  });

  const listSummary = "The caller's purchases on this site, newest first";
  app.route({
    ...routeOf(getComprasTicketsOperation, { tags: ['eventos'], summary: listSummary, response: authErrors }),
    ...guarded,
    handler: async (request) => listOwnVentas(db, await siteOf(request.hostName), request.currentUser!),
  });
  app.route({
    ...routeOf(getComprasTicketsComercioOperation, {
      tags: ['eventos'],
      summary: `${listSummary}, at one business (by id or carpeta: customer mode)`,
      response: authErrors,
    }),
    ...guarded,
    handler: async (request) => {
      const site = await siteOf(request.hostName);
      const comercio = await resolveComercio(db, site, request.params.id);
      return listOwnVentas(db, site, request.currentUser!, comercio.id);
    },
  });

  app.route({
    ...routeOf(getInfoPagoVentaOperation, {
      tags: ['eventos'],
      summary: "Payment info of one of the caller's purchases: additionalInfo (JSON text: preferenceId, publicKey)",
      description:
        "Prepares the checkout when PreparePedidoPago was not called. 404 for a purchase that is not the caller's; " +
        "409 'El pedido ya fue pagado' once paid; 409 when it is not pending payment.",
      response: { ...authErrors, ...errorResponses(409) },
    }),
    ...guarded,
    handler: async (request) =>
      getInfoPagoVenta(app.payments, request.currentUser!, request.params.id, originOf(request)),
  });
  app.route({
    ...routeOf(prepareVentaPagoOperation, {
      tags: ['eventos'],
      summary: "Prepares (or hands out again) the online payment of one of the caller's purchases in estado 5",
      description:
        "The amount is the purchase's total as the server computed it; the provider's approved payment moves it " +
        "from 5 to 1. 409 'El pedido ya fue pagado' when already paid; 404 for a purchase that is not the caller's.",
      response: { ...authErrors, ...errorResponses(409) },
    }),
    ...guarded,
    // Its answer is kept after it (decision 044): a second try hands out the same current checkout anyway.
    config: { idempotent: true },
    handler: async (request) =>
      prepareVentaPago(app.payments, request.currentUser!, request.body.id, originOf(request)),
  });

  app.route({
    method: comprasEventosRoute.method,
    url: comprasEventosRoute.path,
    schema: {
      tags: ['eventos'],
      summary: "Live status of the caller's purchases (Server-Sent Events)",
      description:
        "text/event-stream: 'ready' once, then a 'venta' event {ventaId, comercioId, usuarioId, estado, " +
        'estadoTexto} for every change of one of your purchases (paid, confirmed, cancelled). The token may come ' +
        'as ?token=.',
      querystring: sseTokenQuerySchema,
      response: errorResponses(401),
    },
    config: { sseToken: true },
    ...guarded,
    handler: async (request, reply) => {
      const userId = request.currentUser!.id;
      await app.openEventStream(reply, [streamOf(ventaChanges, (evento) => evento.usuarioId === userId)]);
    },
  });

  // The back office's events and ticket sales (/merchant/eventos/...).
  await app.register(eventosBackOfficeRoutes);
  await app.register(eventosVentasBackOfficeRoutes);
};
