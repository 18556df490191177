// The back-office context's entry (@vidriera/domain/back-office): what its files export.
export * from './auditoria-schemas.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './roles.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './staff-schemas.ts';
