// Client navigation on a built fixture site in Chromium: pages swap in place with history,
// scroll and focus; prefetching obeys the connection; slow, failed, crashed, stale and unusable
// responses each get their own answer; addresses are normalised; a wrong baseUrl is named.
import test from 'ava';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Route } from 'playwright-core';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from './_browser.js';
import { MINIMAL_SITE, fixtureConfig } from './_site.js';
import { buildFixture, focusIn, headingIs, inPage, newContext, recordFetches, recordPageLoads, serve, styleOf, until, type Served } from './_served.js';

const tabs = (first: string) =>
  `<Tabs groupId="platform">\n<TabItem value="ios" label="iOS" default>\n\n${first} on iOS.\n\n</TabItem>\n<TabItem value="android" label="Android">\n\n${first} on Android.\n\n</TabItem>\n</Tabs>\n`;

const FILES: Record<string, string> = {
  ...MINIMAL_SITE,
  'site.config.ts': fixtureConfig("navbar: { hideOnScroll: true, items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'About', to: '/about' }, { label: 'News', to: '/news' }] },"),
  'content/docs/long.md': `---\ntitle: A long page\ndescription: Many beds, one after another.\n---\n\n${Array.from({ length: 80 }, (_, index) => `Bed number ${index + 1} holds beans, squash and a row of marigolds.`).join('\n\n')}\n\n## Far down\n\n[Back to the introduction](./intro.md)\n`,
  // Long enough to scroll at 1280 × 800, so back and forward have positions to restore.
  'content/docs/intro.md': `${MINIMAL_SITE['content/docs/intro.md']}\n${Array.from({ length: 30 }, (_, index) => `Path ${index + 1} runs between the beds.`).join('\n\n')}\n`,
  'content/docs/tabs.md': `---\ntitle: Installing\n---\n\n${tabs('Install')}`,
  'content/docs/tabs-again.md': `---\ntitle: Updating\n---\n\n${tabs('Update')}`,
};

let browser: Browser;
let dist: string;
let site: Served;

test.before(async () => {
  dist = await buildFixture(FILES);
  site = await serve(dist);
  browser = await chromium.launch(CHROMIUM_LAUNCH);
});

test.after.always(async () => {
  await browser?.close();
  site?.close();
});

async function open(route: string, options: BrowserContextOptions & { init?: string } = {}): Promise<Page> {
  const { init, ...contextOptions } = options;
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 }, ...contextOptions });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  if (route) await page.goto(site.origin + route);
  return page;
}

/** Routes background fetches of `pathname` to `handle`; every other request goes through. */
async function onFetch(page: Page, pathname: string, handle: (route: Route) => Promise<void>): Promise<void> {
  await page.route(`${site.origin}${pathname}`, (route) => (route.request().resourceType() === 'fetch' ? handle(route) : route.continue()));
}

const heading = (page: Page) => page.locator('main h1');

test.serial('a link click swaps the next page in without a full load: content, title, meta, history, focus', async (t) => {
  const page = await open('/docs/long');
  const loads = recordPageLoads(page);
  await page.locator('.navbar-left a', { hasText: 'About' }).click();
  await page.waitForURL(`${site.origin}/about`);
  t.is(await heading(page).textContent(), 'About');
  t.is(await page.title(), 'About | Fixture Garden');
  t.is(await page.locator('link[rel="canonical"]').getAttribute('href'), 'https://fixture.example/about');
  t.is(await page.locator('meta[property="og:title"]').getAttribute('content'), 'About');
  t.is(await page.locator('.navbar-left a[aria-current="page"]').textContent(), 'About');
  t.true(await focusIn(page, 'main h1'), 'focus moves to the new heading');
  t.deepEqual(loads, [], 'no full page load');
  await page.goBack();
  await headingIs(page, 'A long page');
  t.is(page.url(), `${site.origin}/docs/long`);
  t.is(await page.locator('meta[name="description"]').getAttribute('content'), 'Many beds, one after another.');
  t.deepEqual(loads, []);
  await page.context().close();
});

test.serial('back and forward restore the content and where the reader was', async (t) => {
  const page = await open('/docs/long');
  const link = page.locator('main a', { hasText: 'Back to the introduction' });
  await link.scrollIntoViewIfNeeded();
  const left = await inPage<number>(page, 'scrollY');
  t.true(left > 1000);
  await link.click();
  await page.waitForURL('**/docs/intro');
  t.is(await heading(page).textContent(), 'Introduction');
  t.is(await inPage(page, 'scrollY'), 0, 'a new page starts at the top');
  // Back in the same task as the scroll: no scroll event has told the page where the reader is
  // yet, so leaving has to note it (a loaded machine gave this race by itself).
  const there = await inPage(page, '(scrollTo(0, 400), history.back(), scrollY)');
  t.is(there, 400);
  await headingIs(page, 'A long page');
  await until(page, `Math.abs(scrollY - ${left}) < 2`);
  await page.goForward();
  await headingIs(page, 'Introduction');
  await until(page, 'scrollY === 400');
  t.pass();
  await page.context().close();
});

