import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_CATEGORIAS } from './demo-comercios.ts';

/** The spec's logo variants. */
export const LOGO_SIZES = [50, 100, 170, 512] as const;
const FORMATS = ['webp', 'png', 'jpg'] as const;
const CATEGORY_WIDTH = 640;
const CATEGORY_HEIGHT = 320;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Gradient pairs that keep white text above 4.5:1 contrast; businesses take them in turn. */
const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#d9480f', '#a61e4d'],
  ['#1971c2', '#0b3d7a'],
  ['#2b8a3e', '#0b5345'],
  ['#862e9c', '#4a1272'],
  ['#c2255c', '#7a1238'],
  ['#0c8599', '#0b4f6c'],
  ['#e03131', '#8f1d1d'],
  ['#5f3dc4', '#2c1a78'],
  ['#9c5a1a', '#5c2c0a'],
  ['#087f5b', '#064a3a'],
  ['#364fc7', '#1b2a78'],
  ['#b35900', '#7a2e00'],
];

/** White pictograms drawn in a 200x200 box. */
const ICONS = {
  cubiertos: `
    <path d="M52 20h9v58h7V20h9v58h7V20h9v62c0 14-9 22-19 24v76c0 5-4 8-8 8h-2c-4 0-8-3-8-8v-76c-10-2-19-10-19-24z"/>
    <path d="M130 20c28 14 40 48 32 92h-14v70c0 5-4 8-8 8h-2c-4 0-8-3-8-8z"/>`,
  helado: `
    <circle cx="76" cy="78" r="36"/><circle cx="124" cy="78" r="36"/><circle cx="100" cy="50" r="36"/>
    <path d="M56 104h88l-44 86z" opacity=".85"/>
    <path d="M70 116l50 40M90 116l34 26M110 116l-32 26M130 116l-50 40" stroke="rgba(0,0,0,.18)" stroke-width="5"/>`,
  cerveza: `
    <rect x="42" y="62" width="94" height="122" rx="12"/>
    <path d="M136 86h18c12 0 20 8 20 20v36c0 12-8 20-20 20h-18" fill="none" stroke="#fff" stroke-width="16"/>
    <circle cx="54" cy="58" r="20"/><circle cx="82" cy="48" r="22"/><circle cx="110" cy="52" r="21"/>
    <circle cx="130" cy="62" r="16"/>
    <path d="M68 96v70M89 96v70M110 96v70" stroke="rgba(0,0,0,.16)" stroke-width="8" stroke-linecap="round"/>`,
  cafe: `
    <path d="M36 88h120v34c0 36-26 58-60 58s-60-22-60-58z"/>
    <path d="M156 100h6c14 0 22 9 22 20s-8 20-22 20h-10" fill="none" stroke="#fff" stroke-width="12"/>
    <rect x="22" y="184" width="152" height="10" rx="5"/>
    <path d="M66 70c-10-12 10-20 0-34M96 70c-10-12 10-20 0-34M126 70c-10-12 10-20 0-34" fill="none"
      stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  bolsa: `
    <path d="M40 72h120l12 116H28z"/>
    <path d="M72 92V58a28 28 0 0 1 56 0v34" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/>`,
  fuego: `
    <path d="M100 12c30 44 66 72 62 124-3 34-30 56-62 56s-60-22-62-56c-3-36 20-52 30-84 10 24 20 34 26 40 6-30
      0-56 6-80z"/>
    <path d="M100 108c14 20 30 32 28 54-2 14-13 22-28 22s-26-8-28-22c-2-16 8-24 14-38 4 10 8 14 10 16 2-12 0-22 4-32z"
      fill="rgba(0,0,0,.2)"/>`,
  pizza: `
    <path d="M100 190L26 46c46-30 102-30 148 0z"/>
    <path d="M26 46c46-30 102-30 148 0" fill="none" stroke="rgba(255,255,255,.7)" stroke-width="18"
      stroke-linecap="round"/>
    <circle cx="92" cy="76" r="14" fill="rgba(0,0,0,.2)"/><circle cx="124" cy="100" r="12" fill="rgba(0,0,0,.2)"/>
    <circle cx="86" cy="120" r="11" fill="rgba(0,0,0,.2)"/><circle cx="110" cy="150" r="9" fill="rgba(0,0,0,.2)"/>`,
} as const;
type IconName = keyof typeof ICONS;

const ICON_BY_TIPO: Record<string, IconName> = {
  restaurante: 'cubiertos',
  heladeria: 'helado',
  bar: 'cerveza',
  cafe: 'cafe',
  tienda: 'bolsa',
};

/** Each demo category's pictogram and colours (warm for the grill, cool for ice cream, ...). */
const CATEGORY_STYLE: Record<string, { icon: IconName; colors: readonly [string, string] }> = {
  parrillas: { icon: 'fuego', colors: ['#e8590c', '#a61e1e'] },
  pizzerias: { icon: 'pizza', colors: ['#c92a2a', '#7a1238'] },
  heladerias: { icon: 'helado', colors: ['#d6336c', '#862e9c'] },
  bares: { icon: 'cerveza', colors: ['#b35900', '#5c2c0a'] },
  cafes: { icon: 'cafe', colors: ['#8c5a3c', '#4a2c1a'] },
  regionales: { icon: 'bolsa', colors: ['#2b8a3e', '#0b5345'] },
};

const gradient = ([from, to]: readonly [string, string]) => `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/**
 * A square logo: full-bleed gradient (jpg has no transparency, so no rounded corners here: the web rounds
 * them), the kind's pictogram and the business's initials.
 */
function logoSvg(label: string, icon: IconName, colors: readonly [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>${gradient(colors)}
    <radialGradient id="shine" cx=".3" cy=".2" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".22"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <rect width="512" height="512" fill="url(#shine)"/>
  <circle cx="256" cy="256" r="226" fill="none" stroke="rgba(255,255,255,.28)" stroke-width="8"/>
  <g transform="translate(151 52) scale(1.05)" fill="#fff">${ICONS[icon]}</g>
  <text x="256" y="412" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="116"
    font-weight="700" letter-spacing="6" text-anchor="middle" fill="#fff">${escapeXml(label)}</text>
</svg>`;
}

/** A wide banner for a category: gradient, a soft pattern of its pictogram and one large pictogram. */
function categorySvg(icon: IconName, colors: readonly [string, string]): string {
  const pattern = [
    [40, 30, 0.35],
    [170, 190, 0.3],
    [300, 40, 0.25],
  ]
    .map(([x, y, s]) => `<g transform="translate(${x} ${y}) scale(${s})" fill="#fff" opacity=".16">${ICONS[icon]}</g>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CATEGORY_WIDTH}" height="${CATEGORY_HEIGHT}"
  viewBox="0 0 ${CATEGORY_WIDTH} ${CATEGORY_HEIGHT}">
  <defs>${gradient(colors)}</defs>
  <rect width="${CATEGORY_WIDTH}" height="${CATEGORY_HEIGHT}" fill="url(#bg)"/>
  ${pattern}
  <circle cx="470" cy="160" r="128" fill="rgba(255,255,255,.14)"/>
  <g transform="translate(380 70) scale(.9)" fill="#fff">${ICONS[icon]}</g>
</svg>`;
}

const SMALL_WORDS = new Set(['el', 'la', 'los', 'las', 'de', 'del', 'y', 'al']);

/** Two initials of the name, articles and prepositions left out (one word: its first two letters). */
function toInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  return (words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

async function writeVariants(svg: string, file: (format: string) => string, width: number, height: number) {
  const source = Buffer.from(svg);
  for (const format of FORMATS) {
    const target = file(format);
    if (existsSync(target)) continue;
    // The files are named .jpg (the spec's variants); sharp's format is called jpeg.
    const output = format === 'jpg' ? 'jpeg' : format;
    await sharp(source, { density: 144 }).resize(width, height).toFormat(output, { quality: 86 }).toFile(target);
  }
}

/**
 * Writes each business's logo as /img/{carpeta}/logo_{size}_z.{webp,png,jpg} and each demo category's banner as
 * /img/_categorias/{slug}.{webp,png,jpg} under dataDir, so the demo looks real with no network. Existing files
 * are kept. `tipo` picks the pictogram (restaurante, heladeria, bar, cafe, tienda).
 */
export async function generateDemoImages(
  dataDir: string,
  businesses: Array<{ carpeta: string; nombre: string; tipo?: string }>,
): Promise<void> {
  // Branches ("Heladerías Cumbre - Centro") share their brand's colours; brands take the palette in turn.
  const brandColors = new Map<string, readonly [string, string]>();
  for (const b of businesses) {
    const brand = b.nombre.split(' - ')[0] ?? b.nombre;
    if (!brandColors.has(brand)) brandColors.set(brand, PALETTE[brandColors.size % PALETTE.length] ?? PALETTE[0]!);
    const colors = brandColors.get(brand) ?? PALETTE[0]!;
    const dir = join(dataDir, 'img', b.carpeta);
    mkdirSync(dir, { recursive: true });
    const svg = logoSvg(toInitials(b.nombre), ICON_BY_TIPO[b.tipo ?? ''] ?? 'cubiertos', colors);
    for (const size of LOGO_SIZES) {
      await writeVariants(svg, (format) => join(dir, `logo_${size}_z.${format}`), size, size);
    }
  }
  const categoryDir = join(dataDir, 'img', '_categorias');
  mkdirSync(categoryDir, { recursive: true });
  for (const cat of DEMO_CATEGORIAS) {
    const style = CATEGORY_STYLE[cat.slug] ?? { icon: 'cubiertos', colors: PALETTE[0]! };
    const svg = categorySvg(style.icon, style.colors);
    await writeVariants(svg, (format) => join(categoryDir, `${cat.slug}.${format}`), CATEGORY_WIDTH, CATEGORY_HEIGHT);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Dish pictures of the demo menus

const DISH_WIDTH = 480;
const DISH_HEIGHT = 360;

/** White pictograms of dishes in a 200x200 box (the menu's kinds that the logos' set lacks). */
const DISH_PICTOGRAMS: Record<string, string> = {
  pizza: ICONS.pizza,
  helado: ICONS.helado,
  cafe: ICONS.cafe,
  bebida: `
    <path d="M62 30h76l-8 150c0 6-5 10-11 10H81c-6 0-11-4-11-10z"/>
    <path d="M66 70h68" stroke="rgba(0,0,0,.2)" stroke-width="8"/>
    <rect x="108" y="8" width="10" height="60" rx="4" transform="rotate(18 113 38)"/>`,
  hamburguesa: `
    <path d="M30 92c0-40 32-62 70-62s70 22 70 62z"/>
    <rect x="22" y="104" width="156" height="22" rx="11" fill="rgba(255,255,255,.85)"/>
    <rect x="28" y="130" width="144" height="18" rx="9" fill="rgba(0,0,0,.22)"/>
    <path d="M30 154h140v6c0 16-14 26-30 26H60c-16 0-30-10-30-26z"/>
    <circle cx="76" cy="60" r="4" fill="rgba(0,0,0,.2)"/><circle cx="104" cy="50" r="4" fill="rgba(0,0,0,.2)"/>
    <circle cx="126" cy="66" r="4" fill="rgba(0,0,0,.2)"/>`,
  empanada: `
    <path d="M20 140c0-56 36-96 80-96s80 40 80 96z"/>
    <path d="M24 140h152" stroke="rgba(255,255,255,.7)" stroke-width="14" stroke-linecap="round"/>
    <path d="M40 132l10-12M64 132l10-12M88 132l10-12M112 132l10-12M136 132l10-12M160 132l8-10"
      stroke="rgba(0,0,0,.22)" stroke-width="6" stroke-linecap="round"/>`,
  carne: `
    <path d="M40 64c20-30 78-36 112-10 30 24 30 70 0 92-30 22-92 26-118 0-20-20-14-58 6-82z"/>
    <circle cx="132" cy="92" r="18" fill="rgba(0,0,0,.2)"/><circle cx="132" cy="92" r="8" fill="#fff"/>
    <path d="M58 96c22-8 44-8 60 4M64 124c20-6 38-4 52 4" stroke="rgba(0,0,0,.2)" stroke-width="7" fill="none"
      stroke-linecap="round"/>`,
  postre: `
    <path d="M40 96h120l-10 86H50z"/>
    <path d="M36 96c0-30 28-52 64-52s64 22 64 52z" fill="rgba(255,255,255,.85)"/>
    <circle cx="100" cy="34" r="14"/>
    <path d="M56 122h88M60 150h80" stroke="rgba(0,0,0,.18)" stroke-width="7"/>`,
  pasta: `
    <path d="M24 100h152c0 44-34 76-76 76s-76-32-76-76z"/>
    <path d="M56 96c-6-24 10-40 24-30s-6 26 16 30M96 96c-6-28 14-44 28-32s-8 28 14 32"
      fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/>
    <path d="M150 30l-40 66M164 38l-44 60" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
};

/** Warm colours per kind of dish, all keeping the white pictogram well visible. */
const DISH_COLORS: Record<string, readonly [string, string]> = {
  pizza: ['#c92a2a', '#7a1238'],
  helado: ['#d6336c', '#862e9c'],
  cafe: ['#8c5a3c', '#4a2c1a'],
  bebida: ['#1971c2', '#0b3d7a'],
  hamburguesa: ['#d9480f', '#7a2e00'],
  empanada: ['#b35900', '#5c2c0a'],
  carne: ['#a61e1e', '#5c0a0a'],
  postre: ['#c2255c', '#5f3dc4'],
  pasta: ['#e67700', '#a61e4d'],
};

function dishSvg(icon: string): string {
  const colors = DISH_COLORS[icon] ?? PALETTE[0]!;
  const pictogram = DISH_PICTOGRAMS[icon] ?? ICONS.cubiertos;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DISH_WIDTH}" height="${DISH_HEIGHT}"
  viewBox="0 0 ${DISH_WIDTH} ${DISH_HEIGHT}">
  <defs>${gradient(colors)}</defs>
  <rect width="${DISH_WIDTH}" height="${DISH_HEIGHT}" fill="url(#bg)"/>
  <g transform="translate(-30 210) scale(.6)" fill="#fff" opacity=".14">${pictogram}</g>
  <g transform="translate(370 -20) scale(.55)" fill="#fff" opacity=".14">${pictogram}</g>
  <circle cx="240" cy="180" r="130" fill="rgba(255,255,255,.14)"/>
  <g transform="translate(140 80)" fill="#fff">${pictogram}</g>
</svg>`;
}

/**
 * Writes each demo dish's picture as /img/{carpeta}/platos/{slug}.webp under dataDir (the menus' imagenUrl), so
 * the demo menus look real with no network. Existing files are kept; the same picture is drawn once per kind.
 */
export async function generateDishImages(
  dataDir: string,
  dishes: ReadonlyArray<{ carpeta: string; slug: string; icon: string }>,
): Promise<void> {
  const rendered = new Map<string, Buffer>();
  for (const dish of dishes) {
    const dir = join(dataDir, 'img', dish.carpeta, 'platos');
    const file = join(dir, `${dish.slug}.webp`);
    if (existsSync(file)) continue;
    mkdirSync(dir, { recursive: true });
    let image = rendered.get(dish.icon);
    if (!image) {
      image = await sharp(Buffer.from(dishSvg(dish.icon)), { density: 96 })
        .resize(DISH_WIDTH, DISH_HEIGHT)
        .webp({ quality: 80 })
        .toBuffer();
      rendered.set(dish.icon, image);
    }
    await writeFile(file, image);
  }
}
