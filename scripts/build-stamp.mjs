// @ts-check
// Whether a build is current: a fingerprint of everything a build reads (sources, configs, the lockfile, the
// environment variables baked into it) is written beside its output when it is built, and compared before the
// next `npm start`. Contents, not modification times: a checkout or a copy that changes nothing rebuilds nothing.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * @typedef {object} BuildInputs
 * @property {string[]} paths Files and folders, relative to the root, the build reads.
 * @property {string[]} [exclude] Files and folders under those paths it does not read (its output, tests).
 * @property {(name: string) => boolean} [env] The environment variables whose values change the output.
 */

/** The stamp's file name, in the build's output folder. */
export const STAMP_FILE = '.build-stamp';

/**
 * The input files, as sorted paths relative to the root with `/` separators; a missing path is skipped.
 * @param {string} root
 * @param {BuildInputs} inputs
 * @returns {string[]}
 */
export function listInputFiles(root, inputs) {
  const excluded = new Set((inputs.exclude ?? []).map((path) => join(root, path)));
  /** @type {string[]} */
  const files = [];
  /** @param {string} path */
  const visit = (path) => {
    if (excluded.has(path) || !existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name !== 'node_modules') visit(join(path, name));
      }
    } else {
      files.push(relative(root, path).split(sep).join('/'));
    }
  };
  for (const path of inputs.paths) visit(join(root, path));
  return [...new Set(files)].sort();
}

/**
 * The fingerprint of a build's inputs: each file's path and content, and the selected environment variables.
 * @param {string} root
 * @param {BuildInputs} inputs
 * @param {Record<string, string | undefined>} [environment]
 * @returns {string}
 */
export function fingerprintInputs(root, inputs, environment = process.env) {
  const hash = createHash('sha256');
  for (const file of listInputFiles(root, inputs)) {
    hash.update(`file ${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  const selectEnv = inputs.env ?? (() => false);
  for (const name of Object.keys(environment).filter(selectEnv).sort()) {
    hash.update(`env ${name}=${environment[name] ?? ''}\0`);
  }
  return hash.digest('hex');
}

/**
 * Whether the output folder holds a build of exactly these inputs: its stamp exists and matches. A build made
 * by other means (`vite build` by hand empties the folder) has no stamp, so it is rebuilt once.
 * @param {string} outDir
 * @param {string} fingerprint
 * @returns {boolean}
 */
export function isBuildCurrent(outDir, fingerprint) {
  const stamp = join(outDir, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint;
}

/**
 * Records that the output folder now holds a build of these inputs.
 * @param {string} outDir
 * @param {string} fingerprint
 */
export function writeStamp(outDir, fingerprint) {
  writeFileSync(join(outDir, STAMP_FILE), `${fingerprint}\n`);
}