test.serial('links are prefetched on hover, and links of the content when they come into view', async (t) => {
  const page = await open('', { viewport: { width: 1280, height: 800 } });
  const fetches = recordFetches(page);
  await page.goto(`${site.origin}/docs/intro`);
  // The docs sidebar sits in the main content: its links are in view.
  await until(page, "performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/docs/long'))");
  t.false(fetches.includes('/about'));
  await page.locator('.navbar-left a', { hasText: 'About' }).hover();
  await until(page, "performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/about'))");
  await page.locator('.navbar-left a', { hasText: 'About' }).click();
  await page.waitForURL('**/about');
  t.is(fetches.filter((pathname) => pathname === '/about').length, 1, 'the click uses the prefetched page');
  await page.context().close();
});

for (const [name, connection] of [['a 2G connection', { effectiveType: 'slow-2g', saveData: false }], ['save-data on', { effectiveType: '4g', saveData: true }]] as const) {
  test.serial(`nothing is prefetched on ${name}; clicks still navigate`, async (t) => {
    const page = await open('', { init: `Object.defineProperty(Navigator.prototype, 'connection', { get: () => (${JSON.stringify(connection)}) })` });
    const fetches = recordFetches(page);
    await page.goto(`${site.origin}/docs/intro`);
    await page.locator('.navbar-left a', { hasText: 'About' }).hover();
    await page.locator('main a:visible', { hasText: 'tomatoes' }).first().hover();
    await page.waitForTimeout(600);
    t.deepEqual(fetches, []);
    await page.locator('.navbar-left a', { hasText: 'About' }).click();
    await page.waitForURL('**/about');
    t.is(await heading(page).textContent(), 'About');
    t.deepEqual(fetches, ['/about']);
    await page.context().close();
  });
}

test.serial('a slow page shows the loading bar until it arrives', async (t) => {
  const page = await open('/docs/intro');
  // The response is held until the test lets it go: a navigation as slow as it needs to be.
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await onFetch(page, '/about', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('.navbar-left a', { hasText: 'About' }).click();
  await page.locator('.loading-bar').waitFor({ state: 'visible' });
  t.is(await heading(page).textContent(), 'Introduction', 'the old page stays until the new one arrives');
  release();
  await page.waitForURL('**/about');
  t.is(await heading(page).textContent(), 'About');
  t.is(await page.locator('.loading-bar').count(), 0);
  await page.context().close();
});

test.serial('a failed fetch shows a red box with the error, and Retry loads the page', async (t) => {
  const page = await open('/docs/intro');
  await onFetch(page, '/about', (route) => route.abort('connectionrefused'));
  await page.locator('.navbar-left a', { hasText: 'About' }).click();
  const box = page.locator('.page-problem');
  await box.waitFor();
  t.regex((await box.textContent()) ?? '', /could not be loaded.*Failed to fetch/);
  t.is(await box.getAttribute('role'), 'alert');
  const [red, green] = (await styleOf(page, '.page-problem', 'borderTopColor')).match(/\d+/g)!.map(Number) as [number, number];
  t.true(red > 150 && green < 80, 'the box is red');
  t.true(page.url().endsWith('/about'));
  await page.unroute(`${site.origin}/about`);
  await box.getByRole('button', { name: 'Retry' }).click();
  await headingIs(page, 'About');
  t.is(await box.count(), 0);
  await page.context().close();
});

test.serial("an error while showing the page shows 'This page crashed.', and Try again shows it", async (t) => {
  // The first swap of the main content throws, as a broken page would.
  const page = await open('/docs/intro', {
    init: `(() => { const replace = Element.prototype.replaceWith; let armed = true;
      Element.prototype.replaceWith = function (...nodes) { if (this.id === 'main' && armed) { armed = false; throw new Error('the bed planner fell over'); } return replace.apply(this, nodes); }; })();`,
  });
  await page.locator('.navbar-left a', { hasText: 'About' }).click();
  const box = page.locator('.page-problem');
  await box.waitFor();
  t.is(await box.locator('.page-problem-title').textContent(), 'This page crashed.');
  t.regex((await box.textContent()) ?? '', /the bed planner fell over/);
  await box.getByRole('button', { name: 'Try again' }).click();
  await headingIs(page, 'About');
  t.true(page.url().endsWith('/about'));
  await page.context().close();
});

/** What a click on About loads in full, when the client navigation's fetch of /about is answered by `answer`. */
async function fullLoadsOfAbout(answer: (route: Route) => Promise<void>): Promise<{ loads: string[]; heading: string | null }> {
  const page = await open('/docs/intro');
  const loads = recordPageLoads(page);
  await onFetch(page, '/about', answer);
  await page.locator('.navbar-left a', { hasText: 'About' }).click();
  await page.waitForURL('**/about');
  await page.waitForLoadState('load');
  const shown = await heading(page).textContent();
  await page.context().close();
  return { loads, heading: shown };
}

test.serial('a page from another build is loaded in full instead of swapped in', async (t) => {
  const result = await fullLoadsOfAbout(async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<meta name="garden-build" content="[^"]*">/, '<meta name="garden-build" content="a-newer-deploy">');
    await route.fulfill({ response, body });
  });
  t.deepEqual(result, { loads: ['/about'], heading: 'About' });
});

