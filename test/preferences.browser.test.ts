// Colour mode and announcement-bar dismissal in Chromium, on fixture sites: the default (light,
// system preference ignored) and one that follows the system and has a closeable bar.
import test from 'ava';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './_browser.js';
import { MINIMAL_SITE, fixtureConfig } from './_site.js';
import { buildFixture, inPage, newContext, serve, styleOf, until, type Served } from './_served.js';

let browser: Browser;
let plain: Served;
let following: Served;

test.before(async () => {
  const [plainDist, followingDist] = await Promise.all([
    buildFixture(MINIMAL_SITE),
    buildFixture({
      ...MINIMAL_SITE,
      'site.config.ts': fixtureConfig(
        "colorMode: { respectPrefersColorScheme: true }, announcementBar: { id: 'Spring-2', content: 'Seed swap on <a href=\"/about\">Saturday</a>', backgroundColor: '#02695c', textColor: '#ffffff', isCloseable: true },",
      ),
    }),
  ]);
  [plain, following] = await Promise.all([serve(plainDist), serve(followingDist)]);
  browser = await chromium.launch(CHROMIUM_LAUNCH);
});

test.after.always(async () => {
  await browser?.close();
  plain?.close();
  following?.close();
});

/**
 * A context whose pages record, the moment <body> is parsed (before anything can be painted),
 * the colour mode set on <html>.
 */
async function recordingContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 }, ...options });
  await context.addInitScript(`new MutationObserver((_, observer) => {
    if (!document.body) return;
    window.themeAtFirstBody = document.documentElement.getAttribute('data-theme');
    window.barHiddenAtFirstBody = document.documentElement.hasAttribute('data-announcement-dismissed');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });`);
  return context;
}

test.serial('light by default, even when the system prefers dark', async (t) => {
  const context = await recordingContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${plain.origin}/docs/intro`);
  t.is(await page.getAttribute('html', 'data-theme'), 'light');
  t.is(await styleOf(page, 'body', 'backgroundColor'), 'rgb(255, 255, 255)');
  await context.close();
});

test.serial('the toggle switches light and dark, stores it under theme, and a reload paints dark from the start', async (t) => {
  const context = await recordingContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${plain.origin}/docs/intro`);
  const toggle = page.locator('[data-theme-toggle]');
  await toggle.click();
  t.is(await page.getAttribute('html', 'data-theme'), 'dark');
  t.is(await inPage(page, "localStorage.getItem('theme')"), 'dark');
  t.not(await styleOf(page, 'body', 'backgroundColor'), 'rgb(255, 255, 255)');
  await page.reload();
  t.is(await inPage(page, 'themeAtFirstBody'), 'dark', 'dark before the body is parsed: no light flash');
  await toggle.click();
  t.is(await page.getAttribute('html', 'data-theme'), 'light');
  t.is(await inPage(page, "localStorage.getItem('theme')"), 'light');
  await context.close();
});

test.serial('other open tabs follow the choice', async (t) => {
  const context = await newContext(browser, );
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto(`${plain.origin}/docs/intro`);
  await second.goto(`${plain.origin}/about`);
  await first.locator('[data-theme-toggle]').click();
  await until(second, "document.documentElement.getAttribute('data-theme') === 'dark'");
  await first.locator('[data-theme-toggle]').click();
  await until(second, "document.documentElement.getAttribute('data-theme') === 'light'");
  t.regex((await second.locator('[data-theme-toggle]').getAttribute('aria-label')) ?? '', /now light mode/);
  await context.close();
});

test.serial('a site that follows the system cycles system → light → dark → system', async (t) => {
  const context = await recordingContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${following.origin}/docs/intro`);
  const state = () => inPage(page, "[document.documentElement.getAttribute('data-theme-choice'), document.documentElement.getAttribute('data-theme'), localStorage.getItem('theme')]");
  t.deepEqual(await state(), ['system', 'dark', null]);
  t.is(await inPage(page, 'themeAtFirstBody'), 'dark');
  const toggle = page.locator('[data-theme-toggle]');
  await toggle.click();
  t.deepEqual(await state(), ['light', 'light', 'light']);
  await toggle.click();
  t.deepEqual(await state(), ['dark', 'dark', 'dark']);
  await toggle.click();
  t.deepEqual(await state(), ['system', 'dark', null]);
  // In system mode the page follows the system as it changes.
  await page.emulateMedia({ colorScheme: 'light' });
  await until(page, "document.documentElement.getAttribute('data-theme') === 'light'");
  t.regex((await toggle.getAttribute('aria-label')) ?? '', /now system mode/);
  await context.close();
});

test.serial('a closeable announcement bar stays dismissed until a bar with another id', async (t) => {
  const context = await recordingContext();
  const page = await context.newPage();
  await page.goto(`${following.origin}/docs/intro`);
  const bar = page.locator('.announcement');
  t.true(await bar.isVisible());
  await bar.getByRole('button', { name: 'Close announcement' }).click();
  t.false(await bar.isVisible());
  t.is(await inPage(page, "localStorage.getItem('announcement-dismissed')"), 'Spring-2');
  await page.reload();
  t.true(await inPage(page, 'barHiddenAtFirstBody'), 'hidden before the first paint');
  t.false(await bar.isVisible());
  await page.goto(`${following.origin}/about`);
  t.false(await bar.isVisible());
  // The dismissal was for an earlier bar: a new id shows again.
  await inPage(page, "localStorage.setItem('announcement-dismissed', 'Spring-1')");
  await page.reload();
  t.true(await bar.isVisible());
  await context.close();
});

test.serial('a bar that is not closeable has no close button and ignores a stored dismissal', async (t) => {
  const site = await buildFixture({ ...MINIMAL_SITE, 'site.config.ts': fixtureConfig("announcementBar: { id: 'Spring-2', content: 'Seed swap on Saturday' },") });
  const served = await serve(site);
  const context = await newContext(browser, );
  await context.addInitScript("localStorage.setItem('announcement-dismissed', 'Spring-2')");
  const page = await context.newPage();
  await page.goto(`${served.origin}/docs/intro`);
  t.true(await page.locator('.announcement').isVisible());
  t.is(await page.locator('.announcement button').count(), 0);
  await context.close();
  served.close();
});
