import type { Page } from '@playwright/test';
import { E2E_PORT } from './sites.ts';

/**
 * The server inlines the site's metadata into the page it sends (`window.__SITE__`), so the app never waits for
 * it. To see the loading screen, take that script out of the document and leave every call for the metadata
 * unanswered.
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
      const body = html.replace(/<script>window\.__SITE__=[\s\S]*?<\/script>/, '');
      if (body === html) throw new Error('the page the server sent had no inlined window.__SITE__ script');
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