test.serial('a response that is not a page is loaded in full', async (t) => {
  const result = await fullLoadsOfAbout((route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'down for weeding' }));
  t.deepEqual(result, { loads: ['/about'], heading: 'About' });
});

test.serial('a script chunk that fails to load reloads the page once, never in a loop', async (t) => {
  const page = await open('');
  const loads = recordPageLoads(page);
  const gaveUp = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('failed to load again'));
  await page.route('**/assets/chunks/tabs-*.js', (route) => route.abort());
  await page.goto(`${site.origin}/docs/tabs`);
  await gaveUp;
  t.deepEqual(loads, ['/docs/tabs', '/docs/tabs']);
  t.true(await page.getByText('Install on iOS.').isVisible(), 'the page still reads, with its first tab');
  await page.context().close();
});

test.serial('a tab choice carries over to the next page shown by client navigation', async (t) => {
  const page = await open('/docs/tabs');
  // The tabs script is a chunk of its own: a click before it has loaded is a click on plain markup.
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', { name: 'Android' }).click();
  t.is(await page.getByRole('tab', { name: 'Android' }).getAttribute('aria-selected'), 'true');
  await page.locator('main a', { hasText: 'Updating' }).first().click();
  await headingIs(page, 'Updating');
  await page.getByText('Update on Android.').waitFor({ state: 'visible' });
  t.false(await page.getByText('Update on iOS.').isVisible());
  await page.context().close();
});

test.serial('without JavaScript every link is a normal page load', async (t) => {
  const page = await open('/docs/intro', { javaScriptEnabled: false });
  const loads = recordPageLoads(page);
  await page.locator('.navbar-left a', { hasText: 'About' }).click();
  await page.waitForURL('**/about');
  t.is(await heading(page).textContent(), 'About');
  t.deepEqual(loads, ['/about']);
  await page.context().close();
});

test.serial('.html and /index.html addresses show the bare path', async (t) => {
  const page = await open('');
  // The preview server redirects these; a plain static host serves them, as here.
  await page.route(`${site.origin}/docs/intro.html`, (route) => route.fulfill({ contentType: 'text/html', body: readFileSync(path.join(dist, 'docs/intro.html')) }));
  await page.route(`${site.origin}/docs/index.html?from=mail#beds`, (route) => route.fulfill({ contentType: 'text/html', body: readFileSync(path.join(dist, 'docs.html')) }));
  await page.goto(`${site.origin}/docs/intro.html`);
  await page.waitForURL(`${site.origin}/docs/intro`);
  t.is(await heading(page).textContent(), 'Introduction');
  await page.goto(`${site.origin}/docs/index.html?from=mail#beds`);
  await page.waitForURL(`${site.origin}/docs?from=mail#beds`);
  t.pass();
  await page.context().close();
});

test.serial("a site served under another base URL says 'Your site did not load properly' and names both", async (t) => {
  const page = await open('/docs/intro');
  t.is(await page.locator('.base-url-banner').count(), 0, 'no banner where the base URL matches');
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'garden-base-'));
  cpSync(dist, path.join(elsewhere, 'garden'), { recursive: true });
  const moved = await serve(elsewhere);
  try {
    await page.goto(`${moved.origin}/garden/docs/intro`);
    const banner = page.getByRole('alert');
    t.regex((await banner.textContent()) ?? '', /^Your site did not load properly\. .*base URL \/ but it is served from \/garden\/\. Set baseUrl to '\/garden\/'/);
  } finally {
    moved.close();
    await page.context().close();
  }
});
