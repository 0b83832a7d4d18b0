// The built site in real Chromium: the client bundle loads cleanly and upgrades the page.
import test from 'ava';
import { buildFixture, siteInChromium } from './_served.js';
import { MINIMAL_SITE } from './_site.js';

const site = siteInChromium(() => buildFixture({
  ...MINIMAL_SITE,
  'content/docs/tabs.md': '---\ntitle: Tabs\n---\n\n<Tabs groupId="platform">\n<TabItem value="ios" label="iOS" default>\n\nTap **Install**.\n\n</TabItem>\n<TabItem value="android" label="Android">\n\nTap **Get**.\n\n</TabItem>\n</Tabs>\n',
}));

test('a page loads with no console errors and no failed requests', async (t) => {
  const page = await site.browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
  await page.goto(`${site.origin}/docs/intro`);
  t.is(await page.locator('h1').textContent(), 'Introduction');
  t.deepEqual(problems, []);
  await page.close();
});

test('the colour mode toggle switches to dark, and the choice survives a reload with no light flash', async (t) => {
  const page = await site.browser.newPage();
  await page.goto(`${site.origin}/docs/intro`);
  t.is(await page.getAttribute('html', 'data-theme'), 'light');
  await page.click('[data-theme-toggle]');
  t.is(await page.getAttribute('html', 'data-theme'), 'dark');
  t.is(await page.evaluate('localStorage.getItem("theme")'), 'dark');
  // The inline head script sets the mode before any stylesheet or body is parsed.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  t.is(await page.getAttribute('html', 'data-theme'), 'dark');
  await page.close();
});

test('tabs rendered on the server switch on click and remember the choice by groupId', async (t) => {
  const page = await site.browser.newPage();
  await page.goto(`${site.origin}/docs/tabs`);
  const android = page.getByRole('tab', { name: 'Android' });
  t.true(await page.getByText('Tap Install.').isVisible());
  t.false(await page.getByText('Tap Get.').isVisible());
  await android.click();
  t.true(await page.getByText('Tap Get.').isVisible());
  t.is(await page.evaluate('localStorage.getItem("tabs-platform")'), 'android');
  await page.reload();
  t.is(await android.getAttribute('aria-selected'), 'true');
  await page.close();
});
