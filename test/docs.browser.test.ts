// Docs pages in real Chromium: tabs, the remembered docs version, the sidebar with and without
// JavaScript, narrow screens, and the copy button.
import test from 'ava';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { DOCS_SITE } from './_docs-site.js';
import { buildFixture, siteInChromium } from './_served.js';

const site = siteInChromium(() => buildFixture({
  ...DOCS_SITE,
  'content/docs/guide/more-tabs.md': '---\ntitle: More tabs\n---\n\n<Tabs groupId="os">\n<TabItem value="mac" label="macOS">\n\nBrew it.\n\n</TabItem>\n<TabItem value="linux" label="Linux">\n\nApt it.\n\n</TabItem>\n</Tabs>\n',
  'content/docs/guide/soil-tabs.md': '---\ntitle: Soil tabs\n---\n\n<Tabs queryString="soil">\n<TabItem value="clay" label="Clay">\n\nAdd grit.\n\n</TabItem>\n<TabItem value="sand" label="Sand">\n\nAdd compost.\n\n</TabItem>\n</Tabs>\n',
}));

async function open(route: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await site.browser.newContext(options);
  const page = await context.newPage();
  // The tabs script is a chunk imported after load: wait until it has arrived too.
  await page.goto(site.origin + route, { waitUntil: 'networkidle' });
  return page;
}

const close = (page: Page) => page.context().close();
const panelText = (page: Page, index: number) => page.locator('.tabs').nth(index).locator('[role="tabpanel"]:not([hidden])').innerText();

test('a docs page remembers the docs version, current, in localStorage', async (t) => {
  const page = await open('/docs/intro');
  t.is(await page.evaluate('localStorage.getItem("docs-preferred-version-default")'), 'current');
  await close(page);
});

test('choosing a tab switches every tab set of its groupId on the page, and only those', async (t) => {
  const page = await open('/docs/guide/planting');
  t.is(await panelText(page, 0), 'Install on Linux.');
  t.is(await panelText(page, 2), 'Zsh.');
  await page.locator('.tabs').first().getByRole('tab', { name: 'macOS' }).click();
  t.is(await panelText(page, 0), 'Install on a Mac.');
  t.is(await panelText(page, 1), 'Run on a Mac.');
  t.is(await page.locator('.tabs').nth(1).getByRole('tab', { name: 'macOS' }).getAttribute('aria-selected'), 'true');
  t.is(await panelText(page, 2), 'Zsh.', 'another groupId is left alone');
  await close(page);
});

test('the tab choice is remembered by groupId, on reload and on other pages', async (t) => {
  const page = await open('/docs/guide/planting');
  await page.locator('.tabs').nth(1).getByRole('tab', { name: 'macOS' }).click();
  t.is(await page.evaluate('localStorage.getItem("tabs-os")'), 'mac');
  await page.reload({ waitUntil: 'networkidle' });
  t.is(await panelText(page, 0), 'Install on a Mac.');
  t.is(await panelText(page, 1), 'Run on a Mac.');
  await page.goto(`${site.origin}/docs/guide/more-tabs`, { waitUntil: 'networkidle' });
  t.is(await panelText(page, 0), 'Brew it.');
  await close(page);
});

test('a tab set with queryString opens on the tab the address names, and a choice goes back into the address without a new history entry', async (t) => {
  const page = await open('/docs/guide/soil-tabs?soil=sand#top');
  t.is(await panelText(page, 0), 'Add compost.');
  const entries = await page.evaluate('history.length');
  await page.locator('.tabs').first().getByRole('tab', { name: 'Clay' }).click();
  t.is(await panelText(page, 0), 'Add grit.');
  const address = new URL(page.url());
  t.is(address.searchParams.get('soil'), 'clay');
  t.is(address.hash, '#top', 'the fragment stays');
  t.is(await page.evaluate('history.length'), entries, 'the entry was replaced');
  await page.reload({ waitUntil: 'networkidle' });
  t.is(await panelText(page, 0), 'Add grit.');
  await close(page);
});

test('arrow keys move between tabs and select them', async (t) => {
  const page = await open('/docs/guide/planting');
  await page.locator('.tabs').nth(2).getByRole('tab', { name: 'zsh' }).focus();
  await page.keyboard.press('ArrowRight');
  t.is(await panelText(page, 2), 'Fish.');
  t.is(await page.evaluate('document.activeElement?.textContent'), 'fish');
  await close(page);
});

