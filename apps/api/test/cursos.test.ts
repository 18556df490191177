import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CursosAdmin,
  type CursosComercio,
  type CursoVideoAdmin,
  MSG_VIDEO_TIPO,
  MSG_VIDEO_URL_INVALIDA,
} from '@vidriera/domain/cursos';
import { auditLog, comercios, staff, users } from '../src/db/schema.ts';
import { MSG_ORDEN_INCOMPLETO, MSG_SIN_CURSOS } from '../src/modules/cursos/service.ts';
import { OWNER_ONLY_MESSAGE } from '../src/modules/cuentas/staff.ts';
import { createCustomers, findComercioId } from './helpers/draws.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let plaza: number;
let owner: Record<string, string>;
let waiter: Record<string, string>;
let otherOwner: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { DRAW_JOB_INTERVAL_SECONDS: '0' } });
  plaza = await findComercioId(t.db, 'cafe-de-la-plaza');
  owner = bearer((await login(t.app, 'plaza', 'plaza1234')).token);
  otherOwner = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
  customer = (await createCustomers(t.app, t.db, '2494778', 1))[0]!.headers;
  const [row] = await t.db.insert(users).values({ userName: 'barista-cursos', nombreApellido: 'Barista' }).returning();
  await t.db.insert(staff).values({ userId: row!.id, comercioId: plaza, rol: 'staff' });
  waiter = bearer((await t.app.issueToken(row!)).token);
});
afterAll(() => t.close());

const site = { host: 'tandil.localhost' };

