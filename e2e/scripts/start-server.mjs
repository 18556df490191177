// Starts the real product for the end-to-end suite on a fresh, throw-away data folder, so every run begins from
// the demo data (the server seeds an empty database) and leaves nothing behind. The API runs as production runs it,
// the esbuild bundle under plain node, rebuilt first when its sources changed (about a second; nothing when current).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const buildScript = fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url));
const serverEntry = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));
const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const runDir = mkdtempSync(join(tmpdir(), 'vidriera-e2e-'));
const dataDir = join(runDir, 'data');
const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });

// Serve a copy of the built web app: a `vite build` run meanwhile in the same tree replaces the hashed files
// the server found at start, and the pages would come up blank.
const env = { ...process.env, DATA_DIR: dataDir };
if (existsSync(webDist)) {
  env.WEB_DIST = join(runDir, 'web');
  cpSync(webDist, env.WEB_DIST, { recursive: true });
}

const built = spawnSync(process.execPath, [buildScript, 'api'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) {
  removeRunDir();
  process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, [serverEntry], { stdio: 'inherit', env });

server.on('exit', (code, signal) => {
  removeRunDir();
  process.exit(code ?? (signal ? 1 : 0));
});

// Playwright stops the web server with a signal; pass it on and clean up once the server has closed its database.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
