import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { createHash } from 'node:crypto';
import { relative, resolve } from 'node:path';
import { firstScreensChunk } from './first-screens-chunk.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress-plugin.ts';
import { inlineFavicon } from './inline-favicon.ts';
import { precacheOnlyShell } from './precache-shell.ts';

const dist = resolve(import.meta.dirname, 'dist');

/** Five base64url characters of a hash of a stylesheet's path in the web app (without Vite's ?query). */
const fileHash = (filename: string) =>
  createHash('sha256')
    .update(relative(import.meta.dirname, filename.split('?')[0] ?? filename).replaceAll('\\', '/'))
    .digest('base64url')
    .slice(0, 5);

/** Chunks the service worker keeps once used, oldest out first (a build has about 250 in all). */
const MAX_RUNTIME_ASSETS = 200;

export default defineConfig({
  plugins: [
    react(),
    inlineFavicon(),
    precompress(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // Each site's own manifest (its name, its logo as icons) is the API's: /manifest.webmanifest, which
      // index.html links (apps/api/src/modules/sites/web-manifest.ts). None is generated here.
      manifest: false,
      workbox: {
        // The page, which the API renders for the site at /index.html too: offline, every route opens from it.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/img\//,
          /^\/videos\//,
          /^\/\.well-known\//,
          /^\/manifest\.webmanifest$/,
        ],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Only the customer's shell and first screens on a first visit (precache-shell.ts), not the whole app.
        manifestTransforms: [precacheOnlyShell(dist)],
        runtimeCaching: [
          {
            // Every other chunk (a screen, the back office, the map, the QR scanner) when first used: hashed
            // names, so a cached file never changes; old builds' files age out.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'vidriera-assets',
              expiration: { maxEntries: MAX_RUNTIME_ASSETS, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  css: {
    modules: {
      // Component stylesheets are CSS Modules (x.module.css, decision 030): a class keeps its name in the DOM,
      // with a short hash of its file, and is read in camelCase (styles.pedButtonPrimary for .ped-button--primary).
      // The hash is the file's alone (its path in src), the same for all of a file's classes: a per-class hash made
      // every name in the class maps and stylesheets a distinct random string, which compressed badly (decision 030).
      generateScopedName: (name, filename) => `${name}_${fileHash(filename)}`,
      localsConvention: 'camelCaseOnly',
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/img': 'http://localhost:3000',
      '/manifest.webmanifest': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    // bench/bundle.ts reads dist/.vite/manifest.json to find what the first route loads.
    manifest: true,
    // WEB_SOURCEMAP=1 writes source maps, to read a CPU profile of the built app.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // The customer's first screens and what only they use: one chunk and one stylesheet instead of a dozen
      // small ones, each a round trip on a phone's connection (first-screens-chunk.ts).
      output: {
        codeSplitting: {
          groups: [{ name: firstScreensChunk(), debugName: 'first-screens', includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
