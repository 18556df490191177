import { tableroComercioParamsSchema, tableroQuerySchema, tableroSchema, tableroSiteParamsSchema } from './schemas.ts';
import { defineOperation } from '../common/operation.ts';
import { getTableroComercioRoute, getTableroSiteRoute } from './routes.ts';

/** A business's dashboard for a period (?periodo=hoy|7d|30d), in its zone. */
export const getTableroComercioOperation = defineOperation(getTableroComercioRoute, {
  params: tableroComercioParamsSchema,
  query: tableroQuerySchema,
  response: tableroSchema,
});

/** The same summed over the businesses a site shows (platform admin only). */
export const getTableroSiteOperation = defineOperation(getTableroSiteRoute, {
  params: tableroSiteParamsSchema,
  query: tableroQuerySchema,
  response: tableroSchema,
});
