import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy of every compressible file of the build, so the server sends them
 * with no work per request (@fastify/static preCompressed). Part of every `vite build`, so no build ships
 * uncompressed by forgetting a step.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vidriera-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of walk(outDir)) {
          if (!COMPRESSIBLE.test(path)) continue;
          const data = readFileSync(path);
          if (data.length < 1024) continue;
          writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}
