// The exportaciones context's entry (@vidriera/domain/exportaciones): what its files export.
export * from './exportaciones.ts';
export * from './routes.ts';
export * from './schemas.ts';
