import { request } from 'playwright-core';
const ctx = await request.newContext({ baseURL: 'http://127.0.0.1:3111', extraHTTPHeaders: { host: 'tandil.localhost:3111' } });
const r = await ctx.get('/api/comercios/getByDominioCarpeta/tandil.localhost/la-farola');
console.log(r.status(), (await r.text()).slice(0, 80));
const r2 = await ctx.get('/api/site/tandil.localhost/metadata.json');
console.log(r2.status(), (await r2.text()).slice(0, 80));
await ctx.dispose();
