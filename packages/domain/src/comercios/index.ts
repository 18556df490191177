// The comercios context's entry (@vidriera/domain/comercios): what its files export.
export * from './categoria-pictures.ts';
export * from './contact-links.ts';
export * from './home-actions.ts';
export * from './logos.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './routes.ts';
export * from './schedule-validation.ts';
export * from './schedule.ts';
export * from './schemas.ts';
export * from './tags.ts';
