/** What other modules may use of this one: biome.json forbids them any other file of it. */
export {
  deleteComercioCredentials,
  loadComercioCredentials,
  maskSecret,
  saveComercioCredentials,
} from './comercio-credentials.ts';
export type { PaymentReference } from './external-reference.ts';
export type { Payments } from './plugin.ts';
export { loadReintegros } from './reintegros-queries.ts';
export { hasNoRefund } from './reintegros.ts';
export { toInfoPago } from './service.ts';
