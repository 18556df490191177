import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { formatPesos } from '../../packages/domain/src/pedidos/precios.ts';
import type { Carta } from '../../packages/domain/src/carta/schemas.ts';
import { esBackOfficeCarta as t } from '../../apps/web/src/i18n/es-back-office-carta.ts';
import { expect, test } from './fixtures.ts';
import { getJson } from './helpers/accounts.ts';
import { findComercioId, openAdminAs, OWNERS } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { siteUrl } from './helpers/sites.ts';

// The menu editor of the back office at La Farola: the owner changes a dish's price where it is listed and the
// public menu shows it at once; then uploads a photo for another dish, which the public menu shows too. Dishes no
// other journey uses, so the suite's parallel runs do not meet.

const CARPETA = 'la-farola';

async function publicPrecio(request: Parameters<typeof getJson>[0], titulo: string): Promise<number> {
  const carta = await getJson<Carta>(request, `carta/${CARPETA}/0`);
  const plato = carta.grupos.flatMap((g) => g.platos).find((p) => p.titulo === titulo);
  if (!plato) throw new Error(`no ${titulo} on La Farola's public menu`);
  return plato.precio;
}

/** The public menu's card of a dish (a customer's view of the same business). */
async function openPublicPlato(page: Page, titulo: string) {
  await page.goto(siteUrl(CARPETA, `/carta/${CARPETA}`));
  const card = page.getByRole('article', { name: titulo, exact: true });
  await expect(card).toBeVisible();
  return card;
}

test.describe('the menu editor', () => {
  let farolaId: number;

  test.beforeAll(async ({ request }) => {
    farolaId = await findComercioId(request, CARPETA);
  });

  test('the owner changes a price in the list and the public menu shows it', async ({ page, request }) => {
    const titulo = 'Chorizo criollo';
    const nuevo = (await publicPrecio(request, titulo)) + 250;

    await openAdminAs(page, request, OWNERS.laFarola, `comercio/${farolaId}/carta`);
    await expect(page.getByRole('heading', { level: 1, name: t.titulo })).toBeVisible();
    await expect(page.getByRole('link', { name: t.verCartaPublica })).toHaveAttribute('href', `/#/carta/${CARPETA}`);
    const precio = page.getByLabel(t.precioDe(titulo));
    await expect(precio).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/merchant/carta/') && r.request().method() === 'PATCH',
    );
    await precio.fill(String(nuevo));
    await precio.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(precio).toHaveValue(formatPesos(nuevo).replace(/\s/g, ' '));

    const card = await openPublicPlato(page, titulo);
    await expect(card.getByText(formatPesos(nuevo))).toBeVisible();
  });

  test('the owner uploads a photo for a dish and the public menu shows it', async ({ page, request }) => {
    const titulo = 'Morcilla';
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a61e1e' } })
      .composite([
        { input: Buffer.from('<svg width="900" height="600"><circle cx="450" cy="300" r="180" fill="#fff"/></svg>') },
      ])
      .png()
      .toBuffer();

    await openAdminAs(page, request, OWNERS.laFarola, `comercio/${farolaId}/carta`);
    await page.getByRole('button', { name: t.editarPlato(titulo) }).click();
    const dialog = page.getByRole('dialog', { name: t.editarPlatoTitulo });
    await expect(dialog.getByLabel(t.tituloPlato)).toHaveValue(titulo);

    await dialog.getByLabel(t.cambiarFoto).setInputFiles({ name: 'morcilla.png', mimeType: 'image/png', buffer: png });
    const preview = dialog.getByRole('img', { name: t.fotoDe(titulo) });
    await expect(preview).toHaveAttribute('src', /^\/img\/la-farola\/platos\/[0-9a-f]{16}_512\.webp$/);
    const src = await preview.getAttribute('src');
    await expect(dialog.getByRole('switch', { name: t.mostrarImagen })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: t.guardar }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: t.guardado })).toBeVisible();

    const card = await openPublicPlato(page, titulo);
    const photo = card.getByRole('img', { name: titulo });
    await expect(photo).toHaveAttribute('src', src ?? '');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    await expectNoSeriousA11yViolations(page);
  });

  test("a file that is not a picture is refused with the server's words", async ({ page, request }) => {
    await openAdminAs(page, request, OWNERS.laFarola, `comercio/${farolaId}/carta`);
    // Another journey changes this dish's price; this one never saves it.
    await page.getByRole('button', { name: t.editarPlato('Chorizo criollo') }).click();
    const dialog = page.getByRole('dialog', { name: t.editarPlatoTitulo });
    await dialog
      .getByLabel(t.cambiarFoto)
      .setInputFiles({ name: 'notas.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una foto') });
    await expect(dialog.getByRole('alert')).toContainText('no es una imagen válida');
    await dialog.getByRole('button', { name: t.cancelar }).click();
    await expect(dialog).toHaveCount(0);
  });
});
