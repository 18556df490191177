import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_ARCHIVO_NO_SE_PUEDE_GUARDAR, MSG_SIN_ESPACIO } from '@vidriera/domain/common';
import type { CursoVideoAdmin } from '@vidriera/domain/cursos';
import type { ImagenSubida } from '@vidriera/domain/imagenes';
import { auditLog, cursosVideos } from '../src/db/schema.ts';
import { toDiskError } from '../src/integrations/disk/disk-errors.ts';
import { storeVideo } from '../src/modules/cursos/video-files.ts';
import { AppError } from '../src/plugins/errors.ts';
import { findComercioId } from './helpers/draws.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// Issue #35: a full disk or an unwritable DATA_DIR while a merchant uploads a picture or a course video. The answer
// is a Spanish 507 (full) or 503 (cannot be written), the process stays up, and nothing of the upload is left: no
// partial or orphan file, no record pointing at a file that is not there. Injected three ways: a stream that fails
// with ENOSPC (always), a DATA_DIR whose folders are files (always), and, where this machine lets the test mount one
// (root), a real tmpfs that is filled up and then made read-only.

const fsError = (code: string) => Object.assign(new Error(`${code}: injected`), { code, syscall: 'write' });

/** Every file under a folder (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The first bytes of an MP4 file (an 'ftyp' box) and a payload. */
const fakeMp4 = (size: number) => {
  const data = Buffer.alloc(size, 7);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')]).copy(data);
  return data;
};

/** A picture with enough detail that each of its variants takes some room. */
function makePicture(seed: number): Promise<Buffer> {
  const circles = Array.from(
    { length: 40 },
    (_, i) =>
      `<circle cx="${(i * 97 + seed * 13) % 900}" cy="${(i * 61 + seed * 7) % 700}" r="${20 + (i % 9) * 6}" fill="#${((i * 2654435761 + seed) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700"><rect width="100%" height="100%" fill="#2b8a3e"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('toDiskError', () => {
  it('makes a full disk a 507 and an unwritable folder a 503, in Spanish; anything else stays as it is', () => {
    for (const code of ['ENOSPC', 'EDQUOT']) {
      const mapped = toDiskError(fsError(code)) as AppError;
      expect([mapped.statusCode, mapped.message, mapped.extra.error]).toEqual([
        507,
        MSG_SIN_ESPACIO,
        'Insufficient Storage',
      ]);
    }
    for (const code of ['EROFS', 'EACCES', 'EPERM', 'ENOTDIR', 'EMFILE', 'EIO']) {
      const mapped = toDiskError(fsError(code)) as AppError;
      expect([mapped.statusCode, mapped.message]).toEqual([503, MSG_ARCHIVO_NO_SE_PUEDE_GUARDAR]);
    }
    const own = new AppError(413, 'muy grande');
    expect(toDiskError(own)).toBe(own);
    const bug = new TypeError('x is undefined');
    expect(toDiskError(bug)).toBe(bug);
    const database = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(toDiskError(database)).toBe(database);
  });
});

describe('storeVideo on a disk that fails', () => {
  /** A file that takes `room` bytes, then fails every write with ENOSPC (as a full disk does). */
  function fillingUp(room: number, written: string[]) {
    return (path: string) => {
      written.push(path);
      let taken = 0;
      return new Writable({
        write(chunk: Buffer, _encoding, callback) {
          taken += chunk.length;
          callback(taken > room ? fsError('ENOSPC') : null);
        },
      });
    };
  }

  /** A body in chunks, recording how much of it was read. */
  function body(data: Buffer, chunk = 16 * 1024) {
    const read = { bytes: 0 };
    const parts: Buffer[] = [];
    for (let i = 0; i < data.length; i += chunk) parts.push(data.subarray(i, i + chunk));
    const stream = Readable.from(
      (function* () {
        for (const part of parts) {
          read.bytes += part.length;
          yield part;
        }
      })(),
    );
    return { stream, read };
  }

  it('answers 507 when the disk fills up half-way, still reads the whole body, and leaves no file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-disk-'));
    const data = fakeMp4(512 * 1024);
    const { stream, read } = body(data);
    const opened: string[] = [];
    const stored = storeVideo(dataDir, 'cafe-de-la-plaza', stream, fillingUp(100 * 1024, opened));
    await expect(stored).rejects.toMatchObject({ statusCode: 507, message: MSG_SIN_ESPACIO });
    expect(read.bytes).toBe(data.length);
    expect(opened).toHaveLength(1);
    expect(filesUnder(join(dataDir, 'videos'))).toEqual([]);
  });

  it('answers 507 when the file fails as it is closed (the last bytes did not fit)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-disk-'));
    const failsOnClose = () =>
      new Writable({
        write: (_chunk, _encoding, callback) => callback(),
        final: (callback) => callback(fsError('ENOSPC')),
      });
    const { stream } = body(fakeMp4(64 * 1024));
    await expect(storeVideo(dataDir, 'cafe-de-la-plaza', stream, failsOnClose)).rejects.toMatchObject({
      statusCode: 507,
    });
    expect(filesUnder(join(dataDir, 'videos'))).toEqual([]);
  });

  it('answers 503 when the file cannot even be opened (no permission), after reading the body', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-disk-'));
    const refused = () => {
      const stream = new Writable({ write: (_chunk, _encoding, callback) => callback() });
      process.nextTick(() => stream.destroy(fsError('EACCES')));
      return stream;
    };
    const data = fakeMp4(256 * 1024);
    const { stream, read } = body(data);
    await expect(storeVideo(dataDir, 'cafe-de-la-plaza', stream, refused)).rejects.toMatchObject({
      statusCode: 503,
      message: MSG_ARCHIVO_NO_SE_PUEDE_GUARDAR,
    });
    expect(read.bytes).toBe(data.length);
  });

  it('still stores a video on a disk with room (the seam is the real file by default)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-disk-'));
    const data = fakeMp4(40 * 1024);
    const stored = await storeVideo(dataDir, 'cafe-de-la-plaza', body(data).stream);
    expect(stored).toMatchObject({ mimeType: 'video/mp4', bytes: data.length });
    expect(filesUnder(join(dataDir, 'videos')).map((f) => readFileSync(f).length)).toEqual([data.length]);
  });
});

/** The API on a DATA_DIR of the test's choosing, with La Farola's and Café de la Plaza's owners logged in. */
async function uploadsApp(dataDir?: string) {
  const t = await createTestApp(dataDir ? { env: { DATA_DIR: dataDir } } : {});
  const farola = await findComercioId(t.db, 'la-farola');
  const plaza = await findComercioId(t.db, 'cafe-de-la-plaza');
  const farolaOwner = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
  const plazaOwner = bearer((await login(t.app, 'plaza', 'plaza1234')).token);
  const picture = (data: Buffer, tipo: 'plato' | 'logo' | 'evento') =>
    t.app.inject({
      method: 'POST',
      url: `/api/merchant/imagenes/${farola}?tipo=${tipo}`,
      headers: { ...farolaOwner, 'content-type': 'image/jpeg' },
      payload: data,
    });
  const newVideo = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/cursos/${plaza}`,
      headers: plazaOwner,
      payload: { titulo: 'Clase grabada', url: null },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as CursoVideoAdmin).id;
  };
  const video = (id: number, data: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/merchant/cursos/${plaza}/${id}/archivo`,
      headers: { ...plazaOwner, 'content-type': 'video/mp4' },
      payload: data,
    });
  const setLogo = (logoUrl: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/merchant/ajustes/${farola}/logo`,
      headers: farolaOwner,
      payload: { logoUrl },
    });
  const videoRow = async (id: number) => (await t.db.select().from(cursosVideos).where(eq(cursosVideos.id, id)))[0];
  const audits = async (action: string) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.comercioId, farola)))
    ).length;
  return { t, picture, newVideo, video, setLogo, videoRow, audits, dataDir: t.app.deps.config.DATA_DIR };
}

