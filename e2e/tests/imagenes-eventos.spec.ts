import { esCartelera } from '../../apps/web/src/i18n/es-cartelera.ts';
import { expect, test } from './fixtures.ts';
import { siteUrl } from './helpers/sites.ts';

// Spec 01: event images come in the suffixes _zz120 and _zz240. The board's cards show them small (a square of
// about 100 px): the _zz120 variant, the _zz240 one on screens of double density; a failing picture falls back
// to the jpg variant, then to the picture as saved, then to a placeholder. The demo events are stored as an
// upload stores them (apps/api/src/db/seed/demo-evento-images.ts).

const TITULO = 'Peña folclórica con Los Hermanos Suárez';
const FOTO = esCartelera.fotoDe(TITULO);

test.describe('event pictures on the board', () => {
  test('a card shows the _zz120 variant, with _zz240 for double density, and it loads', async ({ page }) => {
    await page.goto(siteUrl('tandil', '/cartelera/el-fogon-serrano'));
    const foto = page.getByRole('img', { name: FOTO }).first();
    await foto.scrollIntoViewIfNeeded();
    await expect(foto).toHaveAttribute('src', /\/img\/el-fogon-serrano\/evento-pena-folclorica_zz120\.webp$/);
    await expect(foto).toHaveAttribute(
      'srcset',
      /evento-pena-folclorica_zz120\.webp 1x, .*evento-pena-folclorica_zz240\.webp 2x$/,
    );
    // The file is there, square as the card shows it.
    await expect
      .poll(() => foto.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth]))
      .toEqual([true, 120]);
    expect(await foto.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(120);
  });

  test('a failing picture falls back to the jpg variant, then the saved picture, then a placeholder', async ({
    page,
  }) => {
    const failing = new Set(['_zz120.webp', '_zz240.webp']);
    await page.route(/\/img\/el-fogon-serrano\/evento-pena-folclorica_/, (route) => {
      const url = route.request().url();
      return [...failing].some((suffix) => url.endsWith(suffix))
        ? route.fulfill({ status: 404, body: '' })
        : route.fallback();
    });
    // The picture is replaced by the next source when one fails: the card is what stays to scroll to.
    const card = page.getByRole('article').filter({ hasText: TITULO }).first();
    const foto = card.getByRole('img', { name: FOTO });
    await page.goto(siteUrl('tandil', '/cartelera/el-fogon-serrano'));
    await card.scrollIntoViewIfNeeded();
    await expect(foto).toHaveAttribute('src', /evento-pena-folclorica_zz120\.jpg$/);
    await expect.poll(() => foto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

    // Every variant fails: the picture as saved, then the placeholder.
    for (const suffix of ['_zz120.jpg', '_zz240.jpg']) failing.add(suffix);
    await page.reload();
    await card.scrollIntoViewIfNeeded();
    await expect(foto).toHaveAttribute('src', /evento-pena-folclorica_512\.webp$/);
    failing.add('_512.webp');
    await page.reload();
    await card.scrollIntoViewIfNeeded();
    await expect(foto).toHaveCount(0);
    await expect(card.getByTestId('evento-foto-placeholder')).toBeVisible();
  });
});
