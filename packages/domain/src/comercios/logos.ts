/**
 * Where a business's logo variants are (spec 01: an image host by folder, sizes in the name: logo_512_z,
 * logo_170_z, ..., in webp, png or jpg). Shared by the web (the logo's fallback chain) and the API (a site's app
 * icons in its web app manifest).
 */

/** The spec's logo sizes, largest first. */
export const LOGO_SIZES_DESC = [512, 170, 100, 50] as const;
export type LogoSize = (typeof LOGO_SIZES_DESC)[number];

/** The formats each variant is written in, in the order a browser's `<img>` tries them. */
export const LOGO_FORMATS = ['webp', 'png', 'jpg'] as const;
export type LogoFormat = (typeof LOGO_FORMATS)[number];

/**
 * An uploaded logo's folder (/img/{carpeta}/logos/{hash}): its name changes with the picture, so no stale cache. The
 * page's inline script reads a business's logo folder with it too (apps/api/src/plugins/web-app.ts).
 */
export const UPLOADED_LOGO = /^(\/img\/[A-Za-z0-9_-]+\/logos\/[0-9a-f]+)\/logo_512_z\.webp$/;

/**
 * The folder (a URL path) of a business's logo variants: the uploaded logo's own folder when it has one
 * (`logoUrl`, its 512 webp variant), else the business's folder, where the fixed names are kept.
 */
export function logoFolder(carpeta: string, logoUrl?: string | null): string {
  return (logoUrl && UPLOADED_LOGO.exec(logoUrl)?.[1]) || `/img/${carpeta}`;
}

/** The name of one variant in a logo folder, e.g. `logo_170_z.png`. */
export const logoFileName = (size: LogoSize, format: LogoFormat) => `logo_${size}_z.${format}`;

/** The size of the logo a business's home shows at its top (its first picture). */
export const HOME_LOGO_SIZE: LogoSize = 170;

/** The first variant a logo's `<img>` asks for: the given size, in webp. */
export const firstLogoUrl = (carpeta: string, size: LogoSize, logoUrl?: string | null) =>
  `${logoFolder(carpeta, logoUrl)}/${logoFileName(size, 'webp')}`;
