import { z } from 'zod';
import { carpetaParamSchema, idParamSchema } from '../common/schemas.ts';
import {
  carteleraSchema,
  comprarRequestSchema,
  comprarResponseSchema,
  eventoLinkSchema,
  fechaOFechaIdParamSchema,
  fechaParamSchema,
  ventaTicketListSchema,
  ventaTicketSchema,
} from './schemas.ts';
import {
  cancelarVentaSchema,
  eventoAdminInputSchema,
  eventoAdminSchema,
  eventoFechaInputSchema,
  eventosAdminSchema,
  eventoVarianteInputSchema,
  ingresoRequestSchema,
  ingresoSchema,
  ventaAdminSchema,
  ventasAdminQuerySchema,
  ventasAdminSchema,
} from './back-office-schemas.ts';
import { infoPagoSchema, preparePagoRequestSchema } from '../pagos/schemas.ts';
import { defineOperation } from '../common/operation.ts';
import {
  comprarRoute,
  getCarteleraDiaRoute,
  getCarteleraRoute,
  getCompraTicketRoute,
  getComprasTicketsComercioRoute,
  getComprasTicketsRoute,
  getEventoFechaRoute,
  getEventoLinkRoute,
  getEventoRoute,
  getInfoPagoVentaRoute,
  prepareVentaPagoRoute,
} from './routes.ts';
import {
  backOfficeAddEventoFechaRoute,
  backOfficeAddEventoVarianteRoute,
  backOfficeCancelarVentaRoute,
  backOfficeConfirmarVentaRoute,
  backOfficeCreateEventoRoute,
  backOfficeGetEventoRoute,
  backOfficeGetEventosRoute,
  backOfficeGetVentaRoute,
  backOfficeGetVentasRoute,
  backOfficeIngresoRoute,
  backOfficeUpdateEventoFechaRoute,
  backOfficeUpdateEventoRoute,
  backOfficeUpdateEventoVarianteRoute,
} from './back-office-routes.ts';

/** A business's events board, the business named by id or carpeta. */
export const getCarteleraOperation = defineOperation(getCarteleraRoute, {
  params: z.object({ commerceId: carpetaParamSchema }),
  response: carteleraSchema,
});

/** The board narrowed to one day (YYYY-MM-DD, in the business's time zone). */
export const getCarteleraDiaOperation = defineOperation(getCarteleraDiaRoute, {
  params: z.object({ commerceId: carpetaParamSchema, date: fechaParamSchema }),
  response: carteleraSchema,
});

/** One event's upcoming dates, on the board's shape. */
export const getEventoOperation = defineOperation(getEventoRoute, {
  params: z.object({ carpeta: carpetaParamSchema, eventoId: idParamSchema }),
  response: carteleraSchema,
});

/** One event on one date: a YYYY-MM-DD date or the id of one of its dates (the deep link's f=). */
export const getEventoFechaOperation = defineOperation(getEventoFechaRoute, {
  params: z.object({ carpeta: carpetaParamSchema, eventoId: idParamSchema, fecha: fechaOFechaIdParamSchema }),
  response: carteleraSchema,
});

/** Which of the site's businesses holds an event (the portal's deep link). */
export const getEventoLinkOperation = defineOperation(getEventoLinkRoute, {
  params: z.object({ eventoId: idParamSchema }),
  response: eventoLinkSchema,
});

/** Buy tickets: the server prices them and answers the sale's id. */
export const comprarOperation = defineOperation(comprarRoute, {
  body: comprarRequestSchema,
  response: comprarResponseSchema,
});

/** One of the caller's purchases at a business, with its tickets. */
export const getCompraTicketOperation = defineOperation(getCompraTicketRoute, {
  params: z.object({ carpeta: carpetaParamSchema, id: idParamSchema }),
  response: ventaTicketSchema,
});

/** The caller's purchases on this site, newest first. */
export const getComprasTicketsOperation = defineOperation(getComprasTicketsRoute, {
  response: ventaTicketListSchema,
});

/** The caller's purchases at one business (by id or carpeta). */
export const getComprasTicketsComercioOperation = defineOperation(getComprasTicketsComercioRoute, {
  params: z.object({ id: carpetaParamSchema }),
  response: ventaTicketListSchema,
});

