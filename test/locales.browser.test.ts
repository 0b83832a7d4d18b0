// A site in French and English, in Chromium: the locale menu opens like the other navbar
// menus (click, keyboard, and with no script at all), lists the locales in their own words,
// and leads to the same page in the other locale with the reader's query and place kept; the
// page names its other-language versions; and search, made for French, finds French words.
import test from 'ava';
import { fixtureConfig, MINIMAL_SITE } from './_site.js';
import { buildFixture, focusIn, inPage, newContext, siteInChromium, typeQuery, until } from './_served.js';

// Built as the French default locale, with English beside it at /en/ (built by another run, or
// not at all): the build must take the menu's English links as English pages, not broken ones.
const site = siteInChromium(() =>
  buildFixture({
    ...MINIMAL_SITE,
    'site.config.ts': fixtureConfig("i18n: { defaultLocale: 'fr', locales: ['fr', 'en'] }, navbar: { items: [{ type: 'localeDropdown', position: 'right' }] },"),
    'content/docs/crops/tomatoes.md': '---\ntitle: Tomates\n---\n\n## Tuteurage\n\nLe jardinage des tomates commence tôt.\n',
  }),
);

const MENU = '.navbar-right .navbar-dropdown';

test('the locale menu opens, lists each locale in its language, and keeps the reader on the page, its query and place', async (t) => {
  const context = await newContext(site.browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.origin}/docs/crops/tomatoes?vue=liste#tuteurage`);
  const alternates = await inPage<string[]>(page, `[...document.querySelectorAll('link[rel=alternate][hreflang]')].map((link) => link.hreflang + ' ' + link.href)`);
  t.deepEqual(alternates, ['fr https://fixture.example/docs/crops/tomatoes', 'en https://fixture.example/en/docs/crops/tomatoes', 'x-default https://fixture.example/docs/crops/tomatoes']);
  const toggle = page.locator(`${MENU} button`);
  t.is((await toggle.textContent())?.trim(), 'Français');
  await toggle.click();
  t.is(await toggle.getAttribute('aria-expanded'), 'true');
  t.true(await page.locator(`${MENU} a`).first().isVisible());
  t.deepEqual(await inPage(page, `[...document.querySelectorAll(${JSON.stringify(`${MENU} a`)})].map((a) => [a.textContent, a.getAttribute('hreflang'), a.getAttribute('lang'), a.getAttribute('aria-current'), a.getAttribute('href')])`), [
    ['Français', 'fr', 'fr', 'page', '/docs/crops/tomatoes'],
    ['English', 'en', 'en', null, '/en/docs/crops/tomatoes'],
  ]);
  // The keyboard: Escape closes it and gives the button its focus back; the arrows walk the links.
  await page.keyboard.press('Escape');
  t.is(await toggle.getAttribute('aria-expanded'), 'false');
  t.true(await focusIn(page, `${MENU} button`));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  t.true(await focusIn(page, `${MENU} a[hreflang=en]`));
  await page.keyboard.press('Enter');
  await until(page, `location.pathname === '/en/docs/crops/tomatoes'`);
  t.is(await inPage(page, 'location.search + location.hash'), '?vue=liste#tuteurage');
  await context.close();
});

test('with no script, focus alone opens the locale menu', async (t) => {
  const context = await newContext(site.browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.origin}/docs/intro`);
  t.false(await page.locator(`${MENU} a[hreflang=en]`).isVisible());
  await page.focus(`${MENU} button`);
  t.true(await page.locator(`${MENU} a[hreflang=en]`).isVisible());
  t.is(await page.locator(`${MENU} a[hreflang=en]`).getAttribute('href'), '/en/docs/intro');
  await context.close();
});

test('search made for French finds "jardinage" by "jardin", and its index says it is French', async (t) => {
  const context = await newContext(site.browser);
  const page = await context.newPage();
  await page.goto(`${site.origin}/docs/intro`);
  t.is(await inPage(page, `fetch('/search/manifest.json').then((response) => response.json()).then((manifest) => manifest.language)`), 'fr');
  await page.keyboard.press('Control+k');
  await typeQuery(page, 'jardin');
  t.deepEqual(await page.locator('.search-group-title').allTextContents(), ['Tomates']);
  t.deepEqual(await page.locator('.search-results mark').allTextContents(), ['jardinage']);
  await context.close();
});
