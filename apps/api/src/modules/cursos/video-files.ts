import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  MSG_VIDEO_GRANDE,
  MSG_VIDEO_TIPO,
  MSG_VIDEO_VACIO,
  VIDEO_MAX_BYTES,
  type VideoTipo,
} from '@vidriera/domain/cursos';
import { CARPETA_PATH_PATTERN } from '@vidriera/domain/common';
import { removeQuietly, toDiskError } from '../../integrations/disk/disk-errors.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';

/*
 * Uploaded course videos live in DATA_DIR/videos/{carpeta}/{hash}.{mp4|webm} and are served from
 * /videos/{carpeta}/{file} with range requests (video-files-plugin.ts): browsers seek in a video by asking for
 * byte ranges. The name is the content's hash, so a file never changes under its address (cacheable forever).
 */

const HASH_LENGTH = 16;
export const ARCHIVO_PATTERN = /^[0-9a-f]{16}\.(mp4|webm)$/;

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

/**
 * The video format of a file's first bytes (never its name or declared type): MP4 has an 'ftyp' box at offset 4;
 * WebM is an EBML document whose DocType is 'webm' (Matroska files share the header but not every browser plays them).
 */
export function detectVideoType(head: Uint8Array): VideoTipo | null {
  if (startsWith(head, ascii('ftyp'), 4)) return 'video/mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    const text = Buffer.from(head.subarray(0, 64)).toString('latin1');
    return text.includes('webm') ? 'video/webm' : null;
  }
  return null;
}

const EXTENSION: Record<VideoTipo, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

export function videoFolder(dataDir: string, carpeta: string): string {
  if (!CARPETA_PATH_PATTERN.test(carpeta)) throw new Error(`unsafe carpeta ${carpeta}`);
  return join(dataDir, 'videos', carpeta);
}

export const videoSrc = (carpeta: string, archivo: string) => `/videos/${carpeta}/${archivo}`;

export interface StoredVideo {
  archivo: string;
  mimeType: VideoTipo;
  bytes: number;
}

/** Opens the file an upload is written to (a test hands in one that fails). */
type OpenFile = (path: string) => Writable;

/**
 * Streams an upload to disk (never whole in memory): checks the first bytes, counts and hashes as it writes, and
 * stops at the size limit. The file appears under its final name only when complete. A body refused for its
 * type, or one the disk cannot take (full: 507; unwritable: 503), is still read to its end (without keeping it), so
 * the client gets the answer rather than a reset; nothing of it stays on disk.
 */
export async function storeVideo(
  dataDir: string,
  carpeta: string,
  body: Readable,
  openFile: OpenFile = createWriteStream,
): Promise<StoredVideo> {
  const folder = videoFolder(dataDir, carpeta);
  const temporary = join(folder, `.${randomBytes(8).toString('hex')}.partial`);
  let out: Writable | null = null;
  // The first error of the file (open, write, close): with no listener it would crash the process.
  let diskError: unknown = null;
  const hash = createHash('sha256');
  let bytes = 0;
  let head = Buffer.alloc(0);
  let mimeType: VideoTipo | null = null;
  let failure: unknown = null;
  try {
    try {
      await mkdir(folder, { recursive: true });
      out = openFile(temporary);
      out.on('error', (err) => {
        diskError ??= err;
      });
    } catch (err) {
      diskError = err;
    }
    for await (const chunk of body as AsyncIterable<Buffer>) {
      if (diskError && !failure) failure = toDiskError(diskError);
      if (failure) continue;
      bytes += chunk.length;
      // Past the limit the upload is stopped at once (leaving the loop ends the request).
      if (bytes > VIDEO_MAX_BYTES) throw new AppError(413, MSG_VIDEO_GRANDE);
      if (!mimeType && head.length < 64) {
        head = Buffer.concat([head, chunk]).subarray(0, 64);
        if (head.length >= 64) {
          mimeType = detectVideoType(head);
          if (!mimeType) failure = new AppError(415, MSG_VIDEO_TIPO);
        }
      }
      hash.update(chunk);
      // A stream that failed emits no 'drain': its error ends the wait instead (and is read on the next chunk).
      if (out && !out.write(chunk) && !out.destroyed) await once(out, 'drain').catch(() => {});
    }
    if (failure) throw failure;
    if (diskError) throw diskError;
    out?.end();
    if (out) await finished(out);
    if (bytes === 0) throw badRequest(MSG_VIDEO_VACIO);
    mimeType ??= detectVideoType(head);
    if (!mimeType) throw new AppError(415, MSG_VIDEO_TIPO);
    const archivo = `${hash.digest('hex').slice(0, HASH_LENGTH)}.${EXTENSION[mimeType]}`;
    await rename(temporary, join(folder, archivo));
    return { archivo, mimeType, bytes };
  } catch (error) {
    if (out) {
      // Closed before the file is removed: a file still being opened would otherwise appear after the removal.
      out.destroy();
      await finished(out).catch(() => {});
    }
    await removeQuietly([temporary]);
    throw toDiskError(error);
  }
}

/** Removes an uploaded file (when no video uses it any longer). */
export async function removeVideoFile(dataDir: string, carpeta: string, archivo: string): Promise<void> {
  if (!ARCHIVO_PATTERN.test(archivo)) return;
  const file = join(videoFolder(dataDir, carpeta), archivo);
  if (existsSync(file)) await rm(file, { force: true });
}
