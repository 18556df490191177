// Starts the real product for the end-to-end suite on a fresh, throw-away data folder, so every run begins from
// the demo data (the server seeds an empty database) and leaves nothing behind.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../apps/api/src/server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-e2e-'));

const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

server.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 1 : 0));
});

// Playwright stops the web server with a signal; pass it on and clean up once the server has closed its database.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