async function publicCursos(carpeta = 'cafe-de-la-plaza', host = site.host) {
  return t.app.inject({ url: `/api/cursos/${carpeta}`, headers: { host } });
}

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/merchant/cursos/${plaza}${path}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function create(body: object): Promise<CursoVideoAdmin> {
  const res = await api('POST', '', owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The first bytes of an MP4 file (an 'ftyp' box) and some payload: enough for the type check and for ranges. */
const fakeMp4 = (size = 4096) => {
  const data = Buffer.alloc(size, 7);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')]).copy(data);
  return data;
};

const upload = (videoId: number, body: Buffer, contentType = 'video/mp4', headers = owner) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/merchant/cursos/${plaza}/${videoId}/archivo`,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });

describe('GET /api/cursos/{carpeta}', () => {
  it("lists the business's published videos in order, as embeds", async () => {
    const res = await publicCursos();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CursosComercio;
    expect(body).toMatchObject({
      configRestoId: plaza,
      carpeta: 'cafe-de-la-plaza',
      nombreComercio: 'Café de la Plaza',
    });
    expect(body.videos.map((v) => [v.titulo, v.tipo, v.proveedor, v.src])).toEqual([
      ['Clase 1: el espresso', 'embed', 'youtube', 'https://www.youtube.com/embed/1_XDwbW7YM4'],
      ['Clase 2: arte latte', 'embed', 'youtube', 'https://www.youtube.com/embed/N8mQpf5Mzk8'],
    ]);
  });

  it('is 404 for a business without courses, one the site does not show, and one that does not exist', async () => {
    const noCourses = await publicCursos('la-farola');
    expect(noCourses.statusCode).toBe(404);
    expect(noCourses.json().message).toBe(MSG_SIN_CURSOS);
    expect((await publicCursos('cafe-de-la-plaza', 'la-farola.localhost')).statusCode).toBe(404);
    expect((await publicCursos('no-existe')).statusCode).toBe(404);
    expect((await publicCursos('no válida')).statusCode).toBe(400);
  });
});

describe('merchant/cursos access', () => {
  it("is the owner's: 401 anonymous, 403 customers, staff and other businesses", async () => {
    const video = (await (await api('GET', '', owner)).json()) as CursosAdmin;
    const id = video.videos[0]!.id;
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['GET', '', undefined],
      ['POST', '', { titulo: 'x' }],
      ['PUT', '/orden', { ids: [] }],
      ['PUT', `/${id}`, { titulo: 'x' }],
      ['DELETE', `/${id}`, undefined],
    ];
    for (const [method, path, body] of routes) {
      expect((await api(method, path, {}, body)).statusCode, `${method} ${path}`).toBe(401);
      for (const who of [customer, otherOwner, waiter]) {
        expect((await api(method, path, who, body)).statusCode, `${method} ${path}`).toBe(403);
      }
    }
    expect((await api('GET', '', waiter)).json().message).toBe(OWNER_ONLY_MESSAGE);
    expect((await upload(id, fakeMp4(), 'video/mp4', {})).statusCode).toBe(401);
    expect((await upload(id, fakeMp4(), 'video/mp4', otherOwner)).statusCode).toBe(403);
    expect((await upload(id, fakeMp4(), 'video/mp4', customer)).statusCode).toBe(403);
  });
});

describe('the owner edits the videos', () => {
  it('lists drafts too', async () => {
    const list = (await api('GET', '', owner)).json() as CursosAdmin;
    expect(list.permiteCursos).toBe(true);
    expect(list.videos.map((v) => [v.titulo, v.publicado])).toEqual([
      ['Clase 1: el espresso', true],
      ['Clase 2: arte latte', true],
      ['Clase 3: métodos de filtrado', false],
    ]);
  });

  it('adds a Vimeo video last; the customer page shows it, with an audit row', async () => {
    const video = await create({
      titulo: 'Clase 4: cold brew',
      descripcion: 'En frío',
      url: 'https://vimeo.com/76979871',
    });
    expect(video).toMatchObject({ embedUrl: 'https://player.vimeo.com/video/76979871', orden: 3, archivo: null });
    const pub = (await publicCursos()).json() as CursosComercio;
    expect(pub.videos.at(-1)).toMatchObject({
      titulo: 'Clase 4: cold brew',
      proveedor: 'vimeo',
      descripcion: 'En frío',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.comercioId, plaza), eq(auditLog.action, 'curso.crear')))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ userName: 'plaza', entity: 'curso_video', entityId: String(video.id) });
  });

  it('refuses links that are not YouTube or Vimeo videos, and missing titles', async () => {
    for (const url of ['https://example.com/video.mp4', 'javascript:alert(1)', 'https://www.youtube.com/']) {
      const res = await api('POST', '', owner, { titulo: 'Mal', url });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(MSG_VIDEO_URL_INVALIDA);
    }
    const noTitle = await api('POST', '', owner, { titulo: '  ', url: null });
    expect(noTitle.statusCode).toBe(400);
    expect(JSON.stringify(noTitle.json())).toContain('El título del video es obligatorio');
  });

  it('publishes a draft by editing it, and unpublishing hides it again', async () => {
    const list = (await api('GET', '', owner)).json() as CursosAdmin;
    const draft = list.videos.find((v) => !v.publicado)!;
    const edited = await api('PUT', `/${draft.id}`, owner, {
      titulo: draft.titulo,
      descripcion: 'Ya disponible',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30',
      publicado: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      publicado: true,
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=30',
    });
    expect(((await publicCursos()).json() as CursosComercio).videos.map((v) => v.titulo)).toContain(draft.titulo);
    await api('PUT', `/${draft.id}`, owner, { titulo: draft.titulo, url: null, publicado: false });
    expect(((await publicCursos()).json() as CursosComercio).videos.map((v) => v.titulo)).not.toContain(draft.titulo);
    expect((await api('PUT', '/999999', owner, { titulo: 'x' })).statusCode).toBe(404);
  });

  it('reorders the videos: every id once', async () => {
    const ids = ((await api('GET', '', owner)).json() as CursosAdmin).videos.map((v) => v.id);
    const reversed = [...ids].reverse();
    const res = await api('PUT', '/orden', owner, { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as CursosAdmin).videos.map((v) => v.id)).toEqual(reversed);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999999]]) {
      const refused = await api('PUT', '/orden', owner, { ids: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MSG_ORDEN_INCOMPLETO);
    }
    await api('PUT', '/orden', owner, { ids });
  });

  it('removes a video', async () => {
    const video = await create({ titulo: 'Para borrar', url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect((await api('DELETE', `/${video.id}`, owner)).statusCode).toBe(204);
    expect(((await api('GET', '', owner)).json() as CursosAdmin).videos.map((v) => v.id)).not.toContain(video.id);
    expect((await api('DELETE', `/${video.id}`, owner)).statusCode).toBe(404);
  });
});

describe('uploaded video files', () => {
  it('stores an MP4 under DATA_DIR/videos/{carpeta} and serves it with range requests', async () => {
    const video = await create({ titulo: 'Clase grabada', url: null });
    const data = fakeMp4();
    const res = await upload(video.id, data);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as CursoVideoAdmin;
    expect(saved.archivo).toMatchObject({ mimeType: 'video/mp4', bytes: data.length });
    expect(saved.archivo!.src).toMatch(/^\/videos\/cafe-de-la-plaza\/[0-9a-f]{16}\.mp4$/);

    const whole = await t.app.inject({ url: saved.archivo!.src });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toContain('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const part = await t.app.inject({ url: saved.archivo!.src, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${data.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypmp42');

    const pub = (await publicCursos()).json() as CursosComercio;
    expect(pub.videos.find((v) => v.id === video.id)).toMatchObject({
      tipo: 'archivo',
      mimeType: 'video/mp4',
      src: saved.archivo!.src,
    });
  });

  it('refuses what is not a video, an empty body and unknown videos; leaves no file behind', async () => {
    const video = await create({ titulo: 'Otro', url: null });
    const folder = join(t.app.deps.config.DATA_DIR, 'videos', 'cafe-de-la-plaza');
    const before = existsSync(folder) ? readdirSync(folder).length : 0;
    const text = await upload(
      video.id,
      Buffer.from('esto no es un video, es un texto cualquiera '.repeat(4)),
      'video/mp4',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(MSG_VIDEO_TIPO);
    const png = await upload(
      video.id,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.alloc(80)]),
      'image/png',
    );
    expect(png.statusCode).toBe(415);
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/merchant/cursos/${plaza}/${video.id}/archivo`,
      headers: owner,
    });
    expect(empty.statusCode).toBe(400);
    expect((await upload(999999, fakeMp4())).statusCode).toBe(404);
    expect(existsSync(folder) ? readdirSync(folder).length : 0).toBe(before);
  });

  it('a link replaces an uploaded file, and the file goes when no video uses it', async () => {
    const video = await create({ titulo: 'Cambia a enlace', url: null });
    const uploaded = (await upload(video.id, fakeMp4(2048))).json() as CursoVideoAdmin;
    const file = join(t.app.deps.config.DATA_DIR, uploaded.archivo!.src.slice(1));
    expect(existsSync(file)).toBe(true);
    const edited = await api('PUT', `/${video.id}`, owner, {
      titulo: 'Cambia a enlace',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(edited.json()).toMatchObject({ archivo: null, embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
    expect(existsSync(file)).toBe(false);
  });
});

describe('when courses are turned off', () => {
  it('the customer page is gone, and the owner still sees the videos to prepare them', async () => {
    await t.db.update(comercios).set({ permiteCursos: false }).where(eq(comercios.id, plaza));
    await t.app.announceCatalogChange();
    expect((await publicCursos()).statusCode).toBe(404);
    expect(((await api('GET', '', owner)).json() as CursosAdmin).permiteCursos).toBe(false);
  });
});
