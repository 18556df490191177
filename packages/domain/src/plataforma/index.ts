// The plataforma context's entry (@vidriera/domain/plataforma): what its files export.
export * from './comercios-schemas.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './sites-schemas.ts';
