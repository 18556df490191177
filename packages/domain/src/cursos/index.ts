// The cursos context's entry (@vidriera/domain/cursos): what its files export.
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './video-embed.ts';
