import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannonCli = require.resolve('autocannon/autocannon.js');

export interface LoadResult {
  url: string;
  requestsPerSec: number;
  p99Ms: number;
  p50Ms: number;
  requests: number;
  /** Responses that were not 2xx, socket errors and timeouts: any of them makes the figures suspect. */
  non2xx: number;
  errors: number;
  timeouts: number;
  throughputBytesPerSec: number;
}

/** The part of autocannon's --json report these benchmarks read. */
interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Loads a URL with autocannon in a child process, so the load generator has its own event loop and the
 * server being measured does not share one with it (both still share the machine's cores, equally for every
 * server measured).
 */
export function runLoad(
  url: string,
  options: { connections: number; durationSec: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`los benchmarks sólo cargan 127.0.0.1, no ${url}`);
  const args = [autocannonCli, '--json', '--no-progress', '-c', String(options.connections)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push('-d', String(options.durationSec), url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    // autocannon stops itself after the duration; this only guards against a hung child.
    const guard = setTimeout(() => child.kill('SIGKILL'), (options.durationSec + 30) * 1000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      if (code !== 0) return reject(new Error(`autocannon terminó con ${code}: ${stderr.trim()}`));
      try {
        const report = JSON.parse(stdout) as AutocannonJson;
        resolve({
          url,
          requestsPerSec: report.requests.average,
          p99Ms: report.latency.p99,
          p50Ms: report.latency.p50,
          requests: report.requests.total,
          non2xx: report.non2xx,
          errors: report.errors,
          timeouts: report.timeouts,
          throughputBytesPerSec: report.throughput.average,
        });
      } catch (err) {
        reject(new Error(`no se pudo leer el informe de autocannon: ${(err as Error).message}`));
      }
    });
  });
}
