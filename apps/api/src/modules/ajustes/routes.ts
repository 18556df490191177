import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ajustesContactoOperation,
  ajustesDatosOperation,
  ajustesDemoraOperation,
  ajustesEnlacesOperation,
  ajustesEnviosOperation,
  ajustesEstadoOperation,
  ajustesFuncionesOperation,
  ajustesHorariosOperation,
  ajustesLogoOperation,
  ajustesMercadoPagoOperation,
  ajustesOperation,
  ajustesPagosOperation,
  deleteMercadoPagoOperation,
  type ajustesComercioSchema,
} from '@vidriera/domain/ajustes';
import type { Operation } from '@vidriera/domain/common';
import type { ComercioAccess } from '../../plugins/back-office-guard.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { changeLogo } from './logo.ts';
import { changeEnlaces, changeEnvios, changeEstado, changeMercadoPago } from './sections.ts';
import { type AjustesDeps, changeAjustes, findRol, getAjustes, updateColumns } from './service.ts';

/** A section's PUT: the business's id in the path, the section's body, the whole settings as the answer. */
type SectionOperation = Operation<
  'PUT',
  string,
  typeof ajustesOperation.params,
  z.ZodType,
  typeof ajustesComercioSchema,
  undefined
>;
const errors = errorResponses(400, 401, 403, 404);
const TAG = 'ajustes (back office)';

/**
 * Back office, Ajustes of a business: GET the whole settings, PUT one section at a time (each answers the whole
 * settings again). The owner (or a platform admin) changes everything; day-to-day staff only open/closed and the
 * delay, what the counter needs during service. Every change is audited and announced to the caches.
 */
export const ajustesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config } = app.deps;
  const deps: AjustesDeps = { db, now, announceCatalogChange: () => app.announceCatalogChange() };

  /** Registers PUT merchant/ajustes/{configRestoId}/{seccion}: apply the change, answer the settings as they are now. */
  function section<Op extends SectionOperation>(
    operation: Op,
    access: ComercioAccess,
    summary: string,
    apply: (input: z.output<Op['body']>, comercioId: number) => Parameters<typeof changeAjustes>[4],
    action: string,
  ) {
    app.route({
      ...routeOf(operation as SectionOperation, { tags: [TAG], summary, response: errors }),
      config: { comercio: access },
      handler: async (request) => {
        const { comercio } = request;
        const user = request.currentUser!;
        await changeAjustes(deps, user, comercio.id, action, apply(request.body as z.output<Op['body']>, comercio.id));
        return getAjustes(db, comercio.id, await findRol(db, user, comercio.id), now());
      },
    });
  }

  app.route({
    ...routeOf(ajustesOperation, {
      tags: [TAG],
      summary: "A business's settings, every section (MercadoPago secrets only by their last 4 characters)",
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => {
      const { comercio } = request;
      const user = request.currentUser!;
      return getAjustes(db, comercio.id, await findRol(db, user, comercio.id), now());
    },
  });

  section(
    ajustesEstadoOperation,
    'staff',
    'Open or closed now regardless of the schedule (optionally until a time of the business), or back to it',
    (input) => changeEstado(input, now()),
    'comercio.estado',
  );
  section(
    ajustesDemoraOperation,
    'staff',
    'The estimated delay (minutes) customers see, and whether it is hidden',
    (input) => updateColumns({ demora: input.demora, ocultaDemora: input.ocultaDemora }),
    'comercio.demora',
  );
  section(
    ajustesHorariosOperation,
    'owner',
    'The weekly schedule (HH:mm windows, across midnight allowed, no overlaps) and its text',
    (input) => updateColumns({ horarios: input.horarios, horariosText: input.horariosText }),
    'comercio.horarios',
  );
  section(
    ajustesPagosOperation,
    'owner',
    'Payment methods of orders: card at home, MercadoPago, online checkout, bank transfer (alias and phone)',
    (input) =>
      updateColumns({
        pTarjetaDomicilio: input.pTarjetaDomicilio,
        pMercadoPago: input.pMercadoPago,
        mpOnline: input.mp_Online,
        pTransferencia: input.pTransferencia,
        pTransferenciaAlias: input.pTransferencia_Alias,
        pTransferenciaTelefono: input.pTransferencia_Telefono,
        ...(input.minutosEsperaPago === undefined ? {} : { minutosEsperaPago: input.minutosEsperaPago }),
        ...(input.maxLugaresImpagos === undefined ? {} : { maxLugaresImpagos: input.maxLugaresImpagos }),
      }),
    'comercio.pagos',
  );
  section(
    ajustesMercadoPagoOperation,
    'owner',
    "The business's own MercadoPago account (fields left empty keep their stored value); never answered in full",
    (input) => changeMercadoPago(input, now()),
    'comercio.mercadopago',
  );
  section(
    ajustesEnviosOperation,
    'owner',
    'The delivery cost note and the delivery zones (polygons or circles, price in pesos), replaced as a whole',
    (input) => changeEnvios(input),
    'comercio.envios',
  );
  section(
    ajustesFuncionesOperation,
    'owner',
    'Feature flags (permite*), takeaway-only and digital business',
    (input) => updateColumns(input),
    'comercio.funciones',
  );
  section(
    ajustesContactoOperation,
    'owner',
    'Phone and contact data (Facebook, Instagram, WhatsApp, phone, e-mail)',
    (input) => updateColumns({ telefono: input.telefono, contacto: input.contacto }),
    'comercio.contacto',
  );
  section(
    ajustesEnlacesOperation,
    'owner',
    'External links (type 1 menu, 2 home page, 3 footer), replaced as a whole in the order given',
    (input) => changeEnlaces(input),
    'comercio.enlaces',
  );
  section(
    ajustesDatosOperation,
    'owner',
    'Name, descriptions, address, map position, search engine texts and time zone',
    (input) => updateColumns(input),
    'comercio.datos',
  );
  section(
    ajustesLogoOperation,
    'owner',
    'The logo: an image uploaded with POST merchant/imagenes/{configRestoId}?tipo=logo (its url), or null',
    (input, comercioId) => changeLogo(config.DATA_DIR, comercioId, input.logoUrl),
    'comercio.logo',
  );

  app.route({
    ...routeOf(deleteMercadoPagoOperation, {
      tags: [TAG],
      summary: "Disconnects the business's own MercadoPago account: its payments go to the platform again",
      response: errors,
    }),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const { comercio } = request;
      const user = request.currentUser!;
      await changeAjustes(deps, user, comercio.id, 'comercio.mercadopago', changeMercadoPago(null, now()));
      return getAjustes(db, comercio.id, await findRol(db, user, comercio.id), now());
    },
  });
};
