import { defineRoute } from '../common/operation.ts';

/** A back-office picture upload: the file itself is the raw body, ?tipo= plato, logo or evento. */
export const subirImagenRoute = defineRoute('POST', '/merchant/imagenes/:configRestoId');
