import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_CONCURSOS, type Pictogram } from './demo-concursos.ts';

const PICTOGRAMS: Record<Pictogram, string> = {
  regalo: `
    <rect x="36" y="86" width="128" height="96" rx="8"/>
    <rect x="26" y="62" width="148" height="32" rx="6"/>
    <rect x="92" y="62" width="16" height="120" fill="rgba(0,0,0,.22)"/>
    <path d="M100 62c-14-30-48-40-52-18-3 16 26 18 52 18zM100 62c14-30 48-40 52-18 3 16-26 18-52 18z"/>`,
  trofeo: `
    <path d="M58 28h84v52c0 26-19 44-42 44s-42-18-42-44z"/>
    <path d="M58 42H34c0 28 12 40 28 42M142 42h24c0 28-12 40-28 42" fill="none" stroke="#fff" stroke-width="10"/>
    <rect x="90" y="122" width="20" height="28"/>
    <rect x="62" y="150" width="76" height="20" rx="4"/>`,
  estrella: `
    <path d="M100 18l24 52 56 6-42 38 12 56-50-29-50 29 12-56-42-38 56-6z"/>`,
};

const WIDTH = 800;
const HEIGHT = 450;

/** A wide banner: gradient, confetti and the draw's pictogram (no text: the card shows the title). */
function bannerSvg(pictogram: Pictogram, [from, to]: readonly [string, string]): string {
  const confetti = [
    [90, 80, 14],
    [210, 360, 10],
    [330, 120, 8],
    [120, 300, 18],
    [700, 70, 12],
    [740, 380, 16],
    [420, 400, 9],
    [260, 60, 11],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".22"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${confetti}
  <circle cx="400" cy="225" r="170" fill="rgba(255,255,255,.12)"/>
  <g transform="translate(270 95) scale(1.3)" fill="#fff">${PICTOGRAMS[pictogram]}</g>
</svg>`;
}

/** Writes each demo draw's photo under dataDir/img (existing files are kept). */
export async function generateDemoConcursoImages(dataDir: string): Promise<void> {
  for (const demo of DEMO_CONCURSOS) {
    const dir = join(dataDir, 'img', demo.carpeta);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `concurso-${demo.slug}.webp`);
    if (existsSync(file)) continue;
    await sharp(Buffer.from(bannerSvg(demo.pictogram, demo.colors)), { density: 96 })
      .resize(WIDTH, HEIGHT)
      .webp({ quality: 82 })
      .toFile(file);
  }
}
