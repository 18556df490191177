import Fastify from 'fastify';
import { runLoad } from './lib/load-test.ts';
const body = Buffer.from(JSON.stringify({ a: 'Heladería ñandú '.repeat(60) }));
const mk = async (port: number, opts: any, oneLine = false) => {
  const app = Fastify(opts);
  if (oneLine) app.addHook('onResponse', (req, reply, done) => { req.log.info({ method: req.method, url: req.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime }, 'request completed'); done(); });
  app.get('/x', (_q, r) => { r.type('application/json; charset=utf-8').send(body); });
  await app.listen({ port, host: '127.0.0.1' }); return app;
};
const apps = [
  ['none', await mk(3105, { logger: false })],
  ['info2', await mk(3106, { logger: { level: 'info', file: '/tmp/l2.log' } })],
  ['info1', await mk(3109, { logger: { level: 'info', file: '/tmp/l1.log' }, disableRequestLogging: true }, true)],
] as const;
for (let round = 0; round < 3; round++) for (const [n, app] of apps) {
  const port = (app.server.address() as any).port;
  const before = process.cpuUsage();
  const r = await runLoad(`http://127.0.0.1:${port}/x`, { connections: 20, durationSec: 3 });
  const u = process.cpuUsage(before);
  console.log(n, Math.round(r.requestsPerSec), ((u.user + u.system) / r.requests).toFixed(1), 'µs/req');
}
for (const [, a] of apps) await a.close();
