import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ajustesComercioSchema } from '@vidriera/domain/schemas/ajustes/comercio';
import { ajustesContactoInputSchema } from '@vidriera/domain/schemas/ajustes/contacto';
import { ajustesDatosInputSchema, ajustesLogoInputSchema } from '@vidriera/domain/schemas/ajustes/datos';
import { ajustesEnlacesInputSchema } from '@vidriera/domain/schemas/ajustes/enlaces';
import { ajustesEnviosInputSchema } from '@vidriera/domain/schemas/ajustes/envios';
import {
  ajustesDemoraInputSchema,
  ajustesEstadoInputSchema,
  ajustesHorariosInputSchema,
} from '@vidriera/domain/schemas/ajustes/estado';
import { ajustesFuncionesSchema } from '@vidriera/domain/schemas/ajustes/funciones';
import { ajustesMercadoPagoInputSchema, ajustesPagosInputSchema } from '@vidriera/domain/schemas/ajustes/pagos';
import { errorBodySchema, idParamSchema } from '@vidriera/domain/schemas/common';
import type { ComercioAccess } from '../../plugins/back-office-guard.ts';
import { changeLogo } from './logo.ts';
import { changeEnlaces, changeEnvios, changeEstado, changeMercadoPago } from './sections.ts';
import { type AjustesDeps, changeAjustes, findRol, getAjustes, updateColumns } from './service.ts';

const params = z.object({ configRestoId: idParamSchema });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
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
  function section<S extends z.ZodType>(
    url: string,
    access: ComercioAccess,
    summary: string,
    body: S,
    apply: (input: z.output<S>, comercioId: number) => Parameters<typeof changeAjustes>[4],
    action: string,
  ) {
    app.put(
      url,
      {
        config: { comercio: access },
        schema: { tags: [TAG], summary, params, body, response: { 200: ajustesComercioSchema, ...errors } },
      },
      async (request) => {
        const { comercio } = request;
        const user = request.currentUser!;
        await changeAjustes(deps, user, comercio.id, action, apply(request.body as z.output<S>, comercio.id));
        return getAjustes(db, comercio.id, await findRol(db, user, comercio.id), now());
      },
    );
  }

  app.get(
    '/merchant/ajustes/:configRestoId',
    {
      config: { comercio: 'staff' },
      schema: {
        tags: [TAG],
        summary: "A business's settings, every section (MercadoPago secrets only by their last 4 characters)",
        params,
        response: { 200: ajustesComercioSchema, ...errors },
      },
    },
    async (request) => {
      const { comercio } = request;
      const user = request.currentUser!;
      return getAjustes(db, comercio.id, await findRol(db, user, comercio.id), now());
    },
  );

  section(
    '/merchant/ajustes/:configRestoId/estado',
    'staff',
    'Open or closed now regardless of the schedule (optionally until a time of the business), or back to it',
    ajustesEstadoInputSchema,
    (input) => changeEstado(input, now()),
    'comercio.estado',
  );
  section(
    '/merchant/ajustes/:configRestoId/demora',
    'staff',
    'The estimated delay (minutes) customers see, and whether it is hidden',
    ajustesDemoraInputSchema,
    (input) => updateColumns({ demora: input.demora, ocultaDemora: input.ocultaDemora }),
    'comercio.demora',
  );
  section(
    '/merchant/ajustes/:configRestoId/horarios',
    'owner',
    'The weekly schedule (HH:mm windows, across midnight allowed, no overlaps) and its text',
    ajustesHorariosInputSchema,
    (input) => updateColumns({ horarios: input.horarios, horariosText: input.horariosText }),
    'comercio.horarios',
  );
  section(
    '/merchant/ajustes/:configRestoId/pagos',
    'owner',
    'Payment methods of orders: card at home, MercadoPago, online checkout, bank transfer (alias and phone)',
    ajustesPagosInputSchema,
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
    '/merchant/ajustes/:configRestoId/mercadopago',
    'owner',
    "The business's own MercadoPago account (fields left empty keep their stored value); never answered in full",
    ajustesMercadoPagoInputSchema,
    (input) => changeMercadoPago(input, now()),
    'comercio.mercadopago',
  );
  section(
    '/merchant/ajustes/:configRestoId/envios',
    'owner',
    'The delivery cost note and the delivery zones (polygons or circles, price in pesos), replaced as a whole',
    ajustesEnviosInputSchema,
    (input) => changeEnvios(input),
    'comercio.envios',
  );
  section(
    '/merchant/ajustes/:configRestoId/funciones',
    'owner',
    'Feature flags (permite*), takeaway-only and digital business',
    ajustesFuncionesSchema,
    (input) => updateColumns(input),
    'comercio.funciones',
  );
  section(
    '/merchant/ajustes/:configRestoId/contacto',
    'owner',
    'Phone and contact data (Facebook, Instagram, WhatsApp, phone, e-mail)',
    ajustesContactoInputSchema,
    (input) => updateColumns({ telefono: input.telefono, contacto: input.contacto }),
    'comercio.contacto',
  );
  section(
    '/merchant/ajustes/:configRestoId/enlaces',
    'owner',
    'External links (type 1 menu, 2 home page, 3 footer), replaced as a whole in the order given',
    ajustesEnlacesInputSchema,
    (input) => changeEnlaces(input),
    'comercio.enlaces',
  );
  section(
    '/merchant/ajustes/:configRestoId/datos',
    'owner',
    'Name, descriptions, address, map position, search engine texts and time zone',
    ajustesDatosInputSchema,
    (input) => updateColumns(input),
    'comercio.datos',
  );
  section(
    '/merchant/ajustes/:configRestoId/logo',
    'owner',
    'The logo: an image uploaded with POST merchant/imagenes/{configRestoId}?tipo=logo (its url), or null',
    ajustesLogoInputSchema,
    (input, comercioId) => changeLogo(config.DATA_DIR, comercioId, input.logoUrl),
    'comercio.logo',
  );

  app.delete(
    '/merchant/ajustes/:configRestoId/mercadopago',
    {
      config: { comercio: 'owner' },
      schema: {
        tags: [TAG],
        summary: "Disconnects the business's own MercadoPago account: its payments go to the platform again",
        params,
        response: { 200: ajustesComercioSchema, ...errors },
      },
    },
    async (request) => {
      const { comercio } = request;
      const user = request.currentUser!;
      await changeAjustes(deps, user, comercio.id, 'comercio.mercadopago', changeMercadoPago(null, now()));
      return getAjustes(db, comercio.id, await findRol(db, user, comercio.id), now());
    },
  );
};
