import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuildInputs, fingerprintInputs, isBuildCurrent, listInputFiles, writeStamp } from '../build-stamp.mjs';

let root: string;
const inputs: BuildInputs = {
  paths: ['app', 'shared/src', 'package-lock.json'],
  exclude: ['app/dist', 'app/test'],
  env: (name) => name.startsWith('VITE_'),
};
const write = (path: string, content: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
};
/** Built as `npm start` would: the stamp of the current inputs in app/dist. */
const buildNow = (environment: Record<string, string> = {}) => {
  mkdirSync(join(root, 'app/dist'), { recursive: true });
  writeStamp(join(root, 'app/dist'), fingerprintInputs(root, inputs, environment));
};
const isCurrent = (environment: Record<string, string> = {}) =>
  isBuildCurrent(join(root, 'app/dist'), fingerprintInputs(root, inputs, environment));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  write('app/src/main.ts', 'export const a = 1;');
  write('app/vite.config.ts', 'export default {};');
  write('app/test/main.test.ts', 'test');
  write('app/node_modules/x/index.js', 'x');
  write('shared/src/rules.ts', 'export const b = 2;');
  write('shared/test/rules.test.ts', 'test');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build stamp', () => {
  it('lists the inputs, without the output, the excluded folders and node_modules', () => {
    expect(listInputFiles(root, inputs)).toEqual([
      'app/src/main.ts',
      'app/vite.config.ts',
      'package-lock.json',
      'shared/src/rules.ts',
    ]);
  });

  it('builds when there is no build yet, and not again while nothing changed', () => {
    expect(isCurrent()).toBe(false);
    buildNow();
    expect(isCurrent()).toBe(true);
    // Writing the same content again (a checkout, a copy) is no change.
    write('app/src/main.ts', 'export const a = 1;');
    expect(isCurrent()).toBe(true);
  });

  it('rebuilds when a source, a shared source, a config or the lockfile changes', () => {
    for (const [path, content] of [
      ['app/src/main.ts', 'export const a = 2;'],
      ['shared/src/rules.ts', 'export const b = 3;'],
      ['app/vite.config.ts', 'export default { base: "/" };'],
      ['package-lock.json', '{ "lockfileVersion": 3 }'],
    ] as const) {
      buildNow();
      write(path, content);
      expect(isCurrent(), path).toBe(false);
    }
  });

  it('rebuilds when a file is added, removed or renamed', () => {
    buildNow();
    write('app/src/other.ts', '');
    expect(isCurrent()).toBe(false);
    buildNow();
    rmSync(join(root, 'app/src/other.ts'));
    expect(isCurrent()).toBe(false);
    buildNow();
    rmSync(join(root, 'app/src/main.ts'));
    write('app/src/renamed.ts', 'export const a = 1;');
    expect(isCurrent()).toBe(false);
  });

  it('ignores tests, other folders, node_modules and the output itself', () => {
    buildNow();
    write('app/test/main.test.ts', 'changed');
    write('shared/test/rules.test.ts', 'changed');
    write('app/node_modules/x/index.js', 'changed');
    write('app/dist/assets/index.js', 'built');
    write('elsewhere.ts', 'new');
    expect(isCurrent()).toBe(true);
  });

  it('rebuilds when a build-time environment variable changes, not for others', () => {
    buildNow({ VITE_TILE_URL: 'https://a.example/{z}/{x}/{y}.png', PORT: '3000' });
    expect(isCurrent({ VITE_TILE_URL: 'https://a.example/{z}/{x}/{y}.png', PORT: '4000' })).toBe(true);
    expect(isCurrent({ VITE_TILE_URL: 'https://b.example/{z}/{x}/{y}.png', PORT: '3000' })).toBe(false);
    expect(isCurrent({ PORT: '3000' })).toBe(false);
  });

  it('rebuilds when the stamp belongs to another build', () => {
    buildNow();
    writeFileSync(join(root, 'app/dist/.build-stamp'), 'something else\n');
    expect(isCurrent()).toBe(false);
  });
});
