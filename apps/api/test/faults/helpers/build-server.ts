import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The faults project's global setup: the API bundle its tests run as child processes, built when stale. */
export default function buildServer() {
  const root = fileURLToPath(new URL('../../../../../', import.meta.url));
  execFileSync(process.execPath, ['scripts/build.mjs', 'api'], { cwd: root, stdio: 'inherit' });
}
