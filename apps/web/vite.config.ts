import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreensChunk } from './first-screens-chunk.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress-plugin.ts';

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Vidriera',
        short_name: 'Vidriera',
        lang: 'es-AR',
        theme_color: '#c2410c',
        background_color: '#fff7ed',
        display: 'standalone',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/img\//],
        globPatterns: ['**/*.{js,css,svg,png,woff2}'],
      },
    }),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000', '/img': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // bench/bundle.ts reads dist/.vite/manifest.json to find what the first route loads.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // The customer's first screens and what only they use: one chunk and one stylesheet instead of a dozen
      // small ones, each a round trip on a phone's connection (first-screens-chunk.ts).
      output: { codeSplitting: { groups: [{ name: firstScreensChunk(), includeDependenciesRecursively: false }] } },
    },
  },
});
