import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ANDROID_GRADLE_PLUGIN, SHELL_DIR, TARGET_SDK } from '../scripts/shell.ts';

// The check CI can run without the Android SDK (Google's Maven repository is out of reach here): the documented
// commands configure the shell for a demo site from its metadata.json saved to a file, `cap sync android` (no
// Gradle) generates the project, and the project is read back: app id, name, the live site it loads, the Share
// plugin, the App Links intent filter, the activity that opens deep links, the launcher icons.

/** A shell project of its own (not this workspace's, which a developer may have configured for a real site). */
const PROJECT = join(SHELL_DIR, '.shell-test', String(process.pid));
const MAIN = join(PROJECT, 'android', 'app', 'src', 'main');

/**
 * What GET /api/site/la-vieja-esquina.localhost/metadata.json answers for the demo data
 * (apps/api/src/db/seed/demo-data.ts), the fields the shell reads.
 */
const LA_VIEJA_ESQUINA = {
  nombre: 'La Vieja Esquina Pizzería',
  carpeta: 'la-vieja-esquina',
  dominioUrl: 'la-vieja-esquina.localhost',
  esPortal: false,
  androidPackage: 'ar.com.laviejaesquina.app',
  metadataOk: true,
};

const tsx = createRequire(import.meta.url).resolve('tsx/cli');
/** Runs one of the documented commands on the test's project (asynchronously: a test may be serving its API). */
async function run(script: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [tsx, join(SHELL_DIR, 'scripts', script), '--dir', PROJECT, ...args],
    { cwd: SHELL_DIR, encoding: 'utf8' },
  );
  return stdout;
}

const read = (...path: string[]) => readFileSync(join(MAIN, ...path), 'utf8');

/**
 * The API level the generated project compiles against and targets (Google Play takes updates only of apps that
 * target a recent one: 36), read from the Gradle files as Gradle reads them, and the Android Gradle plugin that
 * supports it.
 */
