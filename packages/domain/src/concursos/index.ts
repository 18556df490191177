// The concursos context's entry (@vidriera/domain/concursos): what its files export.
export * from './back-office-routes.ts';
export * from './concursos.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './sorteo.ts';