test('without JavaScript the sidebar works: categories open and close, links lead to their pages', async (t) => {
  const page = await open('/docs/intro', { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const sidebar = page.locator('.docs-sidebar');
  const closedLink = sidebar.getByRole('link', { name: 'Closed one' });
  t.false(await closedLink.isVisible());
  await sidebar.locator('summary', { hasText: 'Closed' }).click();
  t.true(await closedLink.isVisible());
  // Opening one category closes no other.
  t.true(await sidebar.getByRole('link', { name: 'Planting' }).isVisible());
  await sidebar.locator('summary', { hasText: 'Gardeners' }).locator('.sidebar-caret').click();
  t.true(await sidebar.getByRole('link', { name: 'Zoe' }).isVisible());
  t.true(await closedLink.isVisible());
  // The label of a category with a page is a link to it.
  await sidebar.getByRole('link', { name: 'Guide', exact: true }).click();
  await page.waitForURL(`${site.origin}/docs/guide/overview`);
  t.is(await page.locator('.docs-sidebar [aria-current="page"]').innerText(), 'Guide');
  await close(page);
});

test('on a wide screen the sidebar and the contents column are shown, with no way to hide the sidebar', async (t) => {
  const page = await open('/docs/intro', { viewport: { width: 1280, height: 900 } });
  t.true(await page.locator('.docs-sidebar').isVisible());
  t.true(await page.locator('.docs-toc .toc').isVisible());
  t.false(await page.locator('.toc-inline').isVisible());
  t.is(await page.locator('.docs-sidebar button').count(), 0);
  await close(page);
});

test('on a phone the contents fold into "On this page", the sidebar is in the menu, and nothing overflows', async (t) => {
  const page = await open('/docs/guide/planting', { viewport: { width: 375, height: 800 } });
  t.false(await page.locator('.docs-sidebar').isVisible());
  t.false(await page.locator('.docs-toc .toc').isVisible());
  const inline = page.locator('.toc-inline');
  t.false(await inline.getByRole('link', { name: 'Code' }).isVisible());
  await inline.locator('summary').click();
  t.true(await inline.getByRole('link', { name: 'Code' }).isVisible());
  t.is(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'), 0);
  await page.locator('[data-menu-toggle]').click();
  t.is(await page.locator('.nav-drawer [aria-current="page"]').innerText(), 'Planting');
  await page.locator('.nav-drawer').getByRole('link', { name: 'Quiet page' }).click();
  await page.waitForURL(`${site.origin}/docs/guide/quiet`);
  await page.locator('h1', { hasText: 'Quiet page' }).waitFor();
  t.false(await page.locator('.docs-sidebar').isVisible(), 'still in the drawer after a client navigation');
  await close(page);
});

test('on a phone without JavaScript the sidebar is shown after the page', async (t) => {
  const page = await open('/docs/guide/planting', { javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const sidebar = page.locator('.docs-sidebar');
  t.true(await sidebar.isVisible());
  const [sidebarTop, contentTop] = await Promise.all([sidebar.boundingBox(), page.locator('.docs-content').boundingBox()]);
  t.true((sidebarTop?.y ?? 0) > (contentTop?.y ?? 0));
  await close(page);
});

test('the copy button copies the code as shown: no line numbers, no highlight comments', async (t) => {
  const page = await open('/docs/guide/planting', { permissions: ['clipboard-read', 'clipboard-write'] });
  const bash = page.locator('.code-block[data-language="bash"]');
  await bash.hover();
  await bash.getByRole('button', { name: 'Copy code' }).click();
  t.is(await page.evaluate('navigator.clipboard.readText()'), 'flutter pub get\nflutter test');
  t.is(await bash.getByRole('button').innerText(), 'Copied');
  await close(page);
});

test('categories the reader opened stay open from page to page, and so do those of pages visited', async (t) => {
  const page = await open('/docs/gardeners/zoe', { viewport: { width: 1280, height: 900 } });
  const sidebar = page.locator('.docs-sidebar');
  const isOpen = (label: string) => page.evaluate(`[...document.querySelectorAll('.docs-sidebar details')].find((d) => d.querySelector(':scope > summary').textContent.trim() === ${JSON.stringify(label)})?.open`);
  t.true(await isOpen('Gardeners'));
  await sidebar.locator('summary', { hasText: 'Closed' }).locator('.sidebar-caret').click();
  await sidebar.getByRole('link', { name: 'Planting' }).click();
  await page.waitForURL(`${site.origin}/docs/guide/planting`);
  await page.locator('.docs-sidebar [aria-current="page"]', { hasText: 'Planting' }).waitFor();
  t.true(await isOpen('Closed'), 'opened by the reader');
  t.true(await isOpen('Gardeners'), 'opened for a page the reader visited');
  t.true(await isOpen('Guide'));
  await close(page);
});

test('the sidebar scrolls to show the current page', async (t) => {
  const page = await open('/docs/guide/fixed-one', { viewport: { width: 1280, height: 300 } });
  const box = page.locator('.docs-sidebar .sidebar');
  t.true(await page.evaluate("(({ scrollHeight, clientHeight }) => scrollHeight > clientHeight)(document.querySelector('.docs-sidebar .sidebar'))"), 'the sidebar is taller than its box');
  const [boxRect, linkRect] = await Promise.all([box.boundingBox(), page.locator('.docs-sidebar [aria-current="page"]').boundingBox()]);
  t.true((linkRect?.y ?? 0) >= (boxRect?.y ?? 0) && (linkRect?.y ?? 0) + (linkRect?.height ?? 0) <= (boxRect?.y ?? 0) + (boxRect?.height ?? 0));
  await close(page);
});

test('the menu shows the page\'s one sidebar, and a category opened there is open in the column on a wider screen', async (t) => {
  const page = await open('/docs/intro', { viewport: { width: 375, height: 800 } });
  t.is(await page.locator('nav.sidebar').count(), 1, 'the page carries the sidebar once');
  await page.locator('[data-menu-toggle]').click();
  const menu = page.locator('.nav-drawer').getByRole('navigation', { name: 'Docs menu' });
  await menu.locator('summary', { hasText: 'Closed' }).locator('.sidebar-caret').click();
  t.true(await menu.getByRole('link', { name: 'Closed one' }).isVisible());
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
  const column = page.locator('.docs-sidebar').getByRole('navigation', { name: 'Docs' });
  t.true(await column.getByRole('link', { name: 'Closed one' }).isVisible(), 'back in the column, still open');
  t.is(await page.locator('nav.sidebar').count(), 1);
  await close(page);
});