describe('uploads to a DATA_DIR that cannot be written', () => {
  let u: Awaited<ReturnType<typeof uploadsApp>>;
  beforeAll(async () => {
    u = await uploadsApp();
  });
  afterAll(() => u.t.close());

  it('answers a picture 503 in Spanish when img/ is not a folder, and records nothing', async () => {
    writeFileSync(join(u.dataDir, 'img'), 'not a folder');
    const before = await u.audits('imagen.subir');
    const res = await u.picture(await makePicture(1), 'plato');
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({ status: 503, message: MSG_ARCHIVO_NO_SE_PUEDE_GUARDAR });
    expect(await u.audits('imagen.subir')).toBe(before);
    rmSync(join(u.dataDir, 'img'));
    expect((await u.picture(await makePicture(1), 'plato')).statusCode).toBe(201);
  });

  it('answers a video 503 in Spanish when videos/ is not a folder, and leaves the video as it was', async () => {
    const id = await u.newVideo();
    rmSync(join(u.dataDir, 'videos'), { recursive: true, force: true });
    writeFileSync(join(u.dataDir, 'videos'), 'not a folder');
    const res = await u.video(id, fakeMp4(64 * 1024));
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().message).toBe(MSG_ARCHIVO_NO_SE_PUEDE_GUARDAR);
    expect(await u.videoRow(id)).toMatchObject({ archivo: null, archivoBytes: null });
    rmSync(join(u.dataDir, 'videos'));
    expect((await u.video(id, fakeMp4(64 * 1024))).statusCode).toBe(200);
  });
});