function expectTargetSdk(): void {
  const variables = readFileSync(join(PROJECT, 'android', 'variables.gradle'), 'utf8');
  const level = (name: string) => Number(new RegExp(`\\b${name}\\s*=\\s*(\\d+)`).exec(variables)?.[1]);
  expect(TARGET_SDK).toBe(36);
  expect(level('compileSdkVersion')).toBe(36);
  expect(level('targetSdkVersion')).toBe(36);
  expect(level('minSdkVersion')).toBe(23);
  const app = readFileSync(join(PROJECT, 'android', 'app', 'build.gradle'), 'utf8');
  expect(app).toMatch(/compileSdk rootProject\.ext\.compileSdkVersion/);
  expect(app).toMatch(/targetSdkVersion rootProject\.ext\.targetSdkVersion/);
  const root = readFileSync(join(PROJECT, 'android', 'build.gradle'), 'utf8');
  const plugin = /com\.android\.tools\.build:gradle:(\d+\.\d+\.\d+)['"]/.exec(root)?.[1];
  // 8.9.1 -> 8009001: versions compared part by part.
  const rank = (version: string) => version.split('.').reduce((n, part) => n * 1000 + Number(part), 0);
  expect(plugin, root).toBeDefined();
  expect(rank(plugin ?? '0.0.0')).toBeGreaterThanOrEqual(rank(MIN_ANDROID_GRADLE_PLUGIN));
}

function writeMetadata(name: string, metadata: object): string {
  const path = join(PROJECT, `${name}.metadata.json`);
  writeFileSync(path, JSON.stringify(metadata));
  return path;
}

beforeAll(async () => {
  rmSync(PROJECT, { recursive: true, force: true });
  mkdirSync(PROJECT, { recursive: true });
  // Capacitor finds its platform and plugins among the project's dependencies.
  writeFileSync(join(PROJECT, 'package.json'), readFileSync(join(SHELL_DIR, 'package.json')));
  await sharp({ create: { width: 512, height: 512, channels: 3, background: '#c2410c' } })
    .png()
    .toFile(join(PROJECT, 'logo_512_z.png'));
});
afterAll(() => rmSync(PROJECT, { recursive: true, force: true }));

describe('the Android shell of a site', () => {
  it("is generated for the demo site's app, loading the live site, with Share, App Links and its icons", async () => {
    const output = await run(
      'configure.ts',
      '--metadata',
      writeMetadata('vieja-esquina', LA_VIEJA_ESQUINA),
      '--icon',
      join(PROJECT, 'logo_512_z.png'),
    );
    expect(output).toContain('Configured ar.com.laviejaesquina.app');
    await run('sync-android.ts');

    const config = JSON.parse(read('assets', 'capacitor.config.json'));
    expect(config).toMatchObject({
      appId: 'ar.com.laviejaesquina.app',
      appName: 'La Vieja Esquina Pizzería',
      server: { url: 'https://la-vieja-esquina.localhost', allowNavigation: ['la-vieja-esquina.localhost'] },
    });
    expectTargetSdk();
    const gradle = readFileSync(join(PROJECT, 'android', 'app', 'build.gradle'), 'utf8');
    expect(gradle).toMatch(/applicationId "ar\.com\.laviejaesquina\.app"/);
    expect(gradle).toMatch(/namespace "ar\.com\.laviejaesquina\.app"/);
    expect(JSON.parse(read('assets', 'capacitor.plugins.json'))).toContainEqual({
      pkg: '@capacitor/share',
      classpath: 'com.capacitorjs.plugins.share.SharePlugin',
    });
    expect(read('res', 'values', 'strings.xml')).toContain(
      '<string name="app_name">La Vieja Esquina Pizzería</string>',
    );

    const manifest = read('AndroidManifest.xml');
    const filter = /<intent-filter android:autoVerify="true">([\s\S]*?)<\/intent-filter>/.exec(manifest)?.[1] ?? '';
    expect(filter).toContain('<action android:name="android.intent.action.VIEW" />');
    expect(filter).toContain('<category android:name="android.intent.category.BROWSABLE" />');
    expect(filter).toContain('<data android:scheme="https" />');
    expect(filter).toContain('<data android:host="la-vieja-esquina.localhost" />');

    const activity = read('java', 'ar', 'com', 'laviejaesquina', 'app', 'MainActivity.java');
    expect(activity).toContain('package ar.com.laviejaesquina.app;');
    expect(activity).toContain('bridge.getWebView().loadUrl(link.toString())');
    for (const [density, size] of [
      ['mdpi', 48],
      ['xxxhdpi', 192],
    ] as const) {
      const png = readFileSync(join(MAIN, 'res', `mipmap-${density}`, 'ic_launcher.png'));
      expect(png.readUInt32BE(16), density).toBe(size);
    }
  });

  it('is brought up to date without a second filter, and generated anew for another site', async () => {
    await run('configure.ts', '--metadata', writeMetadata('renamed', { ...LA_VIEJA_ESQUINA, nombre: "L'Esquina" }));
    await run('sync-android.ts');
    expect(read('res', 'values', 'strings.xml')).toContain(`<string name="app_name">L\\'Esquina</string>`);
    expect(read('AndroidManifest.xml').match(/autoVerify/g)).toHaveLength(1);
    // `cap sync` leaves the Gradle files as they were: still API 36.
    expectTargetSdk();

    const tandil = {
      ...LA_VIEJA_ESQUINA,
      nombre: 'Tandil Come',
      carpeta: null,
      dominioUrl: 'tandil.localhost',
      androidPackage: 'com.tandilcome.app',
    };
    await run('configure.ts', '--metadata', writeMetadata('tandil', tandil), '--url', 'https://tandilcome.com.ar');
    await run('sync-android.ts');
    expect(JSON.parse(read('assets', 'capacitor.config.json'))).toMatchObject({
      appId: 'com.tandilcome.app',
      server: { url: 'https://tandilcome.com.ar', allowNavigation: ['tandilcome.com.ar'] },
    });
    expect(read('AndroidManifest.xml')).toContain('<data android:host="tandilcome.com.ar" />');
    expect(existsSync(join(MAIN, 'java', 'com', 'tandilcome', 'app', 'MainActivity.java'))).toBe(true);
    expect(existsSync(join(MAIN, 'java', 'ar'))).toBe(false);
  });

  it("reads the settings and the business's uploaded logo from a running API", async () => {
    const domain = LA_VIEJA_ESQUINA.dominioUrl;
    const uploaded = '/img/la-vieja-esquina/logos/0123456789abcdef';
    const png = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#166534' } })
      .png()
      .toBuffer();
    const answers: Record<string, [string, string | Buffer]> = {
      [`/api/site/${domain}/metadata.json`]: ['application/json', JSON.stringify(LA_VIEJA_ESQUINA)],
      [`/api/comercios/getByDominioCarpeta/${domain}/la-vieja-esquina`]: [
        'application/json',
        JSON.stringify([{ carpeta: 'la-vieja-esquina', logoUrl: `${uploaded}/logo_512_z.webp` }]),
      ],
      [`${uploaded}/logo_512_z.png`]: ['image/png', png],
    };
    const logo = `${uploaded}/logo_512_z.png`;
    const server = createServer((request, response) => {
      const answer = answers[request.url ?? ''];
      response.writeHead(answer ? 200 : 404, { 'content-type': answer?.[0] ?? 'text/plain' });
      response.end(answer?.[1] ?? 'No encontrado');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const output = await run('configure.ts', '--api', api, '--domain', domain);
      expect(output).toContain(`Launcher icons from ${api}${logo}`);
    } finally {
      server.close();
    }
    expect(JSON.parse(readFileSync(join(PROJECT, 'capacitor.config.json'), 'utf8'))).toMatchObject({
      appId: 'ar.com.laviejaesquina.app',
      server: { url: 'https://la-vieja-esquina.localhost' },
    });
    const icon = await sharp(join(PROJECT, 'resources', 'icon.png')).metadata();
    expect(icon).toMatchObject({ format: 'png', width: 512, height: 512 });
  });

  it('refuses a site without an Android package', async () => {
    const metadata = writeMetadata('sin-app', { ...LA_VIEJA_ESQUINA, androidPackage: null });
    await expect(run('configure.ts', '--metadata', metadata)).rejects.toThrow(/has no Android package/);
  });
});
