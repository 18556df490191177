import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_CHIPS } from '@vidriera/domain/comercios';
import { categorias, comercios, sites } from '../src/db/schema.ts';
import { createTestApp } from './helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
interface ComercioBody {
  id: number;
  carpeta: string;
  nombreComercio: string;
  abierto: boolean;
  publicado: boolean;
  esGrupoDeComercios: boolean;
  configRestoParentId: number | null;
  metaTags: string;
  [field: string]: unknown;
}

const COMERCIO_NOT_FOUND = 'No se encontró el comercio';
const CATEGORIA_NOT_FOUND = 'No se encontró la categoría';
const SITE_NOT_FOUND = 'No encontramos el sitio solicitado';

/** Saturday 21:00 in Buenos Aires, the clock every demo state is tuned for. */
const SATURDAY_NIGHT = '2026-11-21T21:00:00-03:00';

const TANDIL_LISTING = [
  'la-farola',
  'heladerias-cumbre',
  'la-vieja-esquina',
  'cerveceria-la-serrana',
  'el-fogon-serrano',
  'burger-club',
  'empanadas-del-cerro',
  'fugazza-al-paso',
  'bodegon-del-lago',
  'cafe-de-la-plaza',
  'casa-de-te-las-sierras',
  'pulperia-la-tranquera',
  'alfajores-serranos',
  'regionales-la-movediza',
  'sushi-del-lago',
];
const CENTRO_LISTING = [
  'heladerias-cumbre',
  'la-vieja-esquina',
  'burger-club',
  'fugazza-al-paso',
  'cafe-de-la-plaza',
  'pulperia-la-tranquera',
];
const BRANCHES = ['cumbre-centro', 'cumbre-lago', 'cumbre-movediza'];
const CLOSED_ON_SATURDAY_NIGHT = [
  'fugazza-al-paso',
  'bodegon-del-lago',
  'cafe-de-la-plaza',
  'pulperia-la-tranquera',
  'regionales-la-movediza',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: SATURDAY_NIGHT });
});
afterAll(() => t.close());

/** The domain a comercios call names (/api/comercios/{call}/{domain}/...); tandil.localhost for other calls. */
const domainOf = (url: string) => (url.startsWith('/api/comercios/') && url.split('/')[4]) || 'tandil.localhost';
/** From the named site's own host: a Host that is a site answers only for itself (decision 020). */
const get = (url: string, host = domainOf(url)) => t.app.inject({ method: 'GET', url, headers: { host } });
const list = async (url: string): Promise<ComercioBody[]> => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const carpetas = (rows: ComercioBody[]) => rows.map((c) => c.carpeta);
async function idOf(carpeta: string): Promise<number> {
  const [row] = await t.db.select({ id: comercios.id }).from(comercios).where(eq(comercios.carpeta, carpeta));
  if (!row) throw new Error(`no business ${carpeta}`);
  return row.id;
}
async function categoriaIds(): Promise<Map<string, number>> {
  const rows = await t.db.select({ id: categorias.id, titulo: categorias.titulo }).from(categorias);
  return new Map(rows.map((r) => [r.titulo, r.id]));
}
function expect4xx(res: { statusCode: number; json: () => { status: number; message: string } }) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json();
  expect(body.status).toBe(res.statusCode);
  expect(body.message.length).toBeGreaterThan(0);
  // Spanish, never Fastify's or zod's English.
  expect(body.message).not.toMatch(/expected|invalid|is not a valid|exceeding|must be|not found/i);
}

