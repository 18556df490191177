// The ajustes context's entry (@vidriera/domain/ajustes): what its files export.
export * from './comercio.ts';
export * from './contacto.ts';
export * from './datos.ts';
export * from './enlaces.ts';
export * from './envios.ts';
export * from './estado.ts';
export * from './fields.ts';
export * from './funciones.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './pagos.ts';
export * from './routes.ts';
