// The pedidos context's entry (@vidriera/domain/pedidos): what its files export.
export * from './back-office-routes.ts';
export * from './back-office-schemas.ts';
export * from './back-office.ts';
export * from './carta.ts';
export * from './demora.ts';
export * from './draft.ts';
export * from './opciones.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './pedidos.ts';
export * from './precios.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './validation.ts';
