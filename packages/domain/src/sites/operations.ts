import { z } from 'zod';
import { domainParamSchema } from '../common/schemas.ts';
import { siteMetadataSchema, siteStateRequestSchema, siteStateResponseSchema } from './schemas.ts';
import { defineOperation } from '../common/operation.ts';
import { getSiteMetadataRoute, getStateSiteRoute } from './routes.ts';

export const getSiteMetadataOperation = defineOperation(getSiteMetadataRoute, {
  params: z.object({ domain: domainParamSchema }),
  response: siteMetadataSchema,
});

/** The commands queued for this app instance (site from the Host header, user from the bearer token). */
export const getStateSiteOperation = defineOperation(getStateSiteRoute, {
  body: siteStateRequestSchema,
  response: siteStateResponseSchema,
});
