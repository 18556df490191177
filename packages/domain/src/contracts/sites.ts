import { z } from 'zod';
import { domainParamSchema } from '../schemas/common.ts';
import { siteMetadataSchema } from '../schemas/site.ts';
import { defineOperation } from './operation.ts';

export const getSiteMetadataOperation = defineOperation({
  method: 'GET',
  path: '/site/:domain/metadata.json',
  params: z.object({ domain: domainParamSchema }),
  response: siteMetadataSchema,
});
