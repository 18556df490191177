// @ts-check
// Builds what `npm start` serves, skipping what is current: the web app (Vite, into apps/web/dist) and the API
// (esbuild, into apps/api/dist/server.js, run with plain node). `node scripts/build.mjs [web] [api] [--force]`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { fingerprintInputs, isBuildCurrent, writeStamp } from './build-stamp.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const shared = [
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-stamp.mjs',
];

/** @type {Record<string, { outDir: string, inputs: import('./build-stamp.mjs').BuildInputs, run: (outDir: string) => Promise<void> }>} */
const targets = {
  web: {
    outDir: 'apps/web/dist',
    inputs: {
      paths: ['apps/web', 'tsconfig.base.json', ...shared],
      exclude: ['apps/web/dist', 'apps/web/test'],
      // Read by vite.config.ts and baked into the bundle.
      env: (name) => name.startsWith('VITE_') || name === 'WEB_SOURCEMAP',
    },
    run: async () => {
      const result = spawnSync('npm', ['run', 'build', '-w', '@vidriera/web'], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`web build failed (${result.status ?? result.signal})`);
    },
  },
  api: {
    outDir: 'apps/api/dist',
    inputs: { paths: ['apps/api/src', 'apps/api/package.json', ...shared] },
    run: buildApi,
  },
};

/**
 * The API as ESM files, the server and each command (one file each): our own TypeScript (apps/api/src and
 * @vidriera/domain, which ships as TS source) is bundled; npm packages stay external, loaded from node_modules as
 * they are (PGlite finds its wasm and data files beside its own package, sharp and argon2 are native). The SQL migrations are copied beside the bundle, where
 * db/client.ts looks for them (`./migrations` from the running module).
 * @param {string} outDir
 */
async function buildApi(outDir) {
  await build({
    // The server, and the commands that run on the built product too (`npm run create-admin`, ...).
    entryPoints: {
      server: join(root, 'apps/api/src/server.ts'),
      'create-admin': join(root, 'apps/api/src/cli/create-plataforma-cuenta.ts'),
      // `npm run backup` and `npm run restore` (README: "Backups").
      backup: join(root, 'apps/api/src/cli/backup.ts'),
      restore: join(root, 'apps/api/src/cli/restore.ts'),
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Fastify and pino name plugins and errors after their functions: keep the names the source gave them.
    keepNames: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@vidriera/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  cpSync(join(root, 'apps/api/src/db/migrations'), join(outDir, 'migrations'), { recursive: true });
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const names = args.filter((arg) => !arg.startsWith('--'));
for (const name of names.length > 0 ? names : Object.keys(targets)) {
  const target = targets[name];
  if (!target) throw new Error(`unknown build target: ${name} (web, api)`);
  const outDir = join(root, target.outDir);
  const fingerprint = fingerprintInputs(root, target.inputs);
  if (!force && isBuildCurrent(outDir, fingerprint)) {
    console.log(`${name}: current, not rebuilt (${target.outDir})`);
    continue;
  }
  const started = Date.now();
  if (name === 'api') rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await target.run(outDir);
  writeStamp(outDir, fingerprint);
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s (${target.outDir})`);
}
