import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminComercioDetail } from '@vidriera/domain/plataforma';
import { comercios } from '../src/db/schema.ts';
import { ADMIN_REQUIRED_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '../src/plugins/auth.ts';
import { loginPlatformCast, plataformaHelpers } from './helpers/plataforma.ts';
import { createTestApp } from './helpers/test-app.ts';

// Platform administration of businesses: admins only, every change audited, and the sites that list a business
// show it at once.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let owner: string;
let customer: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, adminId, owner, customer } = await loginPlatformCast(t.app, '2494300211'));
});
afterAll(() => t.close());

const { comercioId, siteId, call, publicGet, auditRows } = plataformaHelpers(() => t);

describe('POST /api/admin/comercios and PUT /api/admin/comercios/{configRestoId}', () => {
  it('creates a business on a site with its flags; it shows on the site and is audited', async () => {
    const centro = await siteId('centro.localhost');
    const res = await call('POST', '/api/admin/comercios', admin, {
      carpeta: 'la-nueva-esquina',
      nombreComercio: 'La Nueva Esquina',
      publicado: true,
      siteIds: [centro],
      flags: { permitePedidosOnline: true, permiteReservas: true },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as AdminComercioDetail;
    expect(created).toMatchObject({
      carpeta: 'la-nueva-esquina',
      nombreComercio: 'La Nueva Esquina',
      publicado: true,
      esGrupoDeComercios: false,
      configRestoParentId: null,
      siteIds: [centro],
      flags: {
        permitePedidosOnline: true,
        permiteReservas: true,
        permiteEventos: false,
        permiteConcursos: false,
        permiteCursos: false,
        permiteQRCartaOnline: false,
        permiteLinks: false,
      },
    });
    const listado = await publicGet('/api/comercios/getListado/centro.localhost', 'centro.localhost');
    const carpetas = (listado.json() as Array<{ carpeta: string }>).map((c) => c.carpeta);
    expect(carpetas.at(-1)).toBe('la-nueva-esquina');
    const [audit] = await auditRows('comercio', created.configRestoId);
    expect(audit).toMatchObject({
      action: 'comercio.create',
      comercioId: created.configRestoId,
      userId: adminId,
      userName: 'admin',
    });
  });

  it('updates name, flags, published, group and sites; the carpeta stays', async () => {
    const id = await comercioId('la-vieja-esquina');
    const grupo = await comercioId('heladerias-cumbre');
    const tandil = await siteId('tandil.localhost');
    const before = (await call('GET', `/api/admin/comercios/${id}`, admin)).json() as AdminComercioDetail;
    expect(before.siteIds).toContain(tandil);

    const res = await call('PUT', `/api/admin/comercios/${id}`, admin, {
      carpeta: 'ignorada',
      nombreComercio: 'La Vieja Esquina Pizzería',
      publicado: false,
      configRestoParentId: grupo,
      siteIds: [],
      flags: { ...before.flags, permiteEventos: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      carpeta: 'la-vieja-esquina',
      nombreComercio: 'La Vieja Esquina Pizzería',
      publicado: false,
      configRestoParentId: grupo,
      siteIds: [],
      flags: { permiteEventos: true },
    });
    const audits = await auditRows('comercio', id);
    expect(audits.at(-1)).toMatchObject({ action: 'comercio.update', comercioId: id });
    expect(audits.at(-1)?.before).toMatchObject({ nombreComercio: before.nombreComercio, publicado: true });
  });

  it('refuses a taken carpeta (409, also differing in case), bad carpetas and groups (400)', async () => {
    const taken = await call('POST', '/api/admin/comercios', admin, { carpeta: 'la-farola', nombreComercio: 'X' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ya existe un comercio con la carpeta la-farola');

    for (const carpeta of ['La Farola', '-x', 'a', 'ñandú', 'x'.repeat(61)]) {
      const res = await call('POST', '/api/admin/comercios', admin, { carpeta, nombreComercio: 'X' });
      expect(res.statusCode, carpeta).toBe(400);
      expect(Object.keys(res.json().errors)).toContain('carpeta');
    }
    const notAGroup = await call('POST', '/api/admin/comercios', admin, {
      carpeta: 'sucursal-rara',
      nombreComercio: 'Sucursal rara',
      configRestoParentId: await comercioId('la-farola'),
    });
    expect(notAGroup.statusCode).toBe(400);
    expect(notAGroup.json().message).toBe('El comercio elegido como grupo no es un grupo de comercios');
    const unknownSite = await call('POST', '/api/admin/comercios', admin, {
      carpeta: 'sin-sitio',
      nombreComercio: 'Sin sitio',
      siteIds: [999_999],
    });
    expect(unknownSite.statusCode).toBe(400);
    const found = await t.db.select().from(comercios).where(eq(comercios.carpeta, 'sin-sitio'));
    expect(found).toEqual([]);

    // A group with branches stays a group.
    const grupo = await comercioId('heladerias-cumbre');
    const detail = (await call('GET', `/api/admin/comercios/${grupo}`, admin)).json() as AdminComercioDetail;
    const ungroup = await call('PUT', `/api/admin/comercios/${grupo}`, admin, {
      ...detail,
      esGrupoDeComercios: false,
    });
    expect(ungroup.statusCode).toBe(409);
    expect((await call('GET', '/api/admin/comercios/999999', admin)).statusCode).toBe(404);
  });

  it('is for platform admins only', async () => {
    const body = { carpeta: 'no-admin', nombreComercio: 'No admin' };
    expect((await call('POST', '/api/admin/comercios', undefined, body)).json()).toMatchObject({
      status: 401,
      message: LOGIN_REQUIRED_MESSAGE,
    });
    for (const token of [owner, customer]) {
      expect((await call('POST', '/api/admin/comercios', token, body)).json()).toMatchObject({
        status: 403,
        message: ADMIN_REQUIRED_MESSAGE,
      });
    }
    const id = await comercioId('la-farola');
    // Not even the business's own owner edits its platform fields.
    expect((await call('PUT', `/api/admin/comercios/${id}`, owner, { nombreComercio: 'Mía' })).statusCode).toBe(403);
  });
});
