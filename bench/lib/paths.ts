import { fileURLToPath } from 'node:url';

/** Absolute paths the benchmarks read and write, independent of the directory they are started from. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const benchDir = fileURLToPath(new URL('../', import.meta.url));
export const resultsDir = `${benchDir}results`;
export const webDir = `${repoRoot}apps/web`;
/** The built web app the bundle and Lighthouse benchmarks read and serve (BENCH_WEB_DIST to use another build). */
export const webDist = process.env.BENCH_WEB_DIST ?? `${webDir}/dist`;
/** The API as production runs it: the bundle `npm run build` makes (scripts/build.mjs), under plain node. */
export const apiServerEntry = `${repoRoot}apps/api/dist/server.js`;
