// The zonas context's entry (@vidriera/domain/zonas): what its files export.
export * from './delivery-zone-shapes.ts';
export * from './delivery-zones.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './routes.ts';
export * from './schemas.ts';
