// The carta context's entry (@vidriera/domain/carta): what its files export.
export * from './back-office-routes.ts';
export * from './back-office-schemas.ts';
export * from './back-office.ts';
export * from './editor-schemas.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './pictures.ts';
export * from './routes.ts';
export * from './schemas.ts';
