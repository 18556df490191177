import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Config, loadConfig, settingNames } from '../src/config.ts';

// .env.example at the repository's root lists every setting of src/config.ts, each with a comment line and its
// default: a setting added to config.ts without its line, a line left for a setting that is gone, or a default that
// changed on one side only fails here.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const lines = readFileSync(`${repoRoot}.env.example`, 'utf8').split('\n');

/** `#NAME=value` lines (commented out: copying the file sets nothing), with the line before each. */
const settings = lines.flatMap((line, i) => {
  const match = /^#([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
  return match?.[1] !== undefined ? [{ name: match[1], value: match[2] ?? '', comment: lines[i - 1] ?? '' }] : [];
});

/** Settings whose default is a path inside the repository: the file shows it relative to the repository's root. */
const PATHS = new Set(['DATA_DIR', 'WEB_DIST']);

describe('.env.example', () => {
  it('lists every setting of config.ts once, and nothing else', () => {
    const names = settings.map((s) => s.name);
    expect(settingNames.length).toBeGreaterThan(30);
    expect([...names].sort()).toEqual([...settingNames].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives each setting a comment line', () => {
    for (const { name, comment } of settings) {
      expect(comment, name).toMatch(/^# \S/);
      expect(comment.length, name).toBeGreaterThan(20);
    }
  });

  it("shows each setting's default, or nothing for one that is unset by default", () => {
    const defaults = loadConfig({});
    const written = Object.fromEntries(settings.filter((s) => s.value !== '').map((s) => [s.name, s.value]));
    const fromFile = loadConfig(written);
    for (const { name, value } of settings) {
      const key = name as keyof Config;
      if (value === '') expect(defaults[key], `${name} has a default`).toBeUndefined();
      else if (PATHS.has(name)) expect(resolve(repoRoot, value), name).toBe(defaults[key]);
      else expect(fromFile[key], name).toEqual(defaults[key]);
    }
  });

  it('keeps no line that would set something when the file is copied as it is', () => {
    const active = lines.filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(active).toEqual([]);
  });
});
