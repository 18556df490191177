// The android-app context's entry (@vidriera/domain/android-app): what its files export.
export * from './android-app.ts';
export * from './asset-links-schemas.ts';
