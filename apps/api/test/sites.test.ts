import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comercios, siteCommands, sites } from '../src/db/schema.ts';
import { createTestApp } from './helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const SITE_NOT_FOUND = 'No encontramos el sitio solicitado';

async function siteIdOf(t: TestApp, dominioUrl: string): Promise<number> {
  const [row] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.dominioUrl, dominioUrl));
  if (!row) throw new Error(`no site ${dominioUrl}`);
  return row.id;
}

describe('GET /api/site/{domain}/metadata.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const metadata = (domain: string) => t.app.inject({ method: 'GET', url: `/api/site/${domain}/metadata.json` });

  it('answers a portal with categories with every field of the spec', async () => {
    const res = await metadata('tandil.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'nombre',
        'nombreLargo',
        'frase',
        'carpeta',
        'dominioUrl',
        'web',
        'idioma',
        'homeTitulo',
        'homeDescription',
        'homeKeywords',
        'metaPixel',
        'googleTag',
        'esPortal',
        'esPortalConCategorias',
        'esPortalSinEntrega',
        'factName',
        'factUrl',
        'contacto',
        'configRestoId',
        'androidPackage',
        'metadataOk',
      ].sort(),
    );
    expect(body).toMatchObject({
      nombre: 'Tandil Come',
      dominioUrl: 'tandil.localhost',
      idioma: 'es',
      esPortal: true,
      esPortalConCategorias: true,
      carpeta: null,
      configRestoId: 0,
      metadataOk: true,
    });
    expect(body.homeTitulo).not.toBe('');
    expect(body.homeDescription).not.toBe('');
    expect(Object.keys(body.contacto).sort()).toEqual(['email', 'facebook', 'instagram', 'telefono', 'whatsapp']);
    expect(body.contacto.whatsapp).toMatch(/^\d+$/);
  });

  it('answers a portal without categories', async () => {
    const body = (await metadata('centro.localhost')).json();
    expect(body).toMatchObject({ dominioUrl: 'centro.localhost', esPortal: true, esPortalConCategorias: false });
    expect(body.nombre).not.toBe('Tandil Come');
  });

  it("answers a single-business site with its business's folder and id", async () => {
    const [farola] = await t.db.select({ id: comercios.id }).from(comercios).where(eq(comercios.carpeta, 'la-farola'));
    const body = (await metadata('la-farola.localhost')).json();
    expect(body).toMatchObject({
      dominioUrl: 'la-farola.localhost',
      esPortal: false,
      carpeta: 'la-farola',
      configRestoId: farola?.id,
    });
  });

  it.each(['localhost', 'localhost:3000', '127.0.0.1', '127.0.0.1:8080'])(
    'serves the default site for %s',
    async (domain) => {
      const res = await metadata(domain);
      expect(res.statusCode).toBe(200);
      expect(res.json().dominioUrl).toBe('tandil.localhost');
    },
  );

  it.each(['tandil.localhost:3210', 'TANDIL.localhost', 'www.tandil.localhost'])(
    'ignores the port, the case and www. in %s',
    async (domain) => {
      const res = await metadata(domain);
      expect(res.statusCode).toBe(200);
      expect(res.json().dominioUrl).toBe('tandil.localhost');
    },
  );

  it('answers an unknown domain with a Spanish 404', async () => {
    const res = await metadata('no-existe.example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, error: 'Not Found', message: SITE_NOT_FOUND });
  });

  it.each([
    'tandil_localhost',
    'tandil.localhost%27%3B%20drop%20table%20sites%3B--',
    'a%20b',
    'tandil.localhost:99999999',
    '%F0%9F%8D%95.localhost',
  ])('answers a malformed domain %s with a 400 in Spanish', async (domain) => {
    const res = await metadata(domain);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request', message: 'El dominio no es válido' });
  });

  it('never answers a 5xx for a very long domain', async () => {
    const res = await metadata('a'.repeat(300));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
  });

  it('serves the configured DEFAULT_SITE for plain localhost', async () => {
    const other = await createTestApp({ env: { DEFAULT_SITE: 'centro.localhost' } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/site/localhost/metadata.json' });
      expect(res.json().dominioUrl).toBe('centro.localhost');
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/site/getStateSite', () => {
  let t: TestApp;
  let tandilId: number;
  let centroId: number;
  beforeAll(async () => {
    t = await createTestApp();
    tandilId = await siteIdOf(t, 'tandil.localhost');
    centroId = await siteIdOf(t, 'centro.localhost');
  });
  afterAll(() => t.close());

  const getState = (payload: unknown, host = 'tandil.localhost') =>
    t.app.inject({ method: 'POST', url: '/api/site/getStateSite', headers: { host }, payload: payload as object });
  const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);
  const queue = (siteId: number, command: string, args: string[], expiresAt: Date) =>
    t.db.insert(siteCommands).values({ siteId, command, args, expiresAt, createdAt: t.clock.now() }).returning();

  it('answers no commands when nothing is queued and the build is current', async () => {
    const res = await getState({ build: 10, ver: 1, deviceId: 'nada-pendiente' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ commands: [] });
  });

  it("asks apps older than the site's minimum build to update", async () => {
    await t.db.update(sites).set({ minBuild: 42 }).where(eq(sites.id, tandilId));
    try {
      expect((await getState({ build: 41, ver: 0 })).json()).toEqual({
        commands: [{ command: 'FORCE_UPDATE', args: ['42'] }],
      });
      expect((await getState({ build: 42, ver: 0 })).json()).toEqual({ commands: [] });
      expect((await getState({ build: 43, ver: 0 })).json()).toEqual({ commands: [] });
      // The minimum belongs to tandil: centro's apps are not affected.
      expect((await getState({ build: 1, ver: 0 }, 'centro.localhost')).json()).toEqual({ commands: [] });
    } finally {
      await t.db.update(sites).set({ minBuild: 0 }).where(eq(sites.id, tandilId));
    }
  });

  it('delivers a queued command once per device, to every device of the site', async () => {
    await queue(tandilId, 'MSJ', ['¡Hoy 2x1 en helados!'], inMinutes(60));
    const first = await getState({ build: 1, ver: 0, deviceId: 'device-a' });
    expect(first.json()).toEqual({ commands: [{ command: 'MSJ', args: ['¡Hoy 2x1 en helados!'] }] });
    expect((await getState({ build: 1, ver: 0, deviceId: 'device-a' })).json()).toEqual({ commands: [] });
    expect((await getState({ build: 1, ver: 0, deviceId: 'device-b' })).json()).toEqual({
      commands: [{ command: 'MSJ', args: ['¡Hoy 2x1 en helados!'] }],
    });
    // The command is tandil's: a device on centro never sees it.
    expect((await getState({ build: 1, ver: 0, deviceId: 'device-c' }, 'centro.localhost')).json()).toEqual({
      commands: [],
    });
  });

  it('delivers queued commands in the order they were queued, both in one answer', async () => {
    await queue(centroId, 'REFRESH', [], inMinutes(30));
    await queue(centroId, 'CONSOLE', ['hola'], inMinutes(30));
    const res = await getState({ build: 1, ver: 0, deviceId: 'device-orden' }, 'centro.localhost');
    expect(res.json()).toEqual({
      commands: [
        { command: 'REFRESH', args: [] },
        { command: 'CONSOLE', args: ['hola'] },
      ],
    });
  });

  it('does not deliver expired commands', async () => {
    const site = await siteIdOf(t, 'la-vieja-esquina.localhost');
    await queue(site, 'MSJ', ['vencido'], inMinutes(-1));
    await queue(site, 'MSJ', ['vence pronto'], inMinutes(5));
    const host = 'la-vieja-esquina.localhost';
    expect((await getState({ build: 1, ver: 0, deviceId: 'device-1' }, host)).json()).toEqual({
      commands: [{ command: 'MSJ', args: ['vence pronto'] }],
    });
    t.clock.advance(6 * 60_000);
    expect((await getState({ build: 1, ver: 0, deviceId: 'device-2' }, host)).json()).toEqual({ commands: [] });
  });

  it('keeps queued commands for devices that identify themselves', async () => {
    const host = 'la-farola.localhost';
    await queue(await siteIdOf(t, host), 'REFRESH', [], inMinutes(60));
    expect((await getState({ build: 1, ver: 0 }, host)).json()).toEqual({ commands: [] });
    expect((await getState({ build: 1, ver: 0, deviceId: 'device-late' }, host)).json()).toEqual({
      commands: [{ command: 'REFRESH', args: [] }],
    });
  });

  it('accepts numbers sent as text, and an empty body as build 0', async () => {
    expect((await getState({ build: '3', ver: '0' })).statusCode).toBe(200);
    expect((await getState({})).statusCode).toBe(200);
  });

  it.each([
    [{ build: 'abc', ver: 0 }, 'La versión de la app debe ser un número'],
    [{ build: 1, ver: 'x' }, 'La versión debe ser un número'],
    [{ build: -1, ver: 0 }, undefined],
    [{ build: 1.5, ver: 0 }, undefined],
    [{ build: 1, ver: 0, deviceId: 'x'.repeat(101) }, undefined],
    [{ build: 1, ver: 0, deviceId: 42 }, undefined],
  ])('answers a bad body %j with a 400 in Spanish', async (payload, message) => {
    const res = await getState(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 400, error: 'Bad Request' });
    if (message) expect(body.message).toBe(message);
    expect(body.message).toMatch(/[a-záéíóúñ]/i);
    expect(body.message).not.toMatch(/expected|invalid input/i);
  });

  it('answers a body that is not JSON with a 400 in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/site/getStateSite',
      headers: { host: 'tandil.localhost', 'content-type': 'application/json' },
      payload: '{"build": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cuerpo enviado no es JSON válido');
  });

  it('answers an unknown site with a 404', async () => {
    const res = await getState({ build: 1, ver: 0 }, 'otro.example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SITE_NOT_FOUND);
  });
});
