/** What other modules may use of this one: biome.json forbids them any other file of it. */
export { hashSecret } from './passwords.ts';
export { requireVerifiedPhone } from './phone-verification.ts';
export { isUniqueViolation } from './service.ts';
export { COMERCIO_NOT_FOUND } from './staff.ts';
