// The navigation fixture (test/_navigation-site.ts) in Chromium: dropdowns by hover, click and
// keyboard, dropdowns as groups in the phone drawer, images for each colour mode (with and
// without the client script), the hideable sidebar, categories that close each other, and axe.
import test from 'ava';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { checkAccessibility } from '../gates/accessibility.js';
import { NAVIGATION_SITE } from './_navigation-site.js';
import { buildFixture, focusIn, inPage, newContext, siteInChromium } from './_served.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const site = siteInChromium(() => buildFixture(NAVIGATION_SITE));

async function open(route: string, options: BrowserContextOptions & { theme?: 'light' | 'dark'; noScript?: boolean } = {}): Promise<Page> {
  const { theme, noScript, ...contextOptions } = options;
  const context = await newContext(site.browser, { viewport: DESKTOP, ...contextOptions });
  if (theme) await context.addInitScript(`localStorage.setItem('theme', ${JSON.stringify(theme)})`);
  // Without the client bundle, only the head's inline scripts and the stylesheet are left.
  if (noScript) await context.route('**/assets/**/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(site.origin + route);
  return page;
}

const toggle = (page: Page) => page.locator('.navbar-dropdown-toggle');
const menu = (page: Page) => page.locator('.navbar-dropdown-menu');
const focusedText = (page: Page) => inPage<string>(page, 'document.activeElement?.textContent?.trim() ?? ""');

test.serial('a dropdown opens while the pointer is over it, and the button says it is closed', async (t) => {
  const page = await open('/about');
  await page.mouse.move(10, 700);
  t.false(await menu(page).isVisible());
  await toggle(page).hover();
  t.true(await menu(page).isVisible());
  await page.locator('.navbar-dropdown-link', { hasText: 'Raised beds' }).hover();
  t.true(await menu(page).isVisible(), 'moving down into the list keeps it open');
  await page.mouse.move(10, 700);
  t.false(await menu(page).isVisible());
  t.is(await toggle(page).getAttribute('aria-expanded'), 'false');
  await page.context().close();
});

test.serial('a click opens and closes a dropdown, and a click elsewhere closes it', async (t) => {
  const page = await open('/about');
  await toggle(page).click();
  await page.mouse.move(10, 700);
  t.is(await toggle(page).getAttribute('aria-expanded'), 'true');
  t.true(await menu(page).isVisible());
  await page.mouse.click(10, 700);
  t.is(await toggle(page).getAttribute('aria-expanded'), 'false');
  t.false(await menu(page).isVisible());
  await toggle(page).click();
  await toggle(page).click();
  await page.mouse.move(10, 700);
  t.false(await menu(page).isVisible(), 'a second click closes it');
  await page.context().close();
});

test.serial('by keyboard: Enter and Space open, the arrows, Home and End move, Escape closes and gives the focus back', async (t) => {
  const page = await open('/about');
  await page.mouse.move(10, 700);
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  t.is(await toggle(page).getAttribute('aria-expanded'), 'true');
  t.true(await menu(page).isVisible());
  const steps: Array<[string, string]> = [['ArrowDown', 'Intro'], ['ArrowDown', 'Raised beds'], ['ArrowDown', 'Community forum (opens in a new tab)'], ['ArrowDown', 'Intro'], ['ArrowUp', 'Community forum (opens in a new tab)'], ['Home', 'Intro'], ['End', 'Community forum (opens in a new tab)']];
  for (const [key, expected] of steps) {
    await page.keyboard.press(key);
    t.is((await focusedText(page)).replace(/\s+/g, ' '), expected, `${key} reaches ${expected}`);
  }
  await page.keyboard.press('Escape');
  t.is(await toggle(page).getAttribute('aria-expanded'), 'false');
  t.false(await menu(page).isVisible());
  t.true(await focusIn(page, '.navbar-dropdown-toggle'), 'focus is back on the button');
  await page.keyboard.press(' ');
  t.is(await toggle(page).getAttribute('aria-expanded'), 'true', 'Space opens it too');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  t.is(await toggle(page).getAttribute('aria-expanded'), 'true', 'an arrow on the closed button opens it');
  t.is(await focusedText(page), 'Intro');
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  t.is(await toggle(page).getAttribute('aria-expanded'), 'false', 'tabbing out of the list closes it');
  t.false(await menu(page).isVisible());
  await page.context().close();
});

test.serial('with JavaScript off, focus opens a dropdown, so keyboard readers still reach its links', async (t) => {
  const page = await open('/about', { javaScriptEnabled: false });
  await page.mouse.move(10, 700);
  await toggle(page).focus();
  t.true(await menu(page).isVisible());
  await page.keyboard.press('Tab');
  t.is(await focusedText(page), 'Intro');
  await page.context().close();
});

test.serial('on a phone, the drawer shows a dropdown as a group that opens in place, open on its own pages', async (t) => {
  const page = await open('/about', { viewport: PHONE });
  t.false(await page.locator('.navbar-right .navbar-html').isVisible(), 'the html item moves to the drawer');
  await page.locator('[data-menu-toggle]').click();
  const drawer = page.locator('dialog.nav-drawer');
  const group = drawer.locator('details.nav-drawer-group');
  const beds = group.getByRole('link', { name: 'Raised beds' });
  t.false(await beds.isVisible());
  await group.locator('summary').click();
  t.true(await beds.isVisible());
  t.true(await drawer.locator('.nav-drawer-html', { hasText: 'Beta' }).isVisible());
  await beds.click();
  await page.waitForURL('**/docs/raised-beds');
  await page.locator('[data-menu-toggle]').click();
  await drawer.getByRole('button', { name: '← Back to main menu' }).click();
  t.true(await drawer.locator('details.nav-drawer-group[open]').getByRole('link', { name: 'Raised beds' }).isVisible(), 'open on a page it holds');
  t.is(await drawer.locator('details.nav-drawer-group').getByRole('link', { name: 'Raised beds' }).getAttribute('aria-current'), 'page');
  await page.context().close();
});

/** Which of the page's themed images are shown, and which image files were fetched. */
async function themedImages(theme: 'light' | 'dark', noScript: boolean): Promise<{ shown: string[]; fetched: string[] }> {
  const context = await newContext(site.browser, { viewport: DESKTOP });
  await context.addInitScript(`localStorage.setItem('theme', ${JSON.stringify(theme)})`);
  if (noScript) await context.route('**/assets/**/*.js', (route) => route.abort());
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname.replace(/-[\da-f]{8}\.svg$/, '.svg'));
  });
  await page.goto(`${site.origin}/docs/usage`, { waitUntil: 'load' });
  await page.locator('.footer-logo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const shown = await inPage<string[]>(page, "[...document.querySelectorAll('img.themed-image')].filter((img) => img.getClientRects().length > 0).map((img) => new URL(img.src).pathname.replace(/-[0-9a-f]{8}\\.svg$/, '.svg'))");
  await context.close();
  return { shown, fetched: [...new Set(fetched)].sort() };
}

