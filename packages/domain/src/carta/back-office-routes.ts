import { defineRoute } from '../common/operation.ts';

// The back office's routes (decision 029: `comercio: 'staff' | 'owner'` on the API's route), apart from the
// customer's: the web app's entry imports the customer's routes, and a module is bundled whole.

// The back office's menu editor (owner only).
export const getCartaEditorRoute = defineRoute('GET', '/merchant/carta/:configRestoId');

export const createCartaRoute = defineRoute('POST', '/merchant/carta/:configRestoId/cartas');

export const updateCartaRoute = defineRoute('PATCH', '/merchant/carta/:configRestoId/cartas/:cartaId');

export const createGrupoRoute = defineRoute('POST', '/merchant/carta/:configRestoId/cartas/:cartaId/grupos');

export const orderGruposRoute = defineRoute('PUT', '/merchant/carta/:configRestoId/cartas/:cartaId/grupos/orden');

export const updateGrupoRoute = defineRoute('PATCH', '/merchant/carta/:configRestoId/grupos/:grupoId');

export const createPlatoRoute = defineRoute('POST', '/merchant/carta/:configRestoId/grupos/:grupoId/platos');

export const orderPlatosRoute = defineRoute('PUT', '/merchant/carta/:configRestoId/grupos/:grupoId/platos/orden');

export const updatePlatoRoute = defineRoute('PATCH', '/merchant/carta/:configRestoId/platos/:platoId');

export const createProductoOpcRoute = defineRoute('POST', '/merchant/carta/:configRestoId/opciones');

export const updateProductoOpcRoute = defineRoute('PUT', '/merchant/carta/:configRestoId/opciones/:productoOpcId');

export const savePlatoOpcionesRoute = defineRoute('PUT', '/merchant/carta/:configRestoId/platos/:platoId/opciones');

export const createAnuncioRoute = defineRoute('POST', '/merchant/carta/:configRestoId/anuncios');

export const orderAnunciosRoute = defineRoute('PUT', '/merchant/carta/:configRestoId/anuncios/orden');

export const updateAnuncioRoute = defineRoute('PATCH', '/merchant/carta/:configRestoId/anuncios/:anuncioId');
