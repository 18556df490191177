import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { VARIANT_SETS } from '../../integrations/images/variants.ts';
import { DEMO_EVENTOS, type EventoPictogram } from './demo-eventos.ts';

/** White pictograms in a 200x200 box, one per kind of demo event. */
const PICTOGRAMS: Record<EventoPictogram, string> = {
  musica: `
    <path d="M70 40l90-20v110" fill="none" stroke="#fff" stroke-width="12"/>
    <path d="M70 40v110" stroke="#fff" stroke-width="12"/>
    <ellipse cx="52" cy="152" rx="24" ry="18"/><ellipse cx="142" cy="132" rx="24" ry="18"/>`,
  cerveza: `
    <path d="M50 50h84v120c0 8-6 14-14 14H64c-8 0-14-6-14-14z"/>
    <path d="M134 76h20c10 0 16 6 16 16v30c0 10-6 16-16 16h-20" fill="none" stroke="#fff" stroke-width="12"/>
    <path d="M44 50c0-18 14-28 30-22 8-14 30-16 40-2 14-6 28 4 26 24z" fill="rgba(255,255,255,.85)"/>`,
  guitarra: `
    <path d="M120 20l24 24-46 46"  fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/>
    <path d="M96 84c-20-16-56-10-66 14-8 18 6 28 0 44-6 18 14 38 32 32 16-6 26 8 44 0 24-10 30-46 14-66z"/>
    <circle cx="82" cy="124" r="12" fill="rgba(0,0,0,.3)"/>`,
  empanada: `
    <path d="M20 140c0-56 36-96 80-96s80 40 80 96z"/>
    <path d="M24 140h152" stroke="rgba(255,255,255,.7)" stroke-width="14" stroke-linecap="round"/>`,
  trivia: `
    <path d="M66 70c0-26 16-42 36-42s36 14 36 36c0 28-32 32-32 60" fill="none" stroke="#fff" stroke-width="18"
      stroke-linecap="round"/>
    <circle cx="106" cy="168" r="12"/>`,
  fogon: `
    <path d="M100 20c30 36 50 60 50 94 0 30-22 52-50 52s-50-22-50-52c0-22 12-38 24-50 0 18 8 28 18 30-6-30 0-52 8-74z"/>
    <path d="M36 176l128-22M36 154l128 22" stroke="#fff" stroke-width="12" stroke-linecap="round"/>`,
};

const WIDTH = 800;
const HEIGHT = 450;

/** A wide picture: gradient, soft circles and the event's pictogram (no text: the board shows the title). */
function eventoSvg(pictogram: EventoPictogram, [from, to]: readonly [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="120" cy="380" r="140" fill="rgba(255,255,255,.08)"/>
  <circle cx="700" cy="60" r="110" fill="rgba(255,255,255,.08)"/>
  <circle cx="400" cy="225" r="170" fill="rgba(255,255,255,.12)"/>
  <g transform="translate(270 95) scale(1.3)" fill="#fff">${PICTOGRAMS[pictogram]}</g>
</svg>`;
}

/**
 * Writes each demo event's picture under dataDir/img/{carpeta}/ in the variants an upload gets (VARIANT_SETS:
 * evento-{slug}_zz120, _zz240 and _512, webp and jpg), so the board shows the small variants as it does for an
 * uploaded picture (toEventoFotoUrl names the 512 webp). Existing files are kept.
 */
export async function generateDemoEventoImages(dataDir: string): Promise<void> {
  for (const demo of DEMO_EVENTOS) {
    const dir = join(dataDir, 'img', demo.carpeta);
    mkdirSync(dir, { recursive: true });
    const picture = await sharp(Buffer.from(eventoSvg(demo.pictogram, demo.colors)), { density: 96 })
      .resize(WIDTH, HEIGHT)
      .png()
      .toBuffer();
    for (const variant of VARIANT_SETS.evento.variants) {
      for (const format of variant.formats) {
        const file = join(dir, `${variant.name(`evento-${demo.slug}`)}.${format}`);
        if (existsSync(file)) continue;
        const resized = sharp(picture).resize({ width: variant.size, height: variant.size, fit: variant.fit });
        await (format === 'webp' ? resized.webp({ quality: 82 }) : resized.jpeg({ quality: 84 })).toFile(file);
      }
    }
  }
}