/** A tmpfs of `kb` KB on a folder of its own, when this machine lets the test mount one (root); null otherwise. */
function mountTmpfs(kb: number): string | null {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'vidriera-tmpfs-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${kb}k`, 'tmpfs', dir], { stdio: 'ignore' });
  if (mounted.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return dir;
}

const tmpfs = mountTmpfs(8192);
if (!tmpfs) console.warn('uploads on a real full disk: skipped (mounting a tmpfs needs root)');

describe.skipIf(!tmpfs)('uploads to a real disk that is full, then read-only (tmpfs)', () => {
  const dataDir = tmpfs ?? '';
  const filler = join(dataDir, 'filler');
  let u: Awaited<ReturnType<typeof uploadsApp>>;

  /** Fills the disk but for `bytes` (a file takes whole 4 KB pages). */
  function leaveFree(bytes: number) {
    rmSync(filler, { force: true });
    const { bavail, bsize } = statfsSync(dataDir);
    writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - bytes)));
  }

  beforeAll(async () => {
    mkdirSync(join(dataDir, 'data'), { recursive: true });
    u = await uploadsApp(join(dataDir, 'data'));
  });
  afterAll(async () => {
    await u?.t.close();
    spawnSync('umount', ['-l', dataDir], { stdio: 'ignore' });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a picture 507 when its six variants do not fit, and keeps none of those it wrote', async () => {
    const picture = await makePicture(2);
    // Room for a few variants (a page each), not for all six: some are written before the disk is full.
    leaveFree(3 * 4096);
    const before = await u.audits('imagen.subir');
    const res = await u.picture(picture, 'evento');
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toEqual({ status: 507, error: 'Insufficient Storage', message: MSG_SIN_ESPACIO });
    expect(filesUnder(join(u.dataDir, 'img'))).toEqual([]);
    expect(await u.audits('imagen.subir')).toBe(before);

    rmSync(filler);
    const stored = await u.picture(picture, 'evento');
    expect(stored.statusCode, stored.body).toBe(201);
    expect(filesUnder(join(u.dataDir, 'img'))).toHaveLength((stored.json() as ImagenSubida).variantes.length);
  });

  it('answers a change of logo 507 when its copies do not fit, and the storefront keeps the previous logo whole', async () => {
    const first = (await u.picture(await makePicture(3), 'logo')).json() as ImagenSubida;
    expect((await u.setLogo(first.url)).statusCode).toBe(200);
    const fixed = join(u.dataDir, 'img', 'la-farola');
    const shown = () =>
      readdirSync(fixed)
        .filter((name) => name.startsWith('logo_'))
        .map((name) => [name, readFileSync(join(fixed, name)).toString('base64')]);
    const previous = shown();
    expect(previous).toHaveLength(12);
    const second = (await u.picture(await makePicture(4), 'logo')).json() as ImagenSubida;

    leaveFree(3 * 4096);
    const res = await u.setLogo(second.url);
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json().message).toBe(MSG_SIN_ESPACIO);
    expect(shown()).toEqual(previous);
    expect(readdirSync(fixed).filter((name) => name.endsWith('.partial'))).toEqual([]);
    rmSync(filler);
  });

  it('answers a video 507 when it does not fit, reads it to its end, and leaves neither file nor record', async () => {
    const id = await u.newVideo();
    leaveFree(64 * 1024);
    const res = await u.video(id, fakeMp4(1024 * 1024));
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json().message).toBe(MSG_SIN_ESPACIO);
    expect(filesUnder(join(u.dataDir, 'videos'))).toEqual([]);
    expect(await u.videoRow(id)).toMatchObject({ archivo: null, archivoBytes: null });

    rmSync(filler);
    const stored = await u.video(id, fakeMp4(1024 * 1024));
    expect(stored.statusCode, stored.body).toBe(200);
    expect(await u.videoRow(id)).toMatchObject({ archivoBytes: 1024 * 1024 });
  });

  it('answers 503 on a read-only disk, for pictures and videos alike, and keeps serving', async () => {
    const id = await u.newVideo();
    expect(spawnSync('mount', ['-o', 'remount,ro', dataDir]).status).toBe(0);
    try {
      const picture = await u.picture(await makePicture(5), 'evento');
      expect(picture.statusCode, picture.body).toBe(503);
      expect(picture.json().message).toBe(MSG_ARCHIVO_NO_SE_PUEDE_GUARDAR);
      const video = await u.video(id, fakeMp4(128 * 1024));
      expect(video.statusCode, video.body).toBe(503);
      expect(await u.videoRow(id)).toMatchObject({ archivo: null });
      expect((await u.t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      spawnSync('mount', ['-o', 'remount,rw', dataDir]);
    }
  });
});
