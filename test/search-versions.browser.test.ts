// Search on a site with docs versions, in Chromium: the dialog and the /search page look in the
// version the reader is in (outside the docs, the last release), label each result with its
// version, and a labelled checkbox, reached by keyboard, searches every version (kept in the
// /search page's address).
import test from 'ava';
import type { Page } from 'playwright-core';
import { MINIMAL_SITE } from './_site.js';
import { buildFixture, inPage, newContext, siteInChromium, typeQuery, until } from './_served.js';

const FILES: Record<string, string> = {
  ...MINIMAL_SITE,
  'versions.json': '["1.0"]\n',
  // The unreleased docs (/docs/next) and release 1.0 (/docs) both explain mulching, in other words.
  'content/docs/mulching.md': '---\ntitle: Mulching\n---\n\nMulch with straw once the soil warms.\n',
  'versioned_docs/version-1.0/intro.md': '---\ntitle: Introduction\n---\n\nRelease 1.0 of the fixture garden.\n',
  'versioned_docs/version-1.0/mulching.md': '---\ntitle: Mulching\n---\n\nMulch with bark in autumn.\n',
  'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ docs: ['intro', 'mulching'] }),
};

const site = siteInChromium(() => buildFixture(FILES));

async function openPage(path: string): Promise<Page> {
  const page = await (await newContext(site.browser)).newPage();
  await page.goto(`${site.origin}${path}`);
  return page;
}

/** The results listed in `scope` (the dialog or the search page), sorted: each page's title with its version label, and its first link. */
async function listed(page: Page, scope: string): Promise<string[]> {
  const groups = await inPage<string[]>(page, `[...document.querySelectorAll(${JSON.stringify(`${scope} .search-group`)})].map((group) => group.querySelector('.search-group-title').textContent + ' ' + group.querySelector('a').getAttribute('href'))`);
  return groups.sort();
}

test('the dialog searches the version being read; the "All versions" checkbox, reached by Tab, searches both', async (t) => {
  const page = await openPage('/docs/next/mulching');
  await page.keyboard.press('/');
  t.regex(await typeQuery(page, 'mulch'), /^1 result on 1 page in version Next$/);
  t.deepEqual(await listed(page, '.search-dialog'), ['Mulching Next /docs/next/mulching'], 'the unreleased page alone, labelled with its version');
  const all = page.getByRole('checkbox', { name: 'All versions' });
  t.false(await all.isChecked());
  await page.keyboard.press('Tab');
  t.true(await inPage(page, `document.activeElement?.matches('.search-dialog .search-versions input') === true`), 'the checkbox follows the search field');
  await page.keyboard.press('Space');
  await until(page, `document.querySelectorAll('.search-dialog .search-group').length === 2`);
  t.deepEqual(await listed(page, '.search-dialog'), ['Mulching 1.0 /docs/mulching', 'Mulching Next /docs/next/mulching']);
  t.regex((await page.locator('.search-dialog [role=status]').textContent()) ?? '', /^2 results on 2 pages$/);
  await page.context().close();
});

test('outside the docs, the dialog and the /search page search the last release, and the checkbox every version', async (t) => {
  const page = await openPage('/about');
  await page.keyboard.press('/');
  t.regex(await typeQuery(page, 'mulch'), /in version 1\.0$/);
  t.deepEqual(await listed(page, '.search-dialog'), ['Mulching 1.0 /docs/mulching']);
  await page.context().close();
  const searchPage = await openPage('/search?q=mulch');
  await until(searchPage, `document.querySelectorAll('.search-page .search-group').length > 0`);
  t.deepEqual(await listed(searchPage, '.search-page'), ['Mulching 1.0 /docs/mulching']);
  await searchPage.getByRole('checkbox', { name: 'All versions' }).check();
  await until(searchPage, `document.querySelectorAll('.search-page .search-group').length === 2`);
  t.deepEqual(await listed(searchPage, '.search-page'), ['Mulching 1.0 /docs/mulching', 'Mulching Next /docs/next/mulching']);
  t.is(new URL(searchPage.url()).search, '?q=mulch&versions=all', 'the address keeps the choice');
  await searchPage.reload();
  await until(searchPage, `document.querySelectorAll('.search-page .search-group').length === 2`);
  t.true(await searchPage.getByRole('checkbox', { name: 'All versions' }).isChecked(), 'reloaded, every version is searched again');
  await searchPage.getByRole('checkbox', { name: 'All versions' }).uncheck();
  await until(searchPage, `document.querySelectorAll('.search-page .search-group').length === 1`);
  t.is(new URL(searchPage.url()).search, '?q=mulch');
  await searchPage.context().close();
});
