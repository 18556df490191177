import type { Page } from '@playwright/test';
import { MERCHANT, registerCustomer, storeSessionBeforeLoad } from './helpers/accounts.ts';
import { ADMIN, openAdmin, openAdminAs, openAdminMenu, OWNERS } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { siteUrl } from './helpers/sites.ts';
import { expect, test } from './fixtures.ts';

// The back office frame and the platform's administration: a platform admin creates a business and a site that
// answers at its own domain at once; an owner sees only their businesses; a customer is refused.

/** Picks an option of a Mantine Select or MultiSelect (typing it first when the list is searchable). */
async function pickOption(page: Page, label: string, option: string) {
  const input = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The back office navigation (behind the burger on a phone). */
const navbar = (page: Page) => page.locator('#admin-navbar');

test.describe('platform administration', () => {
  test('a platform admin creates a business and a site for it; the site answers at its domain', async ({
    page,
    request,
  }) => {
    const suffix = Date.now().toString(36);
    const nombre = `Parrilla Nueva ${suffix}`;
    const carpeta = `parrilla-nueva-${suffix}`;
    const dominio = `nuevo-${suffix}.localhost`;
    page.on('dialog', (dialog) => void dialog.accept());

    await openAdminAs(page, request, ADMIN, 'plataforma/comercios/nuevo');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo comercio' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'Nombre del comercio' }).fill(nombre);
    // A carpeta with upper case and spaces is refused before anything is sent.
    await page.getByRole('textbox', { name: 'Carpeta' }).fill('Parrilla Nueva');
    await page.getByRole('button', { name: 'Crear comercio' }).click();
    await expect(page.getByText(/La carpeta solo puede tener minúsculas/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Carpeta' }).fill(carpeta);
    await page.getByRole('checkbox', { name: 'Publicado' }).check();
    await page.getByRole('checkbox', { name: 'Pedidos online' }).check();
    await page.getByRole('button', { name: 'Crear comercio' }).click();
    await expect(page.getByText('Comercio creado.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
    // Its staff: the platform adds the owner with a user name and password.
    await page.getByRole('textbox', { name: 'Usuario' }).fill(`duenio.${suffix}`);
    await page.getByLabel('Contraseña', { exact: true }).fill('parrilla1234');
    await page.getByRole('radio', { name: 'Dueño' }).check();
    await page.getByRole('button', { name: 'Agregar al personal' }).click();
    await expect(page.getByText(`duenio.${suffix} ya es parte del personal.`)).toBeVisible();
    await expect(page.getByRole('cell', { name: `duenio.${suffix}`, exact: true })).toBeVisible();

    await openAdmin(page, 'plataforma/sitios/nuevo');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo sitio' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Dominio' }).fill(dominio);
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(nombre);
    await pickOption(page, 'Comercio del sitio', nombre);
    await page.getByRole('textbox', { name: 'Título de la página' }).fill(`${nombre} | Tandil`);
    await page.getByRole('button', { name: 'Crear sitio' }).click();
    await expect(page.getByText(`Sitio creado: ya responde en ${dominio}.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar sitio' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The new domain serves the new business at once.
    await page.goto(siteUrl(dominio.replace(/\.localhost$/, '')));
    await expect(page).toHaveURL(new RegExp(`#/home/${carpeta}$`));
    await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  });

  test('the platform sections list sites, send commands, show the outbox and the audit trail @desktop', async ({
    page,
    request,
  }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    await openAdminAs(page, request, ADMIN, 'plataforma/sitios');
    await expect(page.getByRole('link', { name: 'tandil.localhost' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openAdminMenu(page);
    await navbar(page).getByRole('link', { name: 'Comandos' }).click();
    await pickOption(page, 'Sitio', 'Centro Tandil (centro.localhost)');
    await pickOption(page, 'Comando', 'Mostrar un mensaje');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('Hoy cerramos a las 23');
    await page.getByRole('button', { name: 'Enviar comando' }).click();
    await expect(page.getByText(/Comando enviado\. Las apps lo reciben hasta el/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openAdminMenu(page);
    await navbar(page).getByRole('link', { name: 'Auditoría' }).click();
    await page.getByRole('textbox', { name: 'Acción' }).fill('site.command');
    await expect(page.getByText('site_command', { exact: false }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openAdminMenu(page);
    await navbar(page).getByRole('link', { name: 'Mensajes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mensajes enviados' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('back office access', () => {
  test('an owner sees only their businesses, with the areas their flags turn on', async ({ page, request }) => {
    await openAdminAs(page, request, OWNERS.cumbre);
    await expect(page.getByRole('heading', { level: 1, name: 'Tus comercios' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('link', { name: 'Heladerías Cumbre', exact: true })).toBeVisible();
    await expect(page.getByText('La Farola Parrilla')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await cards.getByRole('link', { name: 'Heladerías Cumbre - Centro' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Heladerías Cumbre - Centro' })).toBeVisible();
    await openAdminMenu(page);
    await expect(navbar(page).getByRole('link', { name: 'Personal' })).toBeVisible();
    // No platform section for an owner, and its screens say so.
    await expect(page.getByRole('heading', { name: 'Plataforma' })).toHaveCount(0);
    await openAdmin(page, 'plataforma/sitios');
    await expect(page.getByText('Esta sección es solo para administradores de la plataforma.')).toBeVisible();
  });

  test('day-to-day staff do not get the owner’s areas', async ({ page, request }) => {
    // One business that takes orders: the back office opens on its order queue, not on a list of one.
    await openAdminAs(page, request, { userName: 'mozo', password: 'mozo1234' });
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
    expect(new URL(page.url()).hash).toMatch(/^#\/admin\/comercio\/\d+\/pedidos$/);
    // The business's own page, from the queue.
    const queue = new URL(page.url());
    await page.goto(`${queue.origin}/${queue.hash.replace(/\/pedidos$/, '')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'La Farola Parrilla' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    // Their role there, beside the name.
    await expect(page.getByText('Personal', { exact: true }).first()).toBeVisible();
    await openAdminMenu(page);
    await expect(navbar(page).getByRole('link', { name: 'Pedidos' })).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Auditoría' })).toHaveCount(0);
    await expect(navbar(page).getByRole('link', { name: 'Personal' })).toHaveCount(0);
    const url = new URL(page.url());
    await page.goto(`${url.origin}/${url.hash.replace(/\/?$/, '/auditoria')}`);
    await expect(page.getByText('Esta sección es solo para el dueño del comercio.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a customer is refused with a clear page', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'Cliente Curioso');
    await storeSessionBeforeLoad(page, customer);
    await page.goto(siteUrl('tandil', '/admin'));
    await expect(page.getByRole('heading', { level: 1, name: 'No tenés acceso al panel de comercios' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('without a session the back office asks to log in and comes back after it', async ({ page }) => {
    await page.goto(siteUrl('tandil', '/admin'));
    await expect(page).toHaveURL(/#\/login$/);
    await page.getByRole('textbox', { name: 'Usuario' }).fill(MERCHANT.userName);
    await page.getByPlaceholder('Password', { exact: true }).fill(MERCHANT.password);
    await page.getByRole('button', { name: 'Conectarse' }).click();
    // Back in the back office, on the order queue of the one business this owner runs.
    await expect(page).toHaveURL(/#\/admin\/comercio\/\d+\/pedidos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  });
});
