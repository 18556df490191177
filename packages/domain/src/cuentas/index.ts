// The cuentas context's entry (@vidriera/domain/cuentas): what its files export.
export * from './cuenta.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './password-schemas.ts';
export * from './password-strength.ts';
export * from './phone-verification.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './session-token.ts';
