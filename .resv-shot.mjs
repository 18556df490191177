// temp screenshot script (resv-web); removed when done
import { chromium } from 'playwright-core';
const [,, url, name, w = '390', h = '844', full = '1'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: Number(w), height: Number(h) }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires', serviceWorkers: 'block' });
const page = await ctx.newPage();
await page.clock.setFixedTime(new Date('2026-11-21T21:00:00-03:00'));
page.on('dialog', d => { console.log('DIALOG', d.message()); d.accept(); });
page.on('console', m => { if (m.type() === 'error' || m.type()==='warning') console.log('CONSOLE', m.type(), m.text()); });
await page.goto(url);
await page.waitForTimeout(2500);
await page.screenshot({ path: `/tmp/resv-shots/${name}.png`, fullPage: full === '1' });
await browser.close();
