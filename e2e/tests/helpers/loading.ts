import type { Page } from '@playwright/test';
import { E2E_PORT } from './sites.ts';

/**
 * The server inlines the site's metadata into the page it sends (a `site-metadata` data block), so the app never
 * waits for it. To see the loading screen, take it (and any script reading it) out of the document and leave
 * every call for the metadata unanswered.
 */
export async function makeSiteMetadataHang(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      // The test process, unlike Chromium, cannot resolve *.localhost: ask the server by address, keeping the Host.
      const { host } = new URL(route.request().url());
      const response = await route.fetch({
        url: `http://127.0.0.1:${E2E_PORT}/`,
        headers: { ...route.request().headers(), host },
      });
      const html = await response.text();
      const body = html
        .replace(/<script type="application\/json" id="site-metadata">[\s\S]*?<\/script>/, '')
        .replace(/<script>window\.__SITE__=[\s\S]*?<\/script>/, '');
      if (!/id="site-metadata"/.test(html)) throw new Error('the page the server sent had no site-metadata block');
      await route.fulfill({ response, body });
    },
  );
  // Never answered: the request stays pending as on a dead connection.
  await page.route('**/api/site/**', () => {});
}

/** Lets the metadata calls through again (the document keeps coming without the inlined metadata). */
export async function releaseSiteMetadata(page: Page): Promise<void> {
  await page.unroute('**/api/site/**');
}
