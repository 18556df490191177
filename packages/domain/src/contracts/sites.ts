import { z } from 'zod';
import { domainParamSchema } from '../schemas/common.ts';
import { siteMetadataSchema } from '../schemas/site.ts';
import { defineOperation } from './operation.ts';
import { getSiteMetadataRoute } from './sites-routes.ts';

export const getSiteMetadataOperation = defineOperation(getSiteMetadataRoute, {
  params: z.object({ domain: domainParamSchema }),
  response: siteMetadataSchema,
});
