// The pagos context's entry (@vidriera/domain/pagos): what its files export.
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './pagos.ts';
export * from './reintegros.ts';
export * from './routes.ts';
export * from './schemas.ts';
