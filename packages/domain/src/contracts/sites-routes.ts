import { defineRoute } from './operation.ts';

export const getSiteMetadataRoute = defineRoute('GET', '/site/:domain/metadata.json');
