import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The web app's own logic (the router, ...), rendered with React in happy-dom.
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          // The build scripts `npm start` runs (scripts/): when a build is current; and rules of the repository's own
          // files (no date written in the e2e journeys or the demo data).
          name: 'scripts',
          include: ['scripts/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The Android shell generated for a demo site (apps/android): `cap sync android`, no Gradle.
          name: 'android',
          include: ['apps/android/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // The faults project's: they need PostgreSQL's server binaries and redis-server.
          exclude: ['apps/api/test/faults/**'],
          environment: 'node',
          globalSetup: ['apps/api/test/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two workers match the machines' two cores.
          maxWorkers: 2,
          // Each file builds its own app on its own database, so files need no fresh module graph: re-importing
          // the whole API per file cost ~90 s of the suite's ~4 min on two cores.
          isolate: false,
        },
      },
      {
        test: {
          // Faults injected into real processes (`npm run test:faults`, not part of `npm test`): two processes of
          // the built server on a private PostgreSQL server that the tests terminate, stop and start; a private
          // redis-server killed and restarted. Each file skips when this machine lacks the binaries it needs.
          name: 'faults',
          include: ['apps/api/test/faults/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/faults/helpers/build-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Fixed ports and a shared machine: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
