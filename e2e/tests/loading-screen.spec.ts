import { expect, test } from './fixtures.ts';
import { es } from '../../apps/web/src/i18n/es.ts';
import { installPausedClock } from './helpers/clock.ts';
import { makeSiteMetadataHang, releaseSiteMetadata } from './helpers/loading.ts';
import { siteUrl } from './helpers/sites.ts';

const LONG_WAIT = 'Parece haber problemas con tu conexión a internet, te recomendamos recargar la App';

test.describe('loading screen', () => {
  test.beforeEach(async ({ page }) => {
    // Time stands still until the test moves it, so "before 2 s" is not eaten by the page load.
    await installPausedClock(page);
    await makeSiteMetadataHang(page);
  });

  test('shows the heart, a hint at 2 s and the long-wait message with a reload link at 17 s', async ({ page }) => {
    await page.goto(siteUrl('tandil'));
    const loading = page.getByRole('main').filter({ has: page.getByRole('img', { name: es.common.cargando }) });
    await expect(loading).toBeVisible();
    await expect(page.getByText(es.loading.hint)).toHaveCount(0);

    await page.clock.runFor(1_500);
    await expect(page.getByText(es.loading.hint)).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(page.getByText(es.loading.hint)).toBeVisible();
    await expect(page.getByText(LONG_WAIT)).toHaveCount(0);

    await page.clock.runFor(14_500);
    await expect(page.getByText(LONG_WAIT)).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(page.getByText(LONG_WAIT)).toBeVisible();
    await expect(page.getByRole('link', { name: es.loading.recargar })).toBeVisible();
    // Still waiting: the app has not left the root route.
    expect(new URL(page.url()).hash).toBe('');
  });

  test('the reload link reloads the app, which then starts once the connection is back', async ({ page }) => {
    await page.goto(siteUrl('tandil'));
    await page.clock.runFor(17_100);
    const reload = page.getByRole('link', { name: es.loading.recargar });
    await expect(reload).toBeVisible();

    await releaseSiteMetadata(page);
    await page.clock.resume();
    const reloaded = page.waitForEvent('load');
    await reload.click();
    await reloaded;
    await expect(page).toHaveURL(/#\/regiones$/);
    await expect(page.getByText(LONG_WAIT)).toHaveCount(0);
  });

  test("the page's own heart shows only after 1 s, so a fast load goes straight to its screen", async ({ page }) => {
    await page.goto(siteUrl('tandil'));
    // The heart of the page the server sends (before any script runs; the app may have put its own in its place).
    const html = await page.evaluate(() => fetch('/').then((r) => r.text()));
    const heart = /<main class="loading-screen loading-screen--first"[^>]*>[\s\S]*?<\/main>/.exec(html)?.[0];
    expect(heart).toBeDefined();
    // Its delay as the browser runs it: a fresh copy, with the page's styles, held at a chosen moment.
    const visibilityAt = (ms: number) =>
      page.evaluate(
        ([markup, at]) => {
          const holder = document.createElement('div');
          holder.innerHTML = markup;
          document.body.append(holder);
          const copy = holder.firstElementChild as HTMLElement;
          const [delay] = copy.getAnimations();
          delay?.pause();
          if (delay) delay.currentTime = at;
          const visibility = getComputedStyle(copy).visibility;
          holder.remove();
          return visibility;
        },
        [heart ?? '', ms] as const,
      );
    expect(await visibilityAt(0)).toBe('hidden');
    expect(await visibilityAt(990)).toBe('hidden');
    expect(await visibilityAt(1010)).toBe('visible');
  });
});
