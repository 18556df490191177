import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes the page's small icon (the tab's, 32 px: public/icon-32.png, under 1 kB) into the built page as a data
 * URL. Linked as a file, the browser asks for it while the first screen's scripts are still on their way, one
 * more request on a phone's few connections; without a link it would ask for /favicon.ico instead. The dev
 * server keeps the file's link.
 */
export function inlineFavicon(): Plugin {
  let publicDir = '';
  return {
    name: 'vidriera-inline-favicon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      return html.replace(
        /(<link rel="icon" href=")\/(icon-32\.png)(")/,
        (_match, before: string, file: string, after: string) => {
          const data = readFileSync(join(publicDir, file)).toString('base64');
          return `${before}data:image/png;base64,${data}${after}`;
        },
      );
    },
  };
}
