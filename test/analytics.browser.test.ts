// Analytics page views in Chromium: one per first load and per client navigation to the gtag
// collection endpoint (intercepted: nothing leaves the machine), with IP anonymisation; none
// under a preview server's off switch; none when the site configures no measurement id.
import test from 'ava';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ANALYTICS_OFF_SCRIPT } from '../cli/render/document.js';
import { CHROMIUM_LAUNCH } from './_browser.js';
import { MINIMAL_SITE, fixtureConfig } from './_site.js';
import { buildFixture, headingIs, newContext, serve, type Served } from './_served.js';

let browser: Browser;
let tracked: string;
let untracked: string;

test.before(async () => {
  const config = "navbar: { items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'About', to: '/about' }] },";
  [tracked, untracked] = await Promise.all([
    buildFixture({ ...MINIMAL_SITE, 'site.config.ts': fixtureConfig(`${config} analytics: { trackingId: 'G-FIXTURE42', anonymizeIP: true },`) }),
    buildFixture({ ...MINIMAL_SITE, 'site.config.ts': fixtureConfig(config) }),
  ]);
  browser = await chromium.launch(CHROMIUM_LAUNCH);
});

test.after.always(async () => {
  await browser?.close();
});

/** A page whose analytics hits are answered locally and collected as URLs. */
async function trackedPage(): Promise<{ page: Page; hits: URL[] }> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
  const hits: URL[] = [];
  await context.route('https://www.google-analytics.com/**', (route) => {
    hits.push(new URL(route.request().url()));
    return route.fulfill({ status: 204 });
  });
  // Nothing may reach the network: Google's script must not be loaded either.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => (route.request().url().startsWith('https://www.google-analytics.com/') ? route.fallback() : route.abort()));
  return { page: await context.newPage(), hits };
}

async function navigate(page: Page, label: string, heading: string): Promise<void> {
  await page.locator('.navbar-left a', { hasText: label }).click();
  await headingIs(page, heading);
}

test.serial('one page view on the first load and one per client navigation, with the IP anonymised', async (t) => {
  const site = await serve(tracked);
  const { page, hits } = await trackedPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${site.origin}/docs/intro`);
  await t.notThrowsAsync(waitFor(() => hits.length === 1));
  await navigate(page, 'About', 'About');
  await t.notThrowsAsync(waitFor(() => hits.length === 2));
  await page.goBack();
  await headingIs(page, 'Introduction');
  await t.notThrowsAsync(waitFor(() => hits.length === 3));
  await page.waitForTimeout(400);
  t.is(hits.length, 3, 'exactly one per page shown');
  t.deepEqual(hits.map((hit) => hit.origin + hit.pathname), Array(3).fill('https://www.google-analytics.com/g/collect'));
  t.deepEqual(hits.map((hit) => new URL(hit.searchParams.get('dl') ?? '').pathname), ['/docs/intro', '/about', '/docs/intro']);
  for (const hit of hits) t.like(Object.fromEntries(hit.searchParams), { v: '2', tid: 'G-FIXTURE42', en: 'page_view', aip: '1' });
  t.is(hits[1]?.searchParams.get('dt'), 'About | Fixture Garden');
  t.is(new Set(hits.map((hit) => hit.searchParams.get('cid'))).size, 1, 'one client id');
  t.false(requests.some((url) => url.includes('googletagmanager.com')), "Google's script is not loaded");
  await page.context().close();
  site.close();
});

test.serial("a preview server's off switch keeps page views from being sent", async (t) => {
  const site = await serve(tracked, { injectScript: ANALYTICS_OFF_SCRIPT });
  t.deepEqual(await hitsOfTwoPages(site), []);
  site.close();
});

test.serial('a site without a measurement id sends nothing', async (t) => {
  const site = await serve(untracked);
  t.deepEqual(await hitsOfTwoPages(site), []);
  site.close();
});

/** The analytics hits of a first load and a client navigation, once the page has had time to send them. */
async function hitsOfTwoPages(site: Served): Promise<URL[]> {
  const { page, hits } = await trackedPage();
  await page.goto(`${site.origin}/docs/intro`);
  await navigate(page, 'About', 'About');
  await page.waitForTimeout(400);
  await page.context().close();
  return hits;
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
