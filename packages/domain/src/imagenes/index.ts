// The imagenes context's entry (@vidriera/domain/imagenes): what its files export.
export * from './imagenes.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './routes.ts';
export * from './schemas.ts';
