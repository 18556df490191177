import { defineRoute } from '../common/operation.ts';

/**
 * The back office's CSV downloads (decision 036): a route only, since the answer is a text/csv stream, not JSON
 * (like the SSE streams of decision 031). :tipo is one of TIPOS_EXPORTACION; ?desde=&hasta= are dates of the
 * merchant's zone.
 */
export const getExportacionRoute = defineRoute('GET', '/merchant/exportaciones/:configRestoId/:tipo');
