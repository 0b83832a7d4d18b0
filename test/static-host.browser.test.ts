// This site deployed to a static host without rewrites (GitHub Pages, test/_static-host.ts),
// in real Chromium: the `.html` and `/index.html` forms of a page's address show that page at
// its bare address, and an address with no page behind it stays the not-found page.
import test from 'ava';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './_browser.js';
import { buildRealSite, newContext } from './_served.js';
import { startStaticHost, type StaticHost } from './_static-host.js';

let browser: Browser;
let host: StaticHost;

test.before(async () => {
  host = await startStaticHost(await buildRealSite());
  browser = await chromium.launch(CHROMIUM_LAUNCH);
});

test.after.always(async () => {
  await browser?.close();
  host?.close();
});

async function open(address: string, javaScriptEnabled = true): Promise<Page> {
  const page = await (await newContext(browser, { javaScriptEnabled })).newPage();
  await page.goto(`${host.origin}${address}`);
  return page;
}

const heading = (page: Page): Promise<string | null> => page.locator('main h1').first().textContent();
const addressOf = (page: Page): string => page.url().slice(host.origin.length);

test('/docs/home/welcome/index.html shows the welcome page at /docs/home/welcome, query and fragment kept', async (t) => {
  const page = await open('/docs/home/welcome/index.html?from=old#who-it-is-for');
  await page.waitForURL(`${host.origin}/docs/home/welcome?from=old#who-it-is-for`);
  t.is(await heading(page), 'Welcome to Geo Garden Club');
  t.is(addressOf(page), '/docs/home/welcome?from=old#who-it-is-for');
  // The `.html` form the host serves itself, with or without JavaScript.
  const html = await open('/docs/home/welcome.html');
  await html.waitForURL(`${host.origin}/docs/home/welcome`);
  t.is(await heading(html), 'Welcome to Geo Garden Club');
  t.is(await heading(await open('/docs/home/welcome.html', false)), 'Welcome to Geo Garden Club');
});

test('an address with no page behind it stays the not-found page', async (t) => {
  // Where each ends up: the bare address when there is one, else the address as it was.
  const addresses = { '/nope/index.html': '/nope', '/nope.html': '/nope', '/docs/home/welcome//index.html': '/docs/home/welcome//index.html', '/.html': '/.html' };
  for (const [address, shown] of Object.entries(addresses)) {
    const page = await open(address);
    await page.waitForURL(`${host.origin}${shown}`);
    t.is(await heading(page), 'Page Not Found', address);
    await page.close();
  }
});