/** What the payment button of one of the caller's purchases is drawn from. */
export const getInfoPagoVentaOperation = defineOperation(getInfoPagoVentaRoute, {
  params: z.object({ id: idParamSchema }),
  response: infoPagoSchema,
});

/** Prepares (or hands out again) the online payment of one of the caller's purchases. */
export const prepareVentaPagoOperation = defineOperation(prepareVentaPagoRoute, {
  body: preparePagoRequestSchema,
  response: infoPagoSchema,
});

// The back office's events.
const comercioParams = z.object({ configRestoId: idParamSchema });
const eventoParams = z.object({ configRestoId: idParamSchema, eventoId: idParamSchema });

/** The business's events with every date and variant, and its time zone. */
export const backOfficeGetEventosOperation = defineOperation(backOfficeGetEventosRoute, {
  params: comercioParams,
  response: eventosAdminSchema,
});

/** Create an event (answered with 201). */
export const backOfficeCreateEventoOperation = defineOperation(backOfficeCreateEventoRoute, {
  params: comercioParams,
  body: eventoAdminInputSchema,
  response: eventoAdminSchema,
});

/** One event of the business with every date and variant. */
export const backOfficeGetEventoOperation = defineOperation(backOfficeGetEventoRoute, {
  params: eventoParams,
  response: eventoAdminSchema,
});

/** Replace an event. */
export const backOfficeUpdateEventoOperation = defineOperation(backOfficeUpdateEventoRoute, {
  params: eventoParams,
  body: eventoAdminInputSchema,
  response: eventoAdminSchema,
});

/** Add a date to an event (answered with 201): the whole event. */
export const backOfficeAddEventoFechaOperation = defineOperation(backOfficeAddEventoFechaRoute, {
  params: eventoParams,
  body: eventoFechaInputSchema,
  response: eventoAdminSchema,
});

/** Change a date: the whole event. */
export const backOfficeUpdateEventoFechaOperation = defineOperation(backOfficeUpdateEventoFechaRoute, {
  params: eventoParams.extend({ fechaId: idParamSchema }),
  body: eventoFechaInputSchema,
  response: eventoAdminSchema,
});

/** Add a variant to an event (answered with 201): the whole event. */
export const backOfficeAddEventoVarianteOperation = defineOperation(backOfficeAddEventoVarianteRoute, {
  params: eventoParams,
  body: eventoVarianteInputSchema,
  response: eventoAdminSchema,
});

/** Change or annul a variant: the whole event. */
export const backOfficeUpdateEventoVarianteOperation = defineOperation(backOfficeUpdateEventoVarianteRoute, {
  params: eventoParams.extend({ varianteId: idParamSchema }),
  body: eventoVarianteInputSchema,
  response: eventoAdminSchema,
});

// The back office's ticket sales.
const ventaParams = z.object({ configRestoId: idParamSchema, ventaId: idParamSchema });

/** The business's sales that match the filters, newest first, with totals. */
export const backOfficeGetVentasOperation = defineOperation(backOfficeGetVentasRoute, {
  params: comercioParams,
  query: ventasAdminQuerySchema,
  response: ventasAdminSchema,
});

/** One sale of the business with its tickets. */
export const backOfficeGetVentaOperation = defineOperation(backOfficeGetVentaRoute, {
  params: ventaParams,
  response: ventaAdminSchema,
});

/** The transfer arrived: confirm the sale (its body is ignored). */
export const backOfficeConfirmarVentaOperation = defineOperation(backOfficeConfirmarVentaRoute, {
  params: ventaParams,
  body: z.unknown().optional(),
  response: ventaAdminSchema,
});

/** Cancel a sale with a reason. */
export const backOfficeCancelarVentaOperation = defineOperation(backOfficeCancelarVentaRoute, {
  params: ventaParams,
  body: cancelarVentaSchema,
  response: ventaAdminSchema,
});

/** Check a ticket in by its code (a refusal is a 409 with the ticket). */
export const backOfficeIngresoOperation = defineOperation(backOfficeIngresoRoute, {
  params: comercioParams,
  body: ingresoRequestSchema,
  response: ingresoSchema,
});
