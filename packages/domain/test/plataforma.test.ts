import { describe, expect, it } from 'vitest';
import { comercioCreateSchema, comercioUpdateSchema } from '../src/plataforma/comercios-schemas.ts';
import { siteInputSchema } from '../src/plataforma/sites-schemas.ts';
import { auditoriaQuerySchema } from '../src/back-office/auditoria-schemas.ts';
import { isOwnerRol } from '../src/back-office/schemas.ts';
import { staffAddSchema } from '../src/back-office/staff-schemas.ts';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('siteInputSchema', () => {
  it('normalises the domain and defaults a single-business site', () => {
    const site = siteInputSchema.parse({
      dominioUrl: ' Mi-Resto.COM.ar ',
      nombre: 'Mi Resto',
      tipo: 'comercio',
      comercioId: 3,
    });
    expect(site).toMatchObject({
      dominioUrl: 'mi-resto.com.ar',
      comercioIds: [],
      categorias: [],
      metaPixel: null,
      googleTag: null,
      minBuild: 0,
    });
  });

  it('refuses addresses that are not a host name, and a business site without its business', () => {
    for (const dominioUrl of ['http://x.com', 'x.com/', 'mal dominio.com', '-x.com', 'x..com']) {
      const result = siteInputSchema.safeParse({ dominioUrl, nombre: 'X', tipo: 'comercio', comercioId: 1 });
      expect(messages(result).dominioUrl, dominioUrl).toMatch(/El dominio no es válido/);
    }
    expect(messages(siteInputSchema.safeParse({ dominioUrl: 'x.com', nombre: 'X', tipo: 'comercio' }))).toEqual({
      comercioId: 'Elegí el comercio del sitio',
    });
  });

  it('keeps categories to portals with categories, with businesses the portal lists and distinct titles', () => {
    const portal = { dominioUrl: 'p.com', nombre: 'P', tipo: 'portal', comercioIds: [1, 2] };
    expect(
      messages(siteInputSchema.safeParse({ ...portal, categorias: [{ titulo: 'A', comercioIds: [1] }] })).categorias,
    ).toBe('Solo un portal con categorías tiene categorías');
    const withCategorias = { ...portal, esPortalConCategorias: true };
    expect(
      messages(siteInputSchema.safeParse({ ...withCategorias, categorias: [{ titulo: 'A', comercioIds: [3] }] })),
    ).toEqual({ 'categorias.0.comercioIds': 'La categoría «A» tiene comercios que el portal no lista' });
    expect(
      messages(
        siteInputSchema.safeParse({ ...withCategorias, categorias: [{ titulo: 'Bares' }, { titulo: 'bares' }] }),
      ),
    ).toEqual({ categorias: 'Hay dos categorías con el mismo título' });
    expect(messages(siteInputSchema.safeParse({ ...portal, comercioIds: [1, 1] }))).toEqual({
      comercioIds: 'Un comercio está repetido en la lista',
    });
  });

  it('checks the analytics ids', () => {
    const base = { dominioUrl: 'x.com', nombre: 'X', tipo: 'comercio', comercioId: 1 };
    expect(siteInputSchema.safeParse({ ...base, metaPixel: '1234567890', googleTag: 'G-ABC123XYZ' }).success).toBe(
      true,
    );
    expect(Object.keys(messages(siteInputSchema.safeParse({ ...base, metaPixel: 'abc', googleTag: 'x' })))).toEqual([
      'metaPixel',
      'googleTag',
    ]);
  });
});

describe('comercio schemas', () => {
  it('accepts a carpeta of lower-case letters, digits and inner hyphens only', () => {
    for (const carpeta of ['la-farola', 'bar24', 'a1']) {
      expect(comercioCreateSchema.safeParse({ carpeta, nombreComercio: 'X' }).success, carpeta).toBe(true);
    }
    for (const carpeta of ['La-Farola', 'la farola', '-x', 'x-', 'ñandú', 'a', 'x'.repeat(61)]) {
      expect(messages(comercioCreateSchema.safeParse({ carpeta, nombreComercio: 'X' })).carpeta, carpeta).toBeDefined();
    }
  });

  it('defaults every flag off, and a group cannot be a branch', () => {
    const created = comercioCreateSchema.parse({ carpeta: 'nuevo', nombreComercio: 'Nuevo' });
    expect(Object.values(created.flags).every((on) => on === false)).toBe(true);
    expect(created).toMatchObject({ publicado: false, configRestoParentId: null, siteIds: [] });
    expect(
      messages(
        comercioUpdateSchema.safeParse({ nombreComercio: 'X', esGrupoDeComercios: true, configRestoParentId: 2 }),
      ),
    ).toEqual({ configRestoParentId: 'Un grupo de comercios no puede ser sucursal de otro grupo' });
  });
});

describe('staffAddSchema', () => {
  it('lower-cases the user name and treats an empty password as none', () => {
    expect(staffAddSchema.parse({ userName: ' Cajera.Ana ', password: '' })).toEqual({
      userName: 'cajera.ana',
      password: null,
      nombreApellido: '',
      rol: 'staff',
    });
  });

  it('refuses phone-like user names, short passwords and unknown roles (no way to make a platform admin)', () => {
    expect(
      Object.keys(messages(staffAddSchema.safeParse({ userName: '2494000000', password: 'corta', rol: 'admin' }))),
    ).toEqual(['userName', 'password', 'rol']);
  });
});

describe('back-office roles and audit filters', () => {
  it('owners and platform admins do what only owners do', () => {
    expect([isOwnerRol('owner'), isOwnerRol('admin'), isOwnerRol('staff')]).toEqual([true, true, false]);
  });

  it('takes empty query parameters as not given and pages at most 200', () => {
    expect(auditoriaQuerySchema.parse({ comercioId: '', userName: '', limit: '' })).toEqual({ limit: 50 });
    expect(auditoriaQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
  });
});
