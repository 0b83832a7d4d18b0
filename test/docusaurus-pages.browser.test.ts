// The classic template's home page, moved with `init --from-docusaurus`, in real Chromium: the
// Infima class names it writes (hero hero--primary, button button--lg, row, col col--4) are given
// the theme's look, so the hero is a coloured band and the three features stand side by side on
// a desktop and stack on a phone, with nothing scrolling sideways.
import test from 'ava';
import { chromium, type Browser, type Page } from 'playwright-core';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from './_browser.js';
import { serve, type Served } from './_served.js';
import { REPO_ROOT, runCli } from './_site.js';

let browser: Browser;
let server: Served | undefined;

test.before(async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'garden-classic-browser-'));
  cpSync(path.join(REPO_ROOT, 'test/_fixtures/docusaurus-classic'), path.join(work, 'orchard'), { recursive: true });
  for (const args of [['init', 'site', '--from-docusaurus', 'orchard'], ['build', '--root', 'site']]) {
    const result = await runCli(args, work);
    if (result.code !== 0) throw new Error(result.stderr);
  }
  server = await serve(path.join(work, 'site/dist'));
  browser = await chromium.launch(CHROMIUM_LAUNCH);
});

test.after.always(async () => {
  await browser?.close();
  server?.close();
});

async function home(width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${server!.origin}/`, { waitUntil: 'load' });
  return page;
}

interface Layout { hero: string; body: string; features: number[]; buttonHeight: number; scrollsSideways: boolean }

/** The page's layout as the reader sees it (a string: the test's own code is compiled with helpers the page lacks). */
function layout(page: Page): Promise<Layout> {
  return page.evaluate(`(() => {
    const colour = (selector) => getComputedStyle(document.querySelector(selector)).backgroundColor;
    const features = [...document.querySelectorAll('.col.col--4')].map((column) => Math.round(column.getBoundingClientRect().top));
    const button = document.querySelector('.button--lg').getBoundingClientRect();
    return { hero: colour('.hero'), body: colour('body'), features, buttonHeight: button.height, scrollsSideways: document.documentElement.scrollWidth > innerWidth };
  })()`);
}

test('on a desktop the hero is a coloured band and the three features stand in one row', async (t) => {
  const page = await home(1280);
  const seen = await layout(page);
  t.not(seen.hero, seen.body, 'the hero has a background of its own');
  t.not(seen.hero, 'rgba(0, 0, 0, 0)');
  t.is(seen.features.length, 3);
  t.is(new Set(seen.features).size, 1, `one row: ${seen.features.join(', ')}`);
  t.true(seen.buttonHeight >= 44, `a large button: ${seen.buttonHeight} px`);
  t.false(seen.scrollsSideways);
  await page.close();
});

test('on a phone the features stack and nothing scrolls sideways', async (t) => {
  const page = await home(375);
  const seen = await layout(page);
  t.is(new Set(seen.features).size, 3, `three rows: ${seen.features.join(', ')}`);
  t.false(seen.scrollsSideways);
  await page.close();
});
