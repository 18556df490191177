import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGEN_MAX_BYTES,
  MSG_IMAGEN_DEMASIADO_GRANDE,
  MSG_IMAGEN_DEMASIADOS_PIXELES,
  MSG_IMAGEN_NO_VALIDA,
  MSG_IMAGEN_VACIA,
  type ImagenSubida,
} from '@vidriera/domain/imagenes';
import { OWNER_ONLY_MESSAGE } from '../src/modules/cuentas/staff.ts';
import {
  createStaffMember,
  editorApi,
  findPlatoAdmin,
  getEditor,
  getPublicCarta,
  lastAudit,
} from './helpers/carta-back-office.ts';
import { createCustomers, findComercioId } from './helpers/draws.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/** POST merchant/imagenes/{configRestoId}?tipo=...: real pictures made with sharp, and files that are not. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let laFarola: number;
let owner: Record<string, string>;
let dataDir: string;

beforeAll(async () => {
  t = await createTestApp();
  laFarola = await findComercioId(t.db, 'la-farola');
  owner = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
  dataDir = t.app.deps.config.DATA_DIR;
});
afterAll(() => t.close());

/** A photo-like picture: a gradient with a few shapes, so every format has something to encode. */
async function makeImage(format: 'jpeg' | 'png' | 'webp' | 'gif', width: number, height: number, alpha = false) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c92a2a"/><stop offset="1" stop-color="#1971c2"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)" ${alpha ? 'opacity=".5"' : ''}/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

const upload = (body: Buffer | string, tipo: string, headers = owner, contentType = 'image/jpeg', id = laFarola) =>
  t.app.inject({
    method: 'POST',
    url: `/api/merchant/imagenes/${id}${tipo ? `?tipo=${tipo}` : ''}`,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });

const diskPath = (url: string) => join(dataDir, url.replace(/^\//, ''));

describe('uploads', () => {
  it('resizes a dish photo to 512 px webp and jpg named by its content, and audits it', async () => {
    const photo = await makeImage('jpeg', 1200, 800);
    const res = await upload(photo, 'plato');
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json() as ImagenSubida;
    expect(stored.tipo).toBe('plato');
    expect(stored.url).toMatch(/^\/img\/la-farola\/platos\/[0-9a-f]{16}_512\.webp$/);
    expect(stored.variantes.map((v) => [v.formato, v.ancho, v.alto])).toEqual([
      ['webp', 512, 341],
      ['jpg', 512, 341],
    ]);
    for (const v of stored.variantes) {
      expect(existsSync(diskPath(v.url)), v.url).toBe(true);
      const meta = await sharp(diskPath(v.url)).metadata();
      expect([meta.format === 'jpeg' ? 'jpg' : meta.format, meta.width, meta.height]).toEqual([
        v.formato,
        v.ancho,
        v.alto,
      ]);
    }
    expect(await lastAudit(t.db, 'imagen', stored.base)).toMatchObject({
      action: 'imagen.subir',
      userName: 'lafarola',
      comercioId: laFarola,
      after: { tipo: 'plato', url: stored.url, bytes: photo.length },
    });

    // The same file gives the same names; another one new names.
    expect((await upload(photo, 'plato')).json().url).toBe(stored.url);
    const other = (await upload(await makeImage('jpeg', 1200, 801), 'plato')).json() as ImagenSubida;
    expect(other.url).not.toBe(stored.url);
  });

  it("writes a logo's spec variants (50, 100, 170, 512; webp, png, jpg) as squares in its own folder", async () => {
    const res = await upload(await makeImage('png', 900, 600, true), 'logo', owner, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json() as ImagenSubida;
    expect(stored.base).toMatch(/^\/img\/la-farola\/logos\/[0-9a-f]{16}$/);
    expect(stored.url).toBe(`${stored.base}/logo_512_z.webp`);
    expect(stored.variantes).toHaveLength(12);
    for (const size of [50, 100, 170, 512]) {
      for (const formato of ['webp', 'png', 'jpg']) {
        const url = `${stored.base}/logo_${size}_z.${formato}`;
        expect(stored.variantes).toContainEqual({ ancho: size, alto: size, formato, url });
        expect(existsSync(diskPath(url)), url).toBe(true);
      }
    }
    // jpg has no transparency: the half-transparent logo lies on white.
    const jpg = await sharp(diskPath(`${stored.base}/logo_50_z.jpg`)).metadata();
    expect(jpg.hasAlpha).toBe(false);
    const png = await sharp(diskPath(`${stored.base}/logo_50_z.png`)).metadata();
    expect(png.hasAlpha).toBe(true);
  });

  it('writes event pictures as _zz120, _zz240 and 512; takes webp and gif too', async () => {
    const webp = (
      await upload(await makeImage('webp', 1000, 500), 'evento', owner, 'image/webp')
    ).json() as ImagenSubida;
    expect(webp.variantes.map((v) => [v.url.replace(webp.base, ''), v.ancho, v.alto])).toEqual([
      // The small ones are squares, as the event cards show them; the 512 keeps the whole picture.
      ['_zz120.webp', 120, 120],
      ['_zz120.jpg', 120, 120],
      ['_zz240.webp', 240, 240],
      ['_zz240.jpg', 240, 240],
      ['_512.webp', 512, 256],
      ['_512.jpg', 512, 256],
    ]);
    const gif = await upload(await makeImage('gif', 300, 300), 'plato', owner, 'image/gif');
    expect(gif.statusCode, gif.body).toBe(201);
    // A small picture is not blown up.
    expect(gif.json().variantes[0]).toMatchObject({ ancho: 300, alto: 300 });
  });

  it('puts an uploaded picture on a dish: the public menu shows it', async () => {
    const stored = (await upload(await makeImage('jpeg', 640, 480), 'plato')).json() as ImagenSubida;
    const morcilla = findPlatoAdmin(await getEditor(t.app, laFarola, owner), 'Morcilla');
    const res = await editorApi(t.app)('PATCH', laFarola, `/platos/${morcilla.platoId}`, owner, {
      imagenUrl: stored.url,
      mostrarImagen: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (await getPublicCarta(t.app, 'la-farola')).grupos
      .flatMap((g) => g.platos)
      .find((p) => p.titulo === 'Morcilla');
    expect(shown).toMatchObject({ imagenUrl: stored.url, mostrarImagen: true });
  });
});

describe('bad uploads', () => {
  /** A valid PNG whose header claims width × height (the pixels are never decoded). */
  async function pngClaiming(width: number, height: number) {
    const png = Buffer.from(await makeImage('png', 10, 10));
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return png;
  }

  it('refuses what is not a picture, whatever its name or declared type, with Spanish messages', async () => {
    const photo = await makeImage('jpeg', 400, 300);
    const cases: Array<[Buffer | string, string, number, string]> = [
      ['esto no es una imagen', 'image/png', 400, MSG_IMAGEN_NO_VALIDA],
      [Buffer.from('%PDF-1.7\n...'), 'application/pdf', 400, MSG_IMAGEN_NO_VALIDA],
      [JSON.stringify({ imagen: 'x' }), 'application/json', 400, MSG_IMAGEN_NO_VALIDA],
      [photo.subarray(0, 300), 'image/jpeg', 400, MSG_IMAGEN_NO_VALIDA],
      [Buffer.alloc(0), 'image/jpeg', 400, MSG_IMAGEN_VACIA],
      [Buffer.concat([photo, Buffer.alloc(IMAGEN_MAX_BYTES)]), 'image/jpeg', 413, MSG_IMAGEN_DEMASIADO_GRANDE],
      [await pngClaiming(10_000, 6_000), 'image/png', 400, MSG_IMAGEN_DEMASIADOS_PIXELES],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await upload(body, 'plato', owner, type);
      expect(res.statusCode, `${type} ${body.length}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const noKind = await upload(photo, '');
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toBe('El tipo de imagen debe ser plato, logo o evento');
    expect((await upload(photo, 'avatar')).statusCode).toBe(400);
  });

  it('is for the owner: anonymous 401; customers, other businesses and day-to-day staff 403', async () => {
    const photo = await makeImage('jpeg', 200, 200);
    expect((await upload(photo, 'plato', {})).statusCode).toBe(401);
    const customer = (await createCustomers(t.app, t.db, '2494666', 1))[0]!.headers;
    const otherOwner = bearer((await login(t.app, 'cumbre', 'cumbre1234')).token);
    const waiter = await createStaffMember(t.app, t.db, laFarola, 'mozo-imagenes-test');
    for (const who of [customer, otherOwner, waiter]) {
      const res = await upload(photo, 'plato', who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(OWNER_ONLY_MESSAGE);
    }
    const admin = bearer((await login(t.app, 'admin', 'admin1234')).token);
    expect((await upload(photo, 'plato', admin)).statusCode).toBe(201);
    expect((await upload(photo, 'plato', admin, 'image/jpeg', 999_999)).statusCode).toBe(404);
  });
});
