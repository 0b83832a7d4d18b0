// `serve --watch` in real Chromium: an edit reloads the page with the new content, a CSS-only
// edit swaps the stylesheet without a reload, and a broken build shows an overlay that goes
// away when the file is fixed. The fixture has its own copy of the theme so its CSS can change.
import test from 'ava';
import { appendFileSync, cpSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './_browser.js';
import { startServe, type ServeProcess } from './_serve.js';
import { MINIMAL_SITE, REPO_ROOT, fixtureConfig, makeSite } from './_site.js';

let browser: Browser;
let server: ServeProcess;
let root: string;

test.before(async () => {
  root = makeSite({ ...MINIMAL_SITE, 'site.config.ts': fixtureConfig().replace(/templatesDir: .*,/, "templatesDir: 'templates',") });
  cpSync(path.join(REPO_ROOT, 'templates'), path.join(root, 'templates'), { recursive: true, filter: (source) => !source.endsWith('.test.ts') });
  // The theme's client script shares a few engine modules by relative path (../../../cli/…).
  symlinkSync(path.join(REPO_ROOT, 'cli'), path.join(root, 'cli'));
  server = await startServe(['--watch', '--port', '0'], root);
  browser = await chromium.launch(CHROMIUM_LAUNCH);
});

test.after.always(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a page with a marker on `window` that only a reload can remove. */
async function openMarked(url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.origin}${url}`);
  // An edit made before the events channel is open would go unseen.
  await page.locator('html[data-garden-live="connected"]').waitFor({ state: 'attached' });
  await page.evaluate('window.gardenMarker = 1');
  return page;
}

const marked = (page: Page): Promise<boolean> => page.evaluate('window.gardenMarker === 1');
const STYLESHEETS = 'Array.from(document.querySelectorAll(\'link[rel="stylesheet"]\')).map((link) => link.href)';
const bodyIncludes = (words: string): string => `document.body.textContent.includes(${JSON.stringify(words)})`;

test.serial('editing a doc reloads the open page with the new content', async (t) => {
  const page = await openMarked('/docs/intro');
  t.true((await page.locator('main').textContent())?.includes('Welcome to the fixture garden.'));
  writeFileSync(path.join(root, 'content/docs/intro.md'), '---\ntitle: Introduction\n---\n\nFreshly edited words.\n');
  await page.waitForFunction(bodyIncludes('Freshly edited words.'), undefined, { timeout: 60_000 });
  t.false(await marked(page), 'the page was reloaded');
  await page.close();
});

test.serial('a CSS-only edit swaps the stylesheet without reloading the page', async (t) => {
  const page = await openMarked('/docs/intro');
  const before = await page.evaluate<string[]>(STYLESHEETS);
  appendFileSync(path.join(root, 'templates/styles/base.css'), '\n:root { --garden-live-test: 42px; }\n');
  // The new rule applies, and the old sheet is gone once the new one has loaded.
  await page.waitForFunction(`getComputedStyle(document.documentElement).getPropertyValue("--garden-live-test").trim() === "42px" && ${STYLESHEETS}.length === ${before.length}`, undefined, { timeout: 60_000 });
  t.true(await marked(page), 'the page was not reloaded');
  const after = await page.evaluate<string[]>(STYLESHEETS);
  t.notDeepEqual(after, before, 'the page now links the new stylesheet');
  await page.close();
});

test.serial('a broken build shows an overlay over the last good page; fixing the file removes it', async (t) => {
  const page = await openMarked('/docs/intro');
  const intro = path.join(root, 'content/docs/intro.md');
  writeFileSync(intro, '---\ntitle: [Broken\n---\n\nHalf-written.\n');
  const overlay = page.locator('#garden-site-build-error');
  await overlay.waitFor({ state: 'visible', timeout: 60_000 });
  t.regex((await overlay.textContent()) ?? '', /content\/docs\/intro\.md:\d+ +front matter/);
  t.true(await marked(page), 'a failed build does not reload');
  // A page opened while the build is broken shows the overlay too.
  const late = await browser.newPage();
  await late.goto(`${server.origin}/docs/crops/tomatoes`);
  await late.locator('#garden-site-build-error').waitFor({ state: 'visible', timeout: 10_000 });
  t.true((await late.locator('main').textContent())?.includes('Stake them early.'));
  writeFileSync(intro, '---\ntitle: Introduction\n---\n\nMended at last.\n');
  await page.waitForFunction(bodyIncludes('Mended at last.'), undefined, { timeout: 60_000 });
  t.is(await page.locator('#garden-site-build-error').count(), 0);
  await late.locator('#garden-site-build-error').waitFor({ state: 'detached', timeout: 60_000 });
  await late.close();
  await page.close();
});
