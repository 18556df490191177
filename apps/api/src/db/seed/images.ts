import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** The spec's logo variants. */
export const LOGO_SIZES = [50, 100, 170, 512] as const;
const FORMATS = ['webp', 'png', 'jpg'] as const;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function logoSvg(label: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,38%)"/>
  </linearGradient></defs>
  <rect width="512" height="512" rx="96" fill="url(#g)"/>
  <circle cx="256" cy="256" r="190" fill="none" stroke="rgba(255,255,255,.35)" stroke-width="10"/>
  <text x="256" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="150" font-weight="700"
    text-anchor="middle" fill="#fff">${escapeXml(label)}</text>
</svg>`;
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/**
 * Writes each business's logo as /img/{carpeta}/logo_{size}_z.{webp,png,jpg} under dataDir, so the demo looks
 * real with no network. Existing files are kept.
 */
export async function generateDemoImages(
  dataDir: string,
  businesses: Array<{ carpeta: string; nombre: string }>,
): Promise<void> {
  for (const [i, b] of businesses.entries()) {
    const dir = join(dataDir, 'img', b.carpeta);
    mkdirSync(dir, { recursive: true });
    const svg = Buffer.from(logoSvg(initials(b.nombre), (i * 47) % 360));
    for (const size of LOGO_SIZES) {
      for (const format of FORMATS) {
        const file = join(dir, `logo_${size}_z.${format}`);
        if (existsSync(file)) continue;
        await sharp(svg).resize(size, size).toFormat(format, { quality: 82 }).toFile(file);
      }
    }
  }
}
