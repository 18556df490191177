// The health context's entry (@vidriera/domain/health): what its files export.
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './routes.ts';
export * from './schemas.ts';
