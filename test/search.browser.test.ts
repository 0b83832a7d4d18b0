// Site search in Chromium on a built fixture: the navbar button, Ctrl/⌘-K and `/` open a
// dialog that finds pages despite typos and word forms, lands on the right page and heading,
// works after client navigation, and loads nothing until it is used; /search?q= lists results.
import test from 'ava';
import type { Page } from 'playwright-core';
import { MINIMAL_SITE } from './_site.js';
import { buildFixture, focusIn, headingIs, inPage, newContext, recordPageLoads, siteInChromium, typeQuery, until } from './_served.js';

const FILES: Record<string, string> = {
  ...MINIMAL_SITE,
  'content/docs/guides/succession.md': '---\ntitle: Succession sowing\n---\n\nKeep beds busy all season.\n\n## Planting in autumn\n\nGarlic and broad beans go in when the soil cools.\n\n## Watering schedule\n\nWater deeply twice a week rather than a little every day.\n',
  'content/docs/guides/compost.md': '---\ntitle: Compost\n---\n\nTurn the heap monthly and water it in dry weeks. Link to [succession](./succession.md).\n',
  'content/news/2025-04-02-tomato-news.md': '---\ntitle: Tomato varieties for short summers\nauthors: [ruth]\n---\n\nThree tomato varieties that ripen before the first frost.\n',
};

const site = siteInChromium(() => buildFixture(FILES));

async function openPage(path: string, options = {}): Promise<Page> {
  const context = await newContext(site.browser, options);
  const page = await context.newPage();
  await page.goto(`${site.origin}${path}`);
  return page;
}

test('a typo ("tomatos") finds the tomato pages, and Enter opens the first one', async (t) => {
  const page = await openPage('/about');
  const searchRequests: string[] = [];
  page.on('request', (request) => request.url().includes('/search/') && searchRequests.push(request.url()));
  t.deepEqual(searchRequests, [], 'the index is not fetched before search is used');
  const loads = recordPageLoads(page);
  await page.click('.navbar-search');
  await until(page, `document.activeElement?.matches('.search-dialog input') === true`);
  t.is(await inPage(page, 'location.pathname'), '/about', 'the button opens the dialog, not the /search page');
  t.deepEqual(loads, []);
  const status = await typeQuery(page, 'tomatos');
  t.regex(status, /^\d+ results? on \d+ pages$/);
  // The two pages about tomatoes come first; pages that only mention them follow.
  const titles = await page.locator('.search-group-title').allTextContents();
  t.deepEqual(new Set(titles.slice(0, 2)), new Set(['Tomatoes', 'Tomato varieties for short summers']), titles.join(' | '));
  t.true((await page.locator('.search-results mark').count()) > 0, 'matching words are highlighted');
  t.is(await page.locator('.search-versions, .search-version').count(), 0, 'a site without versions shows no version switch or labels');
  t.is(new Set(searchRequests.filter((url) => /\/search\/t\/\d+\.json/.test(url))).size, 1, 'one term shard is fetched for the word');
  const first = await page.locator('[role=option][aria-selected=true]').getAttribute('href');
  await page.keyboard.press('Enter');
  await until(page, `location.pathname === ${JSON.stringify(new URL(first ?? '', site.origin).pathname)}`);
  t.false(await page.locator('.search-dialog').evaluate((dialog) => (dialog as unknown as { open: boolean }).open));
  await page.context().close();
});

test('"plantings" finds the "Planting in autumn" heading and lands on its anchor (Ctrl-K)', async (t) => {
  const page = await openPage('/docs/intro');
  const loads = recordPageLoads(page);
  await page.keyboard.press('Control+k');
  await typeQuery(page, 'plantings');
  const option = page.locator('[role=option]', { hasText: 'Planting in autumn' });
  t.is(await option.getAttribute('href'), '/docs/guides/succession#planting-in-autumn');
  await option.click();
  await headingIs(page, 'Succession sowing');
  t.is(await inPage(page, 'location.hash'), '#planting-in-autumn');
  t.deepEqual(loads, [], 'the result opens by client navigation');
  await page.context().close();
});

test('arrow keys move through the results; the combobox points at the selected option', async (t) => {
  const page = await openPage('/docs/intro');
  await page.keyboard.press('/');
  const status = await typeQuery(page, 'watering schedule');
  t.regex(status, /^\d+ results? on \d+ pages?$/);
  const input = page.locator('.search-dialog input');
  t.is(await input.getAttribute('role'), 'combobox');
  t.is(await input.getAttribute('aria-expanded'), 'true');
  t.is(await page.locator('.search-dialog').getAttribute('aria-modal'), 'true');
  const options = await page.locator('[role=option]').count();
  t.true(options > 1, 'the words match more than one section');
  const selected = page.locator('[role=option][aria-selected=true]');
  await page.keyboard.press('ArrowDown');
  t.is(await selected.getAttribute('id'), 'search-option-1');
  t.is(await input.getAttribute('aria-activedescendant'), 'search-option-1');
  await page.keyboard.press('ArrowUp');
  t.is(await selected.getAttribute('id'), 'search-option-0');
  t.is(await input.getAttribute('aria-activedescendant'), 'search-option-0');
  t.regex((await selected.textContent()) ?? '', /Watering schedule/);
  await page.keyboard.press('Enter');
  await until(page, `location.hash === '#watering-schedule'`);
  t.is(await inPage(page, 'location.pathname'), '/docs/guides/succession');
  await page.context().close();
});

test('Escape closes the dialog and gives focus back to the search button', async (t) => {
  const page = await openPage('/about');
  await page.focus('.navbar-search');
  await page.keyboard.press('Enter');
  await until(page, `document.querySelector('.search-dialog')?.open === true`);
  await page.keyboard.press('Escape');
  await until(page, `document.querySelector('.search-dialog')?.open === false`);
  await until(page, `document.activeElement?.matches('.navbar-search') === true`);
  t.true(await focusIn(page, '.navbar-search'));
  await page.context().close();
});

test('search still opens and finds pages after a client navigation swapped the navbar', async (t) => {
  const page = await openPage('/docs/guides/compost');
  const loads = recordPageLoads(page);
  await page.click('main a[href="/docs/guides/succession"]');
  await headingIs(page, 'Succession sowing');
  t.deepEqual(loads, []);
  await page.click('.navbar-search');
  await typeQuery(page, 'compost');
  await page.locator('[role=option]').first().click();
  await headingIs(page, 'Compost');
  await page.keyboard.press('/');
  await typeQuery(page, 'garlic');
  t.is(await page.locator('[role=option]').first().getAttribute('href'), '/docs/guides/succession#planting-in-autumn');
  await page.context().close();
});

test('/search?q= lists results on the page; without JavaScript it says search needs JavaScript', async (t) => {
  const page = await openPage('/search?q=tomatos');
  await until(page, `document.querySelectorAll('.search-page a.search-hit').length > 0`);
  t.is(await page.inputValue('#search-page-input'), 'tomatos');
  t.true((await page.locator('.search-page .search-group-title').allTextContents()).includes('Tomatoes'));
  await page.context().close();
  const plain = await openPage('/search?q=tomatos', { javaScriptEnabled: false });
  t.regex((await plain.locator('.search-page-message').textContent()) ?? '', /needs JavaScript/);
  await plain.context().close();
});
