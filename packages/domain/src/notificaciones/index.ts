// The notificaciones context's entry (@vidriera/domain/notificaciones): what its files export.
export * from './notificaciones.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './routes.ts';
export * from './schemas.ts';
