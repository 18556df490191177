/** What other modules may use of this one: biome.json forbids them any other file of it. */
export { inEditorTransaction } from './back-office-context.ts';
export type { EditorContext } from './back-office-context.ts';
export { selectMenuDelComercio } from './queries.ts';
export type { MenuDelComercio } from './queries.ts';
export { getCartaDelComercio, isPedidosOnline } from './service.ts';
