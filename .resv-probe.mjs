import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [w,h] of [[390,844],[1280,800]]) {
const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires', serviceWorkers: 'block' });
const page = await ctx.newPage(); page.on('console', m => console.log('CONSOLE', m.type(), m.text())); page.on('pageerror', e => console.log('PAGEERROR', e.message));
await page.clock.setFixedTime(new Date('2026-11-21T21:00:00-03:00'));
await page.goto('http://la-farola.localhost:3111/#/reservar/la-farola');
await page.waitForTimeout(2000);
await page.screenshot({ path: `/tmp/resv-shots/reservar-${w}-view.png` });
await page.getByLabel('Fecha de la reserva').click();
await page.waitForTimeout(500);
await page.screenshot({ path: `/tmp/resv-shots/reservar-${w}-calendar.png` });
await ctx.close();
}
await browser.close();
