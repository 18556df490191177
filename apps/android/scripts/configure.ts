import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { resolve } from 'node:path';
import { SHELL_DIR, toShellConfig, writeShellConfig } from './shell.ts';
import { apiOf, readIcon, readSiteMetadata, siteLogoUrl, type SiteSource } from './site-settings.ts';

// Points the Android shell at one site: writes capacitor.config.json (app id = the site's Android package, name =
// the site's name, the live site as what it loads) and saves the site's logo as the launcher icons' source.
//   npm run configure -w @vidriera/android -- --site https://tandil.example.com
//   npm run configure -w @vidriera/android -- --api http://127.0.0.1:3000 --domain la-vieja-esquina.localhost
//   npm run configure -w @vidriera/android -- --metadata site.json [--url https://...] [--icon logo.png]
// Then `npm run sync -w @vidriera/android` generates or updates android/ (README.md, "The Android app").

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    api: { type: 'string' },
    domain: { type: 'string' },
    metadata: { type: 'string' },
    url: { type: 'string' },
    icon: { type: 'string' },
    /** Another shell project than this workspace (the shell check's). */
    dir: { type: 'string' },
  },
});

const source: SiteSource = {
  ...(values.site ? { site: values.site } : {}),
  ...(values.api ? { api: values.api } : {}),
  ...(values.domain ? { domain: values.domain } : {}),
  ...(values.metadata ? { metadataFile: values.metadata } : {}),
};

const site = await readSiteMetadata(source, (path) => readFileSync(path, 'utf8'));
const api = apiOf(source);
const iconAddress = values.icon ?? (api ? await siteLogoUrl(api, site) : null);
// As PNG whatever the logo's format (the uploaded ones are webp): the icon tools take PNG.
const icon = iconAddress
  ? await sharp(await readIcon(iconAddress, (path) => readFileSync(path)))
      .png()
      .toBuffer()
  : null;
// --site is the address the app loads; --api is only where the settings are read.
const config = toShellConfig(site, values.url ?? values.site);
writeShellConfig(values.dir ? resolve(values.dir) : SHELL_DIR, config, icon);
console.log(`Configured ${config.appId} (${config.appName}) to load ${config.server.url}`);
console.log(
  icon
    ? `Launcher icons from ${iconAddress}`
    : 'No icon (settings from a file): the launcher keeps the default icon (pass --icon)',
);
