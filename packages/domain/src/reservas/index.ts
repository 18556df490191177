// The reservas context's entry (@vidriera/domain/reservas): what its files export.
export * from './availability.ts';
export * from './back-office-schemas.ts';
export * from './back-office.ts';
export * from './day-parts.ts';
export * from './messages.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './reservas.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './validation.ts';
