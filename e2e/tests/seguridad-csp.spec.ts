import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerCustomer, storeSessionBeforeLoad } from './helpers/accounts.ts';
import { OWNERS, openAdmin, signInToBackOffice } from './helpers/back-office.ts';
import { E2E_PORT, siteUrl } from './helpers/sites.ts';
import { placePickupOrder } from './helpers/pedidos.ts';

// The content security policy (apps/api/src/plugins/security-headers.ts) must let the product work: a walk through
// the main customer screens (portal, listing, home, menu, map, course videos, an online payment through the
// simulated checkout page), the service worker, the back office and /api/docs fails on any violation the browser
// reports (the securitypolicyviolation event of any frame, or Chromium's 'Refused to ...' console error).

/** Every CSP violation the pages of this test report, as readable lines. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, line: string) => {
    violations.push(`${frame.url()}: ${line}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (line: string) => void }).__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return violations;
}

/** Opens a screen and waits for its main heading (and the chunks it loads before it). */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.describe('content security policy', () => {
  test.describe('with the service worker on', () => {
    test.use({ serviceWorkers: 'allow' });

    test('it registers, and the pages raise no violation', async ({ page }) => {
      const violations = await recordCspViolations(page);
      const first = await page.goto(siteUrl('tandil'));
      expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Registered: its script was fetched and ran (installing, then waiting or active).
      await expect
        .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
        .toBe(true);
      await visit(page, siteUrl('tandil', '/home/la-farola'));
      expect(violations).toEqual([]);
    });
  });

  test('customer screens raise no violation', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const first = await page.goto(siteUrl('tandil'));
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    await visit(page, siteUrl('centro'));
    await visit(page, siteUrl('tandil', '/home/la-farola'));
    await visit(page, siteUrl('tandil', '/carta/la-farola'));
    await visit(page, siteUrl('tandil', '/listadomapa/heladerias-cumbre'));
    await expect(page.locator('.leaflet-container')).toBeVisible();

    // An embedded video (the outside world is cut off in the suite, but the policy is checked before the request).
    await visit(page, siteUrl('tandil', '/cursos/cafe-de-la-plaza'));
    await page.getByRole('article', { name: 'Clase 1: el espresso' }).getByRole('button').first().click();
    await expect(page.locator('iframe[src^="https://www.youtube.com/embed/"]')).toHaveCount(1);

    expect(violations).toEqual([]);
  });

  test('an online payment through the simulated checkout page raises no violation', async ({ page, request }) => {
    const violations = await recordCspViolations(page);
    const session = await registerCustomer(request, 'Cliente Política');
    const pedidoId = await placePickupOrder(request, session, 3);
    await storeSessionBeforeLoad(page, session);

    // The app, the server-rendered checkout page, its form and the way back.
    await visit(page, siteUrl('tandil', `/pago/${pedidoId}`));
    await page.getByRole('link', { name: /^Pagar / }).click();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect(page).toHaveURL(new RegExp(`#/mis-pedidos\\?pago=aprobado&pedido=${pedidoId}$`));
    await expect(page.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();

    expect(violations).toEqual([]);
  });

  test('the back office and /api/docs raise no violation', async ({ page, request }) => {
    const violations = await recordCspViolations(page);
    await signInToBackOffice(page, request, OWNERS.laFarola);
    await openAdmin(page);
    // The owner of one business lands on its live order queue (an event stream).
    await expect(page).toHaveURL(/#\/admin\/comercio\/\d+\/pedidos/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    const docs = await page.goto(`http://127.0.0.1:${E2E_PORT}/api/docs`);
    expect(docs?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: /Vidriera API/ })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
