/**
 * The database schema, one file per bounded context under schema/. This module is the one that drizzle-kit
 * (drizzle.config.ts) and the code import: every table is exported from here.
 */
export * from './schema/sites.ts';
export * from './schema/comercios.ts';
export * from './schema/cuentas.ts';
export * from './schema/plataforma.ts';
export * from './schema/concursos.ts';
export * from './schema/reservas.ts';
export * from './schema/carta.ts';
export * from './schema/pedidos.ts';
export * from './schema/pagos.ts';
export * from './schema/eventos.ts';
export * from './schema/calificaciones.ts';
export * from './schema/notificaciones.ts';
export * from './schema/idempotency.ts';
