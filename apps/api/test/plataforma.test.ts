import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSiteDetail } from '@vidriera/domain/plataforma';
import { sites } from '../src/db/schema.ts';
import { ADMIN_REQUIRED_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '../src/plugins/auth.ts';
import { loginPlatformCast, plataformaHelpers } from './helpers/plataforma.ts';
import { createTestApp } from './helpers/test-app.ts';

// Platform administration of sites and businesses: admins only, every change audited, and public answers
// (cached per minute) see a change at once.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let owner: string;
let customer: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, adminId, owner, customer } = await loginPlatformCast(t.app, '2494300201'));
});
afterAll(() => t.close());

const { comercioId, siteId, call, publicGet, auditRows } = plataformaHelpers(() => t);

describe('POST /api/admin/sites and PUT /api/admin/sites/{siteId}', () => {
  it('creates a single-business site that answers at its domain at once, and audits it', async () => {
    const domain = 'nuevo-sitio.localhost';
    // Asked before it exists: a 404 (not cached, so the new site is seen right after).
    expect((await publicGet(`/api/site/${domain}/metadata.json`, domain)).statusCode).toBe(404);

    const laFarola = await comercioId('la-farola');
    const res = await call('POST', '/api/admin/sites', admin, {
      dominioUrl: '  Nuevo-Sitio.localhost ',
      nombre: 'Nuevo Sitio',
      tipo: 'comercio',
      comercioId: laFarola,
      homeTitulo: 'Nuevo Sitio | Tandil',
      homeDescription: 'La parrilla de siempre en su sitio nuevo',
      homeKeywords: 'parrilla, tandil',
      metaPixel: '1234567890',
      googleTag: 'G-ABC123XYZ',
      minBuild: 12,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as AdminSiteDetail;
    expect(created).toMatchObject({
      dominioUrl: domain,
      nombre: 'Nuevo Sitio',
      tipo: 'comercio',
      comercioId: laFarola,
      comercioIds: [laFarola],
      categorias: [],
      metaPixel: '1234567890',
      googleTag: 'G-ABC123XYZ',
      minBuild: 12,
    });

    const metadata = await publicGet(`/api/site/${domain}/metadata.json`, domain);
    expect(metadata.statusCode).toBe(200);
    expect(metadata.json()).toMatchObject({
      nombre: 'Nuevo Sitio',
      carpeta: 'la-farola',
      esPortal: false,
      configRestoId: laFarola,
      homeTitulo: 'Nuevo Sitio | Tandil',
      googleTag: 'G-ABC123XYZ',
    });
    const listado = await publicGet(`/api/comercios/getListado/${domain}`, domain);
    expect((listado.json() as Array<{ carpeta: string }>).map((c) => c.carpeta)).toEqual(['la-farola']);

    const [audit] = await auditRows('site', created.id);
    expect(audit).toMatchObject({ action: 'site.create', userId: adminId, userName: 'admin', siteId: created.id });
    expect(audit?.after).toMatchObject({ dominioUrl: domain });
  });

  it('creates a portal with categories, then updates it; cached public answers change at once', async () => {
    const [a, b, c] = await Promise.all(['la-farola', 'cafe-de-la-plaza', 'burger-club'].map(comercioId));
    const domain = 'portal-nuevo.localhost';
    const created = await call('POST', '/api/admin/sites', admin, {
      dominioUrl: domain,
      nombre: 'Portal Nuevo',
      tipo: 'portal',
      comercioIds: [b, a],
      esPortalConCategorias: true,
      categorias: [{ titulo: 'Parrillas', descripcion: 'A la brasa', comercioIds: [a] }],
    });
    expect(created.statusCode).toBe(201);
    const site = created.json() as AdminSiteDetail;
    expect(site).toMatchObject({ tipo: 'portal', comercioId: null, comercioIds: [b, a] });
    expect(site.categorias).toEqual([
      { id: expect.any(Number), titulo: 'Parrillas', descripcion: 'A la brasa', comercioIds: [a] },
    ]);

    // Read once so it is cached, then change the site: the next read shows the change.
    const before = await publicGet(`/api/comercios/getCategorias/${domain}`, domain);
    expect((before.json() as Array<{ titulo: string }>).map((cat) => cat.titulo)).toEqual(['Parrillas']);
    const parrillas = site.categorias[0]?.id;
    const updated = await call('PUT', `/api/admin/sites/${site.id}`, admin, {
      dominioUrl: domain,
      nombre: 'Portal Renovado',
      tipo: 'portal',
      comercioIds: [a, b, c],
      esPortalConCategorias: true,
      categorias: [
        { id: parrillas, titulo: 'Parrillas y asadores', comercioIds: [a] },
        { titulo: 'Hamburguesas', comercioIds: [c] },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const after = updated.json() as AdminSiteDetail;
    expect(after.comercioIds).toEqual([a, b, c]);
    expect(after.categorias.map((cat) => [cat.id === parrillas, cat.titulo, cat.comercioIds])).toEqual([
      [true, 'Parrillas y asadores', [a]],
      [false, 'Hamburguesas', [c]],
    ]);
    const categorias = await publicGet(`/api/comercios/getCategorias/${domain}`, domain);
    expect((categorias.json() as Array<{ titulo: string }>).map((cat) => cat.titulo)).toEqual([
      'Parrillas y asadores',
      'Hamburguesas',
    ]);
    const metadata = await publicGet(`/api/site/${domain}/metadata.json`, domain);
    expect(metadata.json()).toMatchObject({ nombre: 'Portal Renovado', esPortal: true, esPortalConCategorias: true });

    const audits = await auditRows('site', site.id);
    expect(audits.map((row) => row.action)).toEqual(['site.create', 'site.update']);
    expect(audits[1]?.before).toMatchObject({ nombre: 'Portal Nuevo' });
    expect(audits[1]?.after).toMatchObject({ nombre: 'Portal Renovado' });

    const detail = await call('GET', `/api/admin/sites/${site.id}`, admin);
    expect(detail.json()).toEqual(after);
  });

  it('refuses a domain in use (409), unknown businesses and bad fields (400) without writing anything', async () => {
    const count = async () => (await t.db.select({ id: sites.id }).from(sites)).length;
    const sitesBefore = await count();
    const laFarola = await comercioId('la-farola');
    const taken = await call('POST', '/api/admin/sites', admin, {
      dominioUrl: 'TANDIL.localhost',
      nombre: 'Otro',
      tipo: 'comercio',
      comercioId: laFarola,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ya existe un sitio con el dominio tandil.localhost');

    const unknown = await call('POST', '/api/admin/sites', admin, {
      dominioUrl: 'fantasma.localhost',
      nombre: 'Fantasma',
      tipo: 'portal',
      comercioIds: [laFarola, 999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No existe el comercio con identificador 999999');

    const invalid = await call('POST', '/api/admin/sites', admin, {
      dominioUrl: 'http://mal dominio/',
      nombre: '',
      tipo: 'comercio',
      googleTag: 'xyz',
    });
    expect(invalid.statusCode).toBe(400);
    const { errors } = invalid.json() as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['dominioUrl', 'nombre', 'googleTag', 'comercioId']));

    const foreignCategory = await call('POST', '/api/admin/sites', admin, {
      dominioUrl: 'categorias-ajenas.localhost',
      nombre: 'Ajeno',
      tipo: 'portal',
      comercioIds: [laFarola],
      esPortalConCategorias: true,
      categorias: [{ titulo: 'Otra', comercioIds: [await comercioId('burger-club')] }],
    });
    expect(foreignCategory.statusCode).toBe(400);
    expect(await count()).toBe(sitesBefore);

    const tandil = await siteId('tandil.localhost');
    const clash = await call('PUT', `/api/admin/sites/${tandil}`, admin, {
      dominioUrl: 'centro.localhost',
      nombre: 'Tandil Come',
      tipo: 'portal',
    });
    expect(clash.statusCode).toBe(409);
    expect((await call('GET', '/api/admin/sites/999999', admin)).statusCode).toBe(404);
  });

  it('is for platform admins only', async () => {
    const body = { dominioUrl: 'x.localhost', nombre: 'X', tipo: 'portal' };
    expect((await call('POST', '/api/admin/sites', undefined, body)).json()).toMatchObject({
      status: 401,
      message: LOGIN_REQUIRED_MESSAGE,
    });
    for (const token of [owner, customer]) {
      const res = await call('POST', '/api/admin/sites', token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ADMIN_REQUIRED_MESSAGE);
    }
    expect((await call('GET', `/api/admin/sites/${await siteId('tandil.localhost')}`, owner)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/sites/{siteId}/commands', () => {
  it('audits queued commands and minimum-build changes', async () => {
    const tandil = await siteId('tandil.localhost');
    const queued = await call('POST', `/api/admin/sites/${tandil}/commands`, admin, { command: 'REFRESH' });
    expect(queued.statusCode).toBe(201);
    const [audit] = await auditRows('site_command', queued.json().id);
    expect(audit).toMatchObject({ action: 'site.command', siteId: tandil, userName: 'admin' });
    expect(audit?.after).toMatchObject({ command: 'REFRESH' });

    const forced = await call('POST', `/api/admin/sites/${tandil}/commands`, admin, {
      command: 'FORCE_UPDATE',
      args: ['77'],
    });
    expect(forced.statusCode).toBe(200);
    const forceAudit = (await auditRows('site', tandil)).find((row) => row.action === 'site.forceUpdate');
    expect(forceAudit?.before).toEqual({ minBuild: 0 });
    expect(forceAudit?.after).toEqual({ minBuild: 77 });
  });
});