test.serial('themed images show the source for the colour mode, fetch only that one, and need no script to do it', async (t) => {
  for (const noScript of [false, true]) {
    const light = await themedImages('light', noScript);
    t.deepEqual(light.shown, ['/img/logo.svg', '/assets/images/map-light.svg', '/img/logo.svg'], `light, script ${noScript ? 'blocked' : 'on'}`);
    t.false(light.fetched.some((file) => file.includes('dark')), `light fetches no dark image: ${light.fetched.join(', ')}`);
    const dark = await themedImages('dark', noScript);
    t.deepEqual(dark.shown, ['/img/logo-dark.svg', '/assets/images/map-dark.svg', '/img/logo-dark.svg'], `dark, script ${noScript ? 'blocked' : 'on'}`);
    t.false(dark.fetched.some((file) => file.includes('light') || file === '/img/logo.svg'), `dark fetches no light image: ${dark.fetched.join(', ')}`);
  }
});

test.serial('switching the colour mode swaps every themed image', async (t) => {
  const page = await open('/docs/usage', { theme: 'light' });
  const shownSources = () => inPage<string[]>(page, "[...document.querySelectorAll('main img.themed-image')].filter((img) => img.getClientRects().length > 0).map((img) => img.alt + ' ' + img.className)");
  // Images written as raw HTML with GitHub's markers follow the mode by their src alone.
  const shownRaw = () => inPage<string[]>(page, "[...document.querySelectorAll('main img[alt=Plot]')].filter((img) => img.getClientRects().length > 0).map((img) => new URL(img.src).pathname)");
  t.deepEqual(await shownSources(), ['Bed map themed-image themed-image-light']);
  t.deepEqual(await shownRaw(), ['/img/logo.svg']);
  await page.locator('[data-theme-toggle]').click();
  t.deepEqual(await shownSources(), ['Bed map themed-image themed-image-dark']);
  t.deepEqual(await shownRaw(), ['/img/logo-dark.svg']);
  await page.context().close();
});

test.serial('a hideable sidebar folds away and comes back, the focus on the button that undoes it', async (t) => {
  const page = await open('/docs/raised-beds');
  const sidebar = page.locator('aside.docs-sidebar');
  t.true(await sidebar.isVisible());
  t.false(await page.locator('.docs-sidebar-show').isVisible());
  await page.locator('.docs-sidebar-hide').click();
  t.false(await sidebar.isVisible());
  t.true(await focusIn(page, '.docs-sidebar-show'));
  const contentLeft = await inPage<number>(page, "document.querySelector('.docs-content').getBoundingClientRect().left");
  t.true(contentLeft < 100, `the page takes the room: content starts at ${contentLeft}px`);
  await page.keyboard.press('Enter');
  t.true(await sidebar.isVisible());
  t.true(await focusIn(page, '.docs-sidebar-hide'));
  await page.context().close();
});

test.serial('with autoCollapseCategories, opening a category closes its sibling', async (t) => {
  const page = await open('/docs/raised-beds');
  const category = (label: string) => page.locator('aside.docs-sidebar details.sidebar-category', { has: page.locator(`summary:has-text("${label}")`) });
  t.true(await category('Usage').evaluate((details) => (details as { open: boolean }).open));
  await category('Crops').locator('summary').click();
  t.true(await category('Crops').evaluate((details) => (details as { open: boolean }).open));
  t.false(await category('Usage').evaluate((details) => (details as { open: boolean }).open));
  await page.context().close();
});

test.serial('no axe violation on pages with every navigation item, in both colour modes, on a phone and a desktop', async (t) => {
  const rows = await checkAccessibility(site.browser, site.origin, ['/about', '/docs/raised-beds', '/docs/usage']);
  t.deepEqual(rows.filter((row) => row.violations.length > 0), []);
});
