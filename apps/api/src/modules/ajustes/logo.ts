import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comercios } from '../../db/schema.ts';
import { removeQuietly, toDiskError } from '../../integrations/disk/disk-errors.ts';
import { badRequest } from '../../plugins/errors.ts';
import type { ComercioRow } from '../comercios/public.ts';

const SIZES = [50, 100, 170, 512] as const;
const FORMATS = ['webp', 'png', 'jpg'] as const;

export const MSG_LOGO_AJENO = 'El logo debe ser una imagen subida para este comercio';
export const MSG_LOGO_NO_ENCONTRADO = 'No se encontró la imagen del logo: subila de nuevo';

/** The fixed logo names every screen looks for (/img/{carpeta}/logo_{size}_z.{ext}, spec 01 fallback chain). */
function fixedLogoFiles(dataDir: string, carpeta: string) {
  return SIZES.flatMap((size) => FORMATS.map((ext) => join(dataDir, 'img', carpeta, `logo_${size}_z.${ext}`)));
}

/**
 * Copies each source over its target (null: the target is removed): every copy is written under a temporary name
 * first and renamed only once all are, so a disk that fills up half-way (507) or cannot be written (503) leaves the
 * previous logo whole.
 */
async function replaceFiles(files: Array<{ source: string | null; target: string }>): Promise<void> {
  const staged: Array<{ temporary: string; target: string }> = [];
  try {
    for (const { source, target } of files) {
      if (!source) continue;
      const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
      staged.push({ temporary, target });
      await copyFile(source, temporary);
    }
  } catch (error) {
    await removeQuietly(staged.map((file) => file.temporary));
    throw toDiskError(error);
  }
  for (const { temporary, target } of staged) await rename(temporary, target);
  for (const { source, target } of files) if (!source) await rm(target, { force: true });
}

/**
 * The business's logo: an uploaded logo (its folder holds every variant) is saved as logoUrl and copied over the
 * fixed names the storefront reads, so every screen shows it; null removes it. Files outside the business's own
 * logo folders are refused.
 */
export function changeLogo(dataDir: string, comercioId: number, logoUrl: string | null) {
  return async (tx: Db, comercio: ComercioRow) => {
    const fixed = fixedLogoFiles(dataDir, comercio.carpeta);
    if (logoUrl) {
      if (!logoUrl.startsWith(`/img/${comercio.carpeta}/logos/`)) throw badRequest(MSG_LOGO_AJENO);
      const folder = dirname(join(dataDir, logoUrl.slice(1)));
      if (!existsSync(join(folder, 'logo_512_z.webp'))) throw badRequest(MSG_LOGO_NO_ENCONTRADO);
      await mkdir(join(dataDir, 'img', comercio.carpeta), { recursive: true }).catch((error: unknown) => {
        throw toDiskError(error);
      });
      await replaceFiles(
        SIZES.flatMap((size) =>
          FORMATS.map((ext) => {
            const source = join(folder, `logo_${size}_z.${ext}`);
            return {
              source: existsSync(source) ? source : null,
              target: join(dataDir, 'img', comercio.carpeta, `logo_${size}_z.${ext}`),
            };
          }),
        ),
      );
    } else {
      await Promise.all(fixed.map((file) => rm(file, { force: true })));
    }
    await tx.update(comercios).set({ logoUrl }).where(eq(comercios.id, comercioId));
    return { before: { logoUrl: comercio.logoUrl }, after: { logoUrl } };
  };
}
