import { defineRoute } from '../common/operation.ts';

export const getSiteMetadataRoute = defineRoute('GET', '/site/:domain/metadata.json');

export const getStateSiteRoute = defineRoute('POST', '/site/getStateSite');
