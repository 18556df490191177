import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { startApiInstance } from './lib/api-instance.ts';
import { runLoad } from './lib/load-test.ts';
const dir = mkdtempSync(join(tmpdir(), 'bench-log-'));
const mode = process.env.MODE!;
const logger = mode === 'sync' ? { level: 'info', file: join(dir, 'a.log') }
  : mode === 'async' ? { level: 'info', stream: pino.destination({ dest: join(dir, 'a.log'), sync: false, minLength: 4096 }) }
  : { level: 'warn', file: join(dir, 'a.log') };
const api = await startApiInstance({ dataDir: dir, port: 3105, clockStart: '2026-11-21T21:00:00-03:00', logger: logger as any });
for (const p of ['/api/site/tandil.localhost/metadata.json', '/api/comercios/getListado/tandil.localhost']) {
  await fetch(api.baseUrl + p);
  await runLoad(api.baseUrl + p, { connections: 20, durationSec: 1 });
  for (let i = 0; i < 2; i++) {
    const before = process.cpuUsage();
    const r = await runLoad(api.baseUrl + p, { connections: 20, durationSec: 3 });
    const u = process.cpuUsage(before);
    console.log(mode, p.slice(5, 20), Math.round(r.requestsPerSec), ((u.user + u.system) / r.requests).toFixed(1), 'µs/req');
  }
}
await api.close();
