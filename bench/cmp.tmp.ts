import Fastify from 'fastify';
import { runLoad } from './lib/load-test.ts';
const body = Buffer.from(JSON.stringify({ a: 'Heladería ñandú '.repeat(Number(process.env.N ?? 60)) }));
const app = Fastify({ logger: false });
app.get('/buf', (_q, r) => { r.type('application/json; charset=utf-8').send(body); });
const str = body.toString();
app.get('/str', (_q, r) => { r.type('application/json; charset=utf-8').serializer(String).send(str); });
app.get('/strasync', async (_q, r) => { await null; return r.type('application/json; charset=utf-8').serializer(String).send(str); });
app.get('/bufasync', async (_q, r) => { await null; return r.type('application/json; charset=utf-8').send(body); });
await app.listen({ port: 3106, host: '127.0.0.1' });
for (let round = 0; round < 2; round++) for (const p of ['/buf', '/str', '/bufasync', '/strasync']) {
  const before = process.cpuUsage();
  const r = await runLoad('http://127.0.0.1:3106' + p, { connections: 20, durationSec: 3 });
  const u = process.cpuUsage(before);
  console.log(p, body.length, Math.round(r.requestsPerSec), ((u.user + u.system) / r.requests).toFixed(1), 'µs/req');
}
await app.close();
