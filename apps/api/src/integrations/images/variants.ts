import type { TipoImagen } from '@vidriera/domain/imagenes';

export type ImageFormat = 'webp' | 'png' | 'jpg';

/** One file to write: the picture scaled to `size` px and named `name(hash)` inside the kind's folder. */
export interface VariantSpec {
  size: number;
  /** Square crop (logos) or the whole picture scaled to fit in size × size. */
  fit: 'cover' | 'inside';
  formats: readonly ImageFormat[];
  /** The file name without extension, relative to the kind's folder. */
  name: (hash: string) => string;
}

export interface VariantSet {
  /** Folder under /img/{carpeta}/; every name starts with the content hash (the logo's own folder, or a prefix). */
  folder: string;
  variants: readonly VariantSpec[];
  /** The variant whose webp URL is saved on the record. */
  principal: number;
}

/**
 * The spec's sizes: dishes 512 (spec 02 §9); logos 50, 100, 170 and 512, each in webp, png and jpg, named
 * logo_{size}_z so the web's fallback chain through smaller variants works in any folder (spec 01); events
 * _zz120 and _zz240 (spec 01), squares cut from the middle as the event cards and lists show them small, plus
 * the whole picture at 512 for the detail. Webp is what browsers load; jpg (png for logos, which may be
 * transparent) is the fallback.
 */
export const VARIANT_SETS: Record<TipoImagen, VariantSet> = {
  plato: {
    folder: 'platos',
    variants: [{ size: 512, fit: 'inside', formats: ['webp', 'jpg'], name: (hash) => `${hash}_512` }],
    principal: 512,
  },
  logo: {
    folder: 'logos',
    variants: [50, 100, 170, 512].map((size) => ({
      size,
      fit: 'cover' as const,
      formats: ['webp', 'png', 'jpg'] as const,
      name: (hash: string) => `${hash}/logo_${size}_z`,
    })),
    principal: 512,
  },
  evento: {
    folder: 'eventos',
    variants: [
      { size: 120, fit: 'cover', formats: ['webp', 'jpg'], name: (hash) => `${hash}_zz120` },
      { size: 240, fit: 'cover', formats: ['webp', 'jpg'], name: (hash) => `${hash}_zz240` },
      { size: 512, fit: 'inside', formats: ['webp', 'jpg'], name: (hash) => `${hash}_512` },
    ],
    principal: 512,
  },
};
