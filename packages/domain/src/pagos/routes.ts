import { defineRoute } from '../common/operation.ts';

export const preparePedidoPagoRoute = defineRoute('POST', '/pedidos/PreparePedidoPago');

export const getInfoPagoRoute = defineRoute('GET', '/pedidos/GetInfoPago/:id');

/** A payment provider's notification (the provider calls it; the API writes its URL in the checkout). */
export const pagoWebhookRoute = defineRoute('POST', '/pagos/webhook/:provider');

/** A notification of a business's own provider account. */
export const pagoWebhookComercioRoute = defineRoute('POST', '/pagos/webhook/:provider/:configRestoId');

/** The simulated provider's checkout page (HTML): a route without schemas. */
export const simuladoCheckoutRoute = defineRoute('GET', '/pagos/simulado/checkout/:preferenceId');

/** The buyer's choice on the simulated checkout page (a form post answered with a redirect). */
export const simuladoCheckoutChoiceRoute = defineRoute('POST', '/pagos/simulado/checkout/:preferenceId');