describe('GET /api/comercios/getListado/{domain}', () => {
  it("lists the portal's top-level businesses in the site's order: the group, not its branches", async () => {
    const rows = await list('/api/comercios/getListado/tandil.localhost');
    expect(carpetas(rows)).toEqual(TANDIL_LISTING);
    const group = rows.find((c) => c.carpeta === 'heladerias-cumbre');
    expect(group).toMatchObject({ esGrupoDeComercios: true, configRestoParentId: null });
    for (const branch of BRANCHES) expect(carpetas(rows)).not.toContain(branch);
  });

  it('computes abierto from each weekly schedule and the manual override', async () => {
    const rows = await list('/api/comercios/getListado/tandil.localhost');
    const closed = rows.filter((c) => !c.abierto).map((c) => c.carpeta);
    expect(closed.sort()).toEqual([...CLOSED_ON_SATURDAY_NIGHT].sort());
  });

  it('sends every field of the spec, the unpublished business included', async () => {
    const rows = await list('/api/comercios/getListado/tandil.localhost');
    for (const field of [
      'id',
      'carpeta',
      'nombreComercio',
      'descrCorta',
      'descrLarga',
      'domicilio',
      'dominio',
      'lat',
      'lng',
      'publicado',
      'abierto',
      'demora',
      'ocultaDemora',
      'califProm',
      'metaDescription',
      'metaTags',
      'esGrupoDeComercios',
      'configRestoParentId',
      'horariosText',
      'contacto',
      'soloTakeAway',
      'comercioDigital',
      'permitePedidosOnline',
      'permiteQRCartaOnline',
      'permiteReservas',
      'permiteEventos',
      'permiteCursos',
      'permiteConcursos',
      'permiteLinks',
    ]) {
      expect(rows[0]).toHaveProperty(field);
    }
    expect(rows.filter((c) => !c.publicado).map((c) => c.carpeta)).toEqual(['sushi-del-lago']);
  });

  it('holds a business for every chip of the listing', async () => {
    const rows = await list('/api/comercios/getListado/tandil.localhost');
    for (const chip of TAG_CHIPS) {
      expect(
        rows.some((c) => c.metaTags.split(/\s+/).includes(chip)),
        chip,
      ).toBe(true);
    }
  });

  it("lists the centro portal's own subset", async () => {
    expect(carpetas(await list('/api/comercios/getListado/centro.localhost'))).toEqual(CENTRO_LISTING);
  });

  it('lists only its business on a single-business site', async () => {
    expect(carpetas(await list('/api/comercios/getListado/la-farola.localhost'))).toEqual(['la-farola']);
  });

  it('serves the default site for localhost, with or without a port', async () => {
    expect(carpetas(await list('/api/comercios/getListado/localhost'))).toEqual(TANDIL_LISTING);
    expect(carpetas(await list('/api/comercios/getListado/localhost:3000'))).toEqual(TANDIL_LISTING);
  });

  it('answers an unknown domain with a Spanish 404', async () => {
    const res = await get('/api/comercios/getListado/otro.example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SITE_NOT_FOUND);
  });
});

describe('GET /api/comercios/getListado/{domain}/{carpeta}', () => {
  it('lists the branches of a group, each pointing at the group', async () => {
    const groupId = await idOf('heladerias-cumbre');
    const rows = await list('/api/comercios/getListado/tandil.localhost/heladerias-cumbre');
    expect(carpetas(rows).sort()).toEqual([...BRANCHES].sort());
    for (const branch of rows) expect(branch.configRestoParentId).toBe(groupId);
    expect(rows.find((c) => c.carpeta === 'cumbre-movediza')?.abierto).toBe(false);
    expect(rows.find((c) => c.carpeta === 'cumbre-centro')?.abierto).toBe(true);
  });

  it('lists the branches on every site that lists the group, in any letter case', async () => {
    expect(carpetas(await list('/api/comercios/getListado/centro.localhost/Heladerias-Cumbre')).sort()).toEqual(
      [...BRANCHES].sort(),
    );
  });

  it('answers an unknown folder with 404 "No se encontró el comercio"', async () => {
    const res = await get('/api/comercios/getListado/tandil.localhost/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, error: 'Not Found', message: COMERCIO_NOT_FOUND });
  });

  it("answers another site's folder with 404", async () => {
    for (const url of [
      '/api/comercios/getListado/centro.localhost/la-farola',
      '/api/comercios/getListado/la-farola.localhost/heladerias-cumbre',
      '/api/comercios/getListado/la-vieja-esquina.localhost/la-farola',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(COMERCIO_NOT_FOUND);
    }
  });

  it.each(['la farola', "x';drop table comercios;--", 'a'.repeat(61), '..%2F..%2Fetc'])(
    'answers a malformed folder %s with a 4xx',
    async (carpeta) => {
      expect4xx(await get(`/api/comercios/getListado/tandil.localhost/${encodeURIComponent(carpeta)}`));
    },
  );
});

describe('GET /api/comercios/getCategorias/{domain}[/{carpeta}]', () => {
  it("lists the portal's categories in order, with their images", async () => {
    const res = await get('/api/comercios/getCategorias/tandil.localhost');
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((c: { titulo: string }) => c.titulo)).toEqual([
      'Parrillas y restaurantes',
      'Pizzerías y empanadas',
      'Heladerías y postres',
      'Bares y cervecerías',
      'Cafés y meriendas',
      'Productos regionales',
    ]);
    for (const c of rows) {
      expect(Object.keys(c).sort()).toEqual(['descripcion', 'id', 'imagenUrl', 'mostrarImagen', 'titulo']);
      expect(c.imagenUrl).toMatch(/^\/img\/_categorias\/[a-z]+\.webp$/);
    }
  });

  it('answers a portal without categories with an empty list', async () => {
    const res = await get('/api/comercios/getCategorias/centro.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists only the categories that hold a business (or its branches)', async () => {
    const titles = async (carpeta: string) =>
      (await get(`/api/comercios/getCategorias/tandil.localhost/${carpeta}`))
        .json()
        .map((c: { titulo: string }) => c.titulo);
    expect(await titles('cafe-de-la-plaza')).toEqual(['Heladerías y postres', 'Cafés y meriendas']);
    expect(await titles('pulperia-la-tranquera')).toEqual(['Parrillas y restaurantes', 'Bares y cervecerías']);
    expect(await titles('heladerias-cumbre')).toEqual(['Heladerías y postres']);
  });

  it('answers an unknown or foreign folder with 404', async () => {
    for (const url of [
      '/api/comercios/getCategorias/tandil.localhost/no-existe',
      '/api/comercios/getCategorias/centro.localhost/la-farola',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(COMERCIO_NOT_FOUND);
    }
  });

  it('answers an unknown domain with 404 and a malformed one with 400', async () => {
    expect((await get('/api/comercios/getCategorias/otro.example.com')).statusCode).toBe(404);
    expect((await get('/api/comercios/getCategorias/otro_sitio')).statusCode).toBe(400);
  });
});

describe('GET /api/comercios/getFeedByCategoria/{domain}/{categoryId}', () => {
  it("lists a category's businesses in the site's order", async () => {
    const ids = await categoriaIds();
    const parrillas = await list(
      `/api/comercios/getFeedByCategoria/tandil.localhost/${ids.get('Parrillas y restaurantes')}`,
    );
    expect(carpetas(parrillas)).toEqual([
      'la-farola',
      'el-fogon-serrano',
      'bodegon-del-lago',
      'pulperia-la-tranquera',
      'sushi-del-lago',
    ]);
    const regionales = await list(
      `/api/comercios/getFeedByCategoria/tandil.localhost/${ids.get('Productos regionales')}`,
    );
    expect(carpetas(regionales)).toEqual(['regionales-la-movediza']);
  });

  it("answers another site's category with 404", async () => {
    const ids = await categoriaIds();
    const res = await get(`/api/comercios/getFeedByCategoria/centro.localhost/${ids.get('Cafés y meriendas')}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CATEGORIA_NOT_FOUND);
  });

  it('answers an unknown category with 404', async () => {
    const res = await get('/api/comercios/getFeedByCategoria/tandil.localhost/9999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CATEGORIA_NOT_FOUND);
  });

  it.each([
    ['abc', 'El identificador debe ser un número'],
    ['-3', 'El identificador debe ser positivo'],
    ['0', 'El identificador debe ser positivo'],
    ['1.5', 'El identificador debe ser un número entero'],
    ['99999999999999', 'El identificador es demasiado grande'],
    ['1%20or%201%3D1', 'El identificador debe ser un número'],
  ])('answers the id %s with a 400 in Spanish', async (id, message) => {
    const res = await get(`/api/comercios/getFeedByCategoria/tandil.localhost/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request', message });
  });
});

describe('GET /api/comercios/getByDominioCarpeta/{domain}/{carpeta}', () => {
  it('answers a list of one business', async () => {
    const rows = await list('/api/comercios/getByDominioCarpeta/tandil.localhost/la-farola');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      carpeta: 'la-farola',
      nombreComercio: 'La Farola Parrilla',
      abierto: true,
      publicado: true,
      permitePedidosOnline: true,
      permiteLinks: true,
      dominio: 'la-farola.localhost',
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    expect(rows[0]?.descrLarga).toMatch(/https:\/\//);
  });

  it('finds a branch through the group the site lists, and the folder in any case', async () => {
    const groupId = await idOf('heladerias-cumbre');
    for (const host of ['tandil.localhost', 'centro.localhost']) {
      const rows = await list(`/api/comercios/getByDominioCarpeta/${host}/cumbre-lago`);
      expect(rows[0]).toMatchObject({ carpeta: 'cumbre-lago', configRestoParentId: groupId });
    }
    expect(carpetas(await list('/api/comercios/getByDominioCarpeta/tandil.localhost/LA-FAROLA'))).toEqual([
      'la-farola',
    ]);
  });

  it('never returns a business of another site: for the site asked, that folder is an empty result', async () => {
    for (const url of [
      '/api/comercios/getByDominioCarpeta/centro.localhost/la-farola',
      '/api/comercios/getByDominioCarpeta/centro.localhost/el-fogon-serrano',
      '/api/comercios/getByDominioCarpeta/la-farola.localhost/la-vieja-esquina',
      '/api/comercios/getByDominioCarpeta/la-vieja-esquina.localhost/cumbre-lago',
      '/api/comercios/getByDominioCarpeta/tandil.localhost/no-existe',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual([]);
    }
  });

  it('answers 404 for a domain that is no site, and 400 for a malformed folder', async () => {
    const unknown = await get('/api/comercios/getByDominioCarpeta/no-es-un-sitio.example/la-farola');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).not.toBe(COMERCIO_NOT_FOUND);
    const malformed = await get('/api/comercios/getByDominioCarpeta/tandil.localhost/%20%3Cscript%3E');
    expect(malformed.statusCode).toBe(400);
  });

  it("serves a single-business site's own business", async () => {
    expect(carpetas(await list('/api/comercios/getByDominioCarpeta/la-farola.localhost/la-farola'))).toEqual([
      'la-farola',
    ]);
  });
});

describe('GET /api/links/links/{commerceId}/{type}', () => {
  it("lists a business's home links in order, for the site of the Host header", async () => {
    const id = await idOf('la-farola');
    for (const host of ['tandil.localhost', 'la-farola.localhost', 'localhost:3000']) {
      const res = await get(`/api/links/links/${id}/2`, host);
      expect(res.statusCode, host).toBe(200);
      const links = res.json();
      expect(links.map((l: { titulo: string }) => l.titulo)).toEqual([
        'Seguinos en Instagram',
        'Cómo llegar',
        'Qué hacer en Tandil',
      ]);
      for (const link of links) {
        expect(Object.keys(link).sort()).toEqual(['enlace', 'titulo']);
        expect(link.enlace).toMatch(/^https:\/\//);
      }
    }
  });

  it('answers an empty list for a type the business has no links of', async () => {
    const res = await get(`/api/links/links/${await idOf('la-farola')}/3`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers another site's business with 404", async () => {
    const id = await idOf('la-farola');
    for (const host of ['centro.localhost', 'la-vieja-esquina.localhost']) {
      const res = await get(`/api/links/links/${id}/2`, host);
      expect(res.statusCode, host).toBe(404);
      expect(res.json().message).toBe(COMERCIO_NOT_FOUND);
    }
    expect((await get('/api/links/links/99999/2')).statusCode).toBe(404);
  });

  it('answers an unknown host with 404', async () => {
    const res = await get(`/api/links/links/${await idOf('la-farola')}/2`, 'otro.example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SITE_NOT_FOUND);
  });

  it.each([
    ['1/abc', 'El tipo de enlace debe ser un número'],
    ['1/0', 'El tipo de enlace no es válido'],
    ['1/10', 'El tipo de enlace no es válido'],
    ['1/2.5', 'El tipo de enlace debe ser un número entero'],
    ['-1/2', 'El identificador debe ser positivo'],
    ['abc/2', 'El identificador debe ser un número'],
    ['4294967296/2', 'El identificador es demasiado grande'],
  ])('answers /links/links/%s with a 400 in Spanish', async (path, message) => {
    const res = await get(`/api/links/links/${path}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request', message });
  });
});

describe('POST /api/feed', () => {
  const feed = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/feed', payload: { domain: 'tandil.localhost', ...payload } });
  const feedCarpetas = async (payload: Record<string, unknown>) => {
    const res = await feed(payload);
    expect(res.statusCode, res.body).toBe(200);
    return carpetas(res.json().comercios);
  };

  it('answers the whole listing by default, one page of 20', async () => {
    const res = await feed({});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: TANDIL_LISTING.length, pagina: 1, tamanoPagina: 20 });
    expect(carpetas(body.comercios)).toEqual(TANDIL_LISTING);
  });

  it('filters by category', async () => {
    const ids = await categoriaIds();
    expect(await feedCarpetas({ categoriaId: ids.get('Cafés y meriendas') })).toEqual([
      'cafe-de-la-plaza',
      'casa-de-te-las-sierras',
    ]);
  });

  it('searches like the listing: accents and case ignored, every word in some field', async () => {
    // Name with accents, typed without them and in capitals.
    expect(await feedCarpetas({ texto: 'FOGON serrano' })).toEqual(['el-fogon-serrano']);
    // Typed with accents that the data does not have ("Pizza" tag, "Julio" address).
    expect(await feedCarpetas({ texto: 'pízza  julio' })).toEqual(['la-vieja-esquina']);
    // Words matched in different fields: meta tag and address.
    expect(await feedCarpetas({ texto: 'helado movediza' })).toEqual(['heladerias-cumbre']);
    // Short description and domain.
    expect(await feedCarpetas({ texto: 'la-farola.localhost' })).toEqual(['la-farola']);
    expect(await feedCarpetas({ texto: 'café plaza' })).toEqual(['cafe-de-la-plaza']);
    expect(await feedCarpetas({ texto: 'pizza sushi' })).toEqual([]);
    expect(await feedCarpetas({ texto: '   ' })).toEqual(TANDIL_LISTING);
  });

  it('combines category, text and only-open', async () => {
    const ids = await categoriaIds();
    expect(await feedCarpetas({ categoriaId: ids.get('Pizzerías y empanadas'), texto: 'pizza' })).toEqual([
      'la-vieja-esquina',
      'empanadas-del-cerro',
      'fugazza-al-paso',
    ]);
    expect(
      await feedCarpetas({ categoriaId: ids.get('Pizzerías y empanadas'), texto: 'pizza', soloAbiertos: true }),
    ).toEqual(['la-vieja-esquina', 'empanadas-del-cerro']);
    const open = await feedCarpetas({ soloAbiertos: true });
    expect(open).toEqual(TANDIL_LISTING.filter((c) => !CLOSED_ON_SATURDAY_NIGHT.includes(c)));
  });

  it('pages through the results', async () => {
    const page2 = (await feed({ pagina: 2, tamanoPagina: 4 })).json();
    expect(page2).toMatchObject({ total: TANDIL_LISTING.length, pagina: 2, tamanoPagina: 4 });
    expect(carpetas(page2.comercios)).toEqual(TANDIL_LISTING.slice(4, 8));
    const last = (await feed({ pagina: 4, tamanoPagina: 4 })).json();
    expect(carpetas(last.comercios)).toEqual(TANDIL_LISTING.slice(12));
    const beyond = (await feed({ pagina: 50, tamanoPagina: 4 })).json();
    expect(beyond).toMatchObject({ comercios: [], total: TANDIL_LISTING.length });
  });

  it("filters the centro portal's own businesses", async () => {
    expect(await feedCarpetas({ domain: 'centro.localhost', texto: 'pinto' })).toEqual([
      'fugazza-al-paso',
      'cafe-de-la-plaza',
    ]);
    expect(await feedCarpetas({ domain: 'centro.localhost', texto: 'farola' })).toEqual([]);
  });

  it("answers another site's category and an unknown domain with 404", async () => {
    const ids = await categoriaIds();
    const foreign = await feed({ domain: 'centro.localhost', categoriaId: ids.get('Cafés y meriendas') });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CATEGORIA_NOT_FOUND);
    const unknown = await feed({ domain: "x.example.com'; drop table sites;--" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SITE_NOT_FOUND);
  });

  it.each([
    [{ tamanoPagina: 101 }, 'Se pueden pedir hasta 100 comercios por página'],
    [{ pagina: 0 }, 'La página debe ser 1 o más'],
    [{ texto: 'x'.repeat(201) }, 'La búsqueda es demasiado larga'],
    [{ domain: '' }, 'Falta el dominio'],
    [{ categoriaId: 99_999_999_999 }, undefined],
    [{ categoriaId: -1 }, undefined],
    [{ categoriaId: 'uno' }, undefined],
    [{ soloAbiertos: 'si' }, undefined],
    [{ pagina: 1.5 }, undefined],
    [{ domain: 'd'.repeat(300) }, undefined],
  ])('answers bad filter #%# with a 400 in Spanish', async (payload, message) => {
    const res = await feed(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 400, error: 'Bad Request' });
    if (message) expect(body.message).toBe(message);
    expect(body.message).not.toMatch(/expected|invalid input|too (big|small)/i);
  });

  it('answers a missing domain and a body that is not JSON with a 400', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/feed', payload: {} });
    expect(missing.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/feed',
      headers: { 'content-type': 'application/json' },
      payload: '{"domain":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('El cuerpo enviado no es JSON válido');
  });
});

describe('never a 5xx for bad parameters', () => {
  const sqlish = encodeURIComponent("1' or '1'='1");
  const long = 'x'.repeat(2000);
  it.each(
    [
      `/api/site/${long}/metadata.json`,
      `/api/site/${sqlish}/metadata.json`,
      '/api/site/%/metadata.json',
      '/api/site/%E0%A4%A/metadata.json',
      `/api/comercios/getListado/${long}`,
      `/api/comercios/getListado/tandil.localhost/${long}`,
      `/api/comercios/getListado/tandil.localhost/${sqlish}`,
      '/api/comercios/getListado/tandil.localhost/%00',
      `/api/comercios/getCategorias/tandil.localhost/${sqlish}`,
      '/api/comercios/getFeedByCategoria/tandil.localhost/-2147483649',
      '/api/comercios/getFeedByCategoria/tandil.localhost/2147483648',
      '/api/comercios/getFeedByCategoria/tandil.localhost/1e400',
      '/api/comercios/getFeedByCategoria/tandil.localhost/NaN',
      '/api/comercios/getFeedByCategoria/tandil.localhost/Infinity',
      `/api/comercios/getFeedByCategoria/tandil.localhost/${sqlish}`,
      `/api/comercios/getByDominioCarpeta/tandil.localhost/${sqlish}`,
      `/api/comercios/getByDominioCarpeta/${sqlish}/la-farola`,
      '/api/links/links/2147483648/2',
      '/api/links/links/1/99999999999999999999',
      `/api/links/links/${sqlish}/2`,
    ].map((url) => [url.length > 90 ? `${url.slice(0, 90)}…` : url, url]),
  )('GET %s', async (_label, url) => {
    expect4xx(await get(url));
  });

  it.each([
    { domain: 'tandil.localhost', categoriaId: 2_147_483_648 },
    { domain: 'tandil.localhost', categoriaId: 1e300 },
    { domain: 'tandil.localhost', pagina: 1e300 },
    { domain: 'tandil.localhost', pagina: Number.MAX_SAFE_INTEGER },
    { domain: 'tandil.localhost', texto: long },
    { domain: ['tandil.localhost'] },
    { domain: { $ne: null } },
  ])('POST /api/feed %#', async (payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/feed', payload });
    if (res.statusCode === 200) return;
    expect4xx(res);
  });

  it('answers a foreign Host on getStateSite and links with 404, not a crash', async () => {
    expect4xx(await get('/api/links/links/1/2', `${'h'.repeat(250)}.example.com`));
    expect4xx(
      await t.app.inject({
        method: 'POST',
        url: '/api/site/getStateSite',
        headers: { host: 'nadie.example.com' },
        payload: { build: 1, ver: 0 },
      }),
    );
  });
});

describe('abierto follows the clock in the merchant time zone', () => {
  /** Each check moves the clock forward only: answers are cached until the next minute. */
  const isOpenAt = async (carpeta: string, instant: string) => {
    t.clock.set(instant);
    const [row] = await list(`/api/comercios/getByDominioCarpeta/tandil.localhost/${carpeta}`);
    return row?.abierto;
  };

  it('opens and closes at the window edges, also past midnight and until 00:00', async () => {
    const b = await createTestApp({ now: '2026-11-21T20:58:00-03:00' });
    const at = async (carpeta: string, instant: string) => {
      b.clock.set(instant);
      const res = await b.app.inject({
        method: 'GET',
        url: `/api/comercios/getByDominioCarpeta/tandil.localhost/${carpeta}`,
      });
      return res.json()[0].abierto;
    };
    try {
      // Café de la Plaza: Monday to Saturday 07:30-21:00.
      expect(await at('cafe-de-la-plaza', '2026-11-21T20:59:59-03:00')).toBe(true);
      expect(await at('cafe-de-la-plaza', '2026-11-21T21:00:00-03:00')).toBe(false);
      // El Fogón Serrano: until 00:00 on Saturday, then closed on Sunday 00:00.
      expect(await at('el-fogon-serrano', '2026-11-21T23:59:00-03:00')).toBe(true);
      expect(await at('el-fogon-serrano', '2026-11-22T00:00:00-03:00')).toBe(false);
      // La Farola: Saturday's 20:00-00:30 window runs into Sunday.
      expect(await at('la-farola', '2026-11-22T00:29:00-03:00')).toBe(true);
      expect(await at('la-farola', '2026-11-22T00:30:00-03:00')).toBe(false);
      // Cervecería La Serrana: Saturday 18:00-03:00.
      expect(await at('cerveceria-la-serrana', '2026-11-22T02:59:00-03:00')).toBe(true);
      expect(await at('cerveceria-la-serrana', '2026-11-22T03:00:00-03:00')).toBe(false);
      // La Farola: Sunday night's window runs into Monday, and Monday itself is closed.
      expect(await at('la-farola', '2026-11-23T00:15:00-03:00')).toBe(true);
      expect(await at('la-farola', '2026-11-23T00:30:00-03:00')).toBe(false);
      expect(await at('la-farola', '2026-11-23T13:00:00-03:00')).toBe(false);
      expect(await at('la-farola', '2026-11-24T12:00:00-03:00')).toBe(true);
      // Alfajores Serranos sells online around the clock (00:00 to 00:00 is the whole day).
      expect(await at('alfajores-serranos', '2026-11-24T04:00:00-03:00')).toBe(true);
    } finally {
      await b.close();
    }
  });

  it("reads the schedule in the business's own time zone", async () => {
    const id = await idOf('bodegon-del-lago');
    // Bodegón del Lago opens 11:30-16:00; Monday 09:00 in Buenos Aires is 13:00 in Madrid.
    expect(await isOpenAt('bodegon-del-lago', '2026-11-30T09:00:00-03:00')).toBe(false);
    await t.db.update(comercios).set({ timeZone: 'Europe/Madrid' }).where(eq(comercios.id, id));
    await t.app.announceCatalogChange();
    try {
      expect(await isOpenAt('bodegon-del-lago', '2026-11-30T09:00:30-03:00')).toBe(true);
      expect(await isOpenAt('bodegon-del-lago', '2026-11-30T12:00:00-03:00')).toBe(false);
    } finally {
      await t.db.update(comercios).set({ timeZone: 'America/Argentina/Buenos_Aires' }).where(eq(comercios.id, id));
      await t.app.announceCatalogChange();
    }
  });

  it('lets the manual override win over the schedule', async () => {
    const id = await idOf('pulperia-la-tranquera');
    // Wednesday 20:00: inside its 19:00-01:00 window, but the business closed itself.
    expect(await isOpenAt('pulperia-la-tranquera', '2026-12-02T20:00:00-03:00')).toBe(false);
    await t.db.update(comercios).set({ aperturaManual: 'auto' }).where(eq(comercios.id, id));
    await t.app.announceCatalogChange();
    expect(await isOpenAt('pulperia-la-tranquera', '2026-12-02T20:00:10-03:00')).toBe(true);
    // Wednesday 10:00 is outside the schedule, but it opened by hand.
    expect(await isOpenAt('pulperia-la-tranquera', '2026-12-03T10:00:00-03:00')).toBe(false);
    await t.db.update(comercios).set({ aperturaManual: 'abierto' }).where(eq(comercios.id, id));
    await t.app.announceCatalogChange();
    expect(await isOpenAt('pulperia-la-tranquera', '2026-12-03T10:00:10-03:00')).toBe(true);
    await t.db.update(comercios).set({ aperturaManual: 'cerrado' }).where(eq(comercios.id, id));
    await t.app.announceCatalogChange();
  });
});

describe('demo data', () => {
  it('has each own-site business on the Tandil portal, with its domain', async () => {
    const own = await t.db.select().from(sites).where(eq(sites.esPortal, false));
    expect(own.map((s) => s.dominioUrl).sort()).toEqual(['la-farola.localhost', 'la-vieja-esquina.localhost']);
    const tandil = carpetas(await list('/api/comercios/getListado/tandil.localhost'));
    for (const site of own) {
      const [business] = await t.db
        .select()
        .from(comercios)
        .where(eq(comercios.id, site.comercioId ?? 0));
      expect(business?.dominio).toBe(site.dominioUrl);
      expect(tandil).toContain(business?.carpeta);
    }
  });
});
