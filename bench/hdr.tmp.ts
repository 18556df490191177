import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiInstance } from './lib/api-instance.ts';
import { startBareServer } from './lib/bare-server.ts';
import { execSync } from 'node:child_process';
const dir = mkdtempSync(join(tmpdir(), 'bench-prof-'));
const api = await startApiInstance({ dataDir: dir, port: 3105, clockStart: '2026-11-21T21:00:00-03:00' });
const p = '/api/site/tandil.localhost/metadata.json';
const r0 = await fetch(api.baseUrl + p);
const body = Buffer.from(await r0.arrayBuffer());
const bare = await startBareServer([{ path: p, contentType: r0.headers.get('content-type')!, body }], 3106);
for (const b of [api.baseUrl, bare.baseUrl]) { const r = await fetch(b + p); console.log(b, [...r.headers.entries()]); }
await bare.close(); await api.close();
