import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  IMAGEN_MAX_BYTES,
  IMAGEN_MAX_PIXELES,
  MSG_IMAGEN_DEMASIADO_GRANDE,
  MSG_IMAGEN_DEMASIADOS_PIXELES,
  MSG_IMAGEN_NO_VALIDA,
  MSG_IMAGEN_VACIA,
  type TipoImagen,
  type ImagenSubida,
  type ImagenVariante,
} from '@vidriera/domain/imagenes';
import { CARPETA_PATH_PATTERN } from '@vidriera/domain/common';
import { AppError, badRequest } from '../../plugins/errors.ts';
import { removeQuietly, toDiskError } from '../disk/disk-errors.ts';
import { detectImageType } from './image-type.ts';
import { type ImageFormat, VARIANT_SETS, type VariantSpec } from './variants.ts';

/** Hex digits of the content hash in names: 64 bits, no collision among one business's pictures. */
const HASH_LENGTH = 16;

export interface StoreImageInput {
  /** DATA_DIR: files go to {dataDir}/img/{carpeta}/... and are served from /img/{carpeta}/... */
  dataDir: string;
  carpeta: string;
  tipo: TipoImagen;
  data: Buffer;
}

/** Throws the Spanish 4xx the uploader sees when the bytes are not an image this site takes. */
function checkUpload(data: Buffer): void {
  if (data.length === 0) throw badRequest(MSG_IMAGEN_VACIA);
  if (data.length > IMAGEN_MAX_BYTES) throw new AppError(413, MSG_IMAGEN_DEMASIADO_GRANDE);
  if (!detectImageType(data)) throw badRequest(MSG_IMAGEN_NO_VALIDA);
}

/** Decodes the header: a truncated or corrupt file, or one too large once decoded, is the uploader's error. */
async function openImage(data: Buffer): Promise<Sharp> {
  let metadata: Metadata;
  try {
    // The header only (no pixel limit yet), to tell "too many pixels" from "not an image".
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(MSG_IMAGEN_NO_VALIDA);
  }
  if (!metadata.width || !metadata.height) throw badRequest(MSG_IMAGEN_NO_VALIDA);
  if (metadata.width * metadata.height > IMAGEN_MAX_PIXELES) throw badRequest(MSG_IMAGEN_DEMASIADOS_PIXELES);
  // failOn 'error': a broken file is refused rather than written half-grey. Phone photos are stored sideways
  // with an EXIF orientation: rotate() turns them upright before scaling.
  return sharp(data, { limitInputPixels: IMAGEN_MAX_PIXELES, failOn: 'error' }).rotate();
}

function encode(image: Sharp, spec: VariantSpec, format: ImageFormat) {
  const resized = image.clone().resize({
    width: spec.size,
    height: spec.size,
    fit: spec.fit,
    // A small dish photo stays small; a logo is always drawn at its exact size.
    withoutEnlargement: spec.fit === 'inside',
  });
  if (format === 'webp') return resized.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  if (format === 'png') return resized.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  // jpg has no transparency: a transparent logo or PNG goes on white, not black.
  return resized
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
}

/** Writes through a temporary name, so a reader never gets half a file. */
async function writeAtomically(target: string, data: Buffer): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch (err) {
    await removeQuietly([temporary]);
    throw err;
  }
}

/**
 * Checks an uploaded file by its content (jpeg, png, webp or gif, up to 8 MB and 50 megapixels), scales it to
 * the kind's variants and writes each as webp plus jpg (png too for logos) under {dataDir}/img/{carpeta}/{kind}/,
 * named by the content's hash: the same picture gives the same URLs (nothing is written twice) and a changed
 * picture new ones, so browsers may cache them forever. Returns the public URLs. A disk that is full (507) or cannot
 * be written (503) keeps nothing of the upload.
 */
export async function storeImage({ dataDir, carpeta, tipo, data }: StoreImageInput): Promise<ImagenSubida> {
  if (!CARPETA_PATH_PATTERN.test(carpeta)) throw new Error(`carpeta not safe for a path: ${carpeta}`);
  checkUpload(data);
  const image = await openImage(data);
  const set = VARIANT_SETS[tipo];
  const hash = createHash('sha256').update(data).digest('hex').slice(0, HASH_LENGTH);
  const publicDir = `/img/${carpeta}/${set.folder}`;
  const diskDir = join(dataDir, 'img', carpeta, set.folder);

  const variantes: ImagenVariante[] = [];
  // What this upload wrote, removed if a later variant fails (a full or read-only disk: 507 or 503).
  const written: string[] = [];
  try {
    for (const spec of set.variants) {
      for (const format of spec.formats) {
        const name = `${spec.name(hash)}.${format}`;
        let output: Awaited<ReturnType<typeof encode>>;
        try {
          output = await encode(image, spec, format);
        } catch {
          // The header was readable but the pixels are not (a truncated body).
          throw badRequest(MSG_IMAGEN_NO_VALIDA);
        }
        const target = join(diskDir, name);
        if (!existsSync(target)) {
          await writeAtomically(target, output.data);
          written.push(target);
        }
        variantes.push({
          ancho: output.info.width,
          alto: output.info.height,
          formato: format,
          url: `${publicDir}/${name}`,
        });
      }
    }
  } catch (error) {
    await removeQuietly(written);
    throw toDiskError(error);
  }
  const principal = set.variants.find((v) => v.size === set.principal) ?? set.variants[0]!;
  return {
    tipo,
    url: `${publicDir}/${principal.name(hash)}.webp`,
    base: `${publicDir}/${hash}`,
    variantes,
  };
}
