import { z } from 'zod';
import { emptyAsMissing, limitQueryField } from '../common/schemas.ts';

// The back office shell: which businesses the signed-in user runs, with the feature flags that decide which
// areas of the back office each one has.

import { BACK_OFFICE_ROLES } from './roles.ts';

export { BACK_OFFICE_ROLES, type BackOfficeRol, isOwnerRol } from './roles.ts';

export const MERCHANT_COMERCIOS_DEFAULT_LIMIT = 200;
export const MERCHANT_COMERCIOS_MAX_LIMIT = 500;

/**
 * GET merchant/comercios: `q` searches name and carpeta (what a platform admin needs among many businesses);
 * `configRestoId` asks for one business (the back office opened on a business beyond the first page).
 */
export const merchantComerciosQuerySchema = z.object({
  configRestoId: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: 'El comercio debe ser un número' })
      .int('El comercio debe ser un número entero')
      .positive('El comercio debe ser positivo')
      .max(2_147_483_647, 'El comercio es demasiado grande')
      .optional(),
  ),
  q: z.preprocess(
    emptyAsMissing,
    z
      .string({ error: 'La búsqueda debe ser un texto' })
      .trim()
      .max(80, 'La búsqueda puede tener hasta 80 caracteres')
      .optional(),
  ),
  limit: limitQueryField(MERCHANT_COMERCIOS_MAX_LIMIT, MERCHANT_COMERCIOS_DEFAULT_LIMIT),
});
export type MerchantComerciosQuery = z.infer<typeof merchantComerciosQuerySchema>;

/** The feature flags that turn back-office areas on (the spec's names). */
export const merchantComercioFlagsSchema = z.object({
  permitePedidosOnline: z.boolean(),
  permiteReservas: z.boolean(),
  permiteEventos: z.boolean(),
  permiteConcursos: z.boolean(),
  permiteCursos: z.boolean(),
});

export const merchantComercioSchema = z.object({
  configRestoId: z.number().int(),
  carpeta: z.string(),
  nombreComercio: z.string(),
  rol: z.enum(BACK_OFFICE_ROLES),
  publicado: z.boolean(),
  /** IANA zone of the business: its "today", hours and dates are shown in it. */
  timeZone: z.string(),
  /** A group of businesses (its branches name it as parent). */
  esGrupoDeComercios: z.boolean(),
  flags: merchantComercioFlagsSchema,
});
export type MerchantComercio = z.infer<typeof merchantComercioSchema>;
export const merchantComercioListSchema = z.array(merchantComercioSchema);
