// The eventos context's entry (@vidriera/domain/eventos): what its files export.
export * from './back-office-routes.ts';
export * from './back-office-schemas.ts';
export * from './entrada-local.ts';
export * from './fecha.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './tickets-validation.ts';
export * from './tickets.ts';
