// The site's chrome on the real Geo Garden Club build, in Chromium at 1280 and 375 px: navbar,
// drawer, announcement bar, footer, not-found page and accessibility.
import test from 'ava';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { buildRealSite, focusIn, inPage, newContext, recordPageLoads, siteInChromium, styleOf, until } from './_served.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const site = siteInChromium(buildRealSite);

async function open(route: string, viewport = DESKTOP, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newContext(site.browser, { viewport, ...options });
  const page = await context.newPage();
  await page.goto(site.origin + route);
  return page;
}

const drawer = (page: Page) => page.locator('dialog.nav-drawer');

test.serial('the navbar carries the site links, the Get Started button and the social icons at 1280 px', async (t) => {
  const page = await open('/pricing');
  const links = page.locator('.navbar-left a');
  t.deepEqual(await links.allTextContents(), ['Pricing', 'About', 'User Guide', 'News', 'FAQ', 'Get Started']);
  t.deepEqual(await inPage(page, "[...document.querySelectorAll('.navbar-left a')].map((a) => a.getAttribute('href'))"), ['/pricing', '/docs/home/welcome', '/docs/user-guide/overview', '/news', '/docs/user-guide/faq', '/docs/user-guide/get-started/overview']);
  t.regex((await page.locator('.navbar-left a', { hasText: 'Get Started' }).getAttribute('class')) ?? '', /\bbutton\b/);
  const social = page.locator('.navbar-right a');
  t.deepEqual(await inPage(page, "[...document.querySelectorAll('.navbar-right a')].map((a) => [a.getAttribute('aria-label'), a.getAttribute('target'), a.getAttribute('rel')])"), [
    ['Geo Garden Club on Instagram', '_blank', 'noopener noreferrer'],
    ['Geo Garden Club on Facebook', '_blank', 'noopener noreferrer'],
    ['Geo Garden Club on YouTube', '_blank', 'noopener noreferrer'],
  ]);
  for (const anchor of await social.all()) t.true(await anchor.isVisible());
  t.false(await page.locator('[data-menu-toggle]').isVisible());
  await page.context().close();
});

test.serial('the link to the current page carries aria-current, and its section link on a post', async (t) => {
  const page = await open('/pricing');
  t.is(await page.locator('.navbar-left a', { hasText: 'Pricing' }).getAttribute('aria-current'), 'page');
  t.is(await page.locator('.navbar-left a', { hasText: 'News' }).getAttribute('aria-current'), null);
  await page.goto(`${site.origin}/news/2025/10/22/release`);
  t.is(await page.locator('.navbar-left a', { hasText: 'News' }).getAttribute('aria-current'), 'true');
  await page.context().close();
});

test.serial('the navbar hides while scrolling down and comes back when scrolling up', async (t) => {
  const page = await open('/docs/user-guide/beds');
  const navbar = page.locator('header.navbar');
  await page.mouse.move(640, 500);
  await page.mouse.wheel(0, 900);
  await until(page, "document.querySelector('header.navbar').getBoundingClientRect().bottom <= 0");
  t.true((await navbar.boundingBox())!.y < 0);
  await page.mouse.wheel(0, -300);
  await until(page, "document.querySelector('header.navbar').getBoundingClientRect().top >= 0");
  t.true(await page.locator('.navbar-left a', { hasText: 'Pricing' }).isVisible());
  await page.context().close();
});

test.serial('below 996 px a menu button opens a drawer with the nav links, and Escape closes it', async (t) => {
  const page = await open('/pricing', PHONE);
  const button = page.locator('[data-menu-toggle]');
  t.false(await page.locator('.navbar-left').isVisible());
  t.is(await button.getAttribute('aria-expanded'), 'false');
  await button.click();
  t.true(await drawer(page).isVisible());
  t.is(await button.getAttribute('aria-expanded'), 'true');
  const texts = (await drawer(page).locator('.nav-drawer-links a').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  t.deepEqual(texts, ['Pricing', 'About', 'User Guide', 'News', 'FAQ', 'Get Started', 'Instagram (opens in a new tab)', 'Facebook (opens in a new tab)', 'YouTube (opens in a new tab)']);
  t.true(await focusIn(page, 'dialog[open]', true), 'focus moves into the drawer');
  await page.keyboard.press('Escape');
  t.false(await drawer(page).isVisible());
  // The dialog's close event, which resets the button, is a task queued after the Escape.
  await page.locator('[data-menu-toggle][aria-expanded="false"]').waitFor({ timeout: 5000 });
  t.is(await button.getAttribute('aria-expanded'), 'false');
  t.true(await focusIn(page, '[data-menu-toggle]'), 'focus returns to the menu button');
  await page.context().close();
});

test.serial('on a docs page the drawer opens on the docs menu, with a way back to the main menu', async (t) => {
  const page = await open('/docs/user-guide/beds', PHONE);
  await page.locator('[data-menu-toggle]').click();
  const back = drawer(page).getByRole('button', { name: '← Back to main menu' });
  t.true(await back.isVisible());
  t.true(await drawer(page).locator('a[aria-current="page"]', { hasText: 'Beds' }).isVisible());
  t.false(await drawer(page).getByRole('link', { name: 'Pricing' }).isVisible());
  await back.click();
  t.true(await drawer(page).getByRole('link', { name: 'Pricing' }).isVisible());
  t.false(await drawer(page).locator('a', { hasText: 'Beds' }).isVisible());
  await drawer(page).getByRole('button', { name: 'Docs menu →' }).click();
  t.true(await back.isVisible());
  await page.context().close();
});

test.serial('the drawer closes on a backdrop click, and on a link click that opens the page', async (t) => {
  const page = await open('/docs/user-guide/beds', PHONE);
  await page.locator('[data-menu-toggle]').click();
  await page.mouse.click(PHONE.width - 10, 400); // beside the panel: the backdrop
  t.false(await drawer(page).isVisible());
  await page.locator('[data-menu-toggle]').click();
  await drawer(page).locator('a', { hasText: 'Crops' }).click();
  await page.waitForURL('**/docs/user-guide/crops');
  t.is(await page.locator('h1').textContent(), 'Crops');
  t.false(await drawer(page).isVisible());
  await page.context().close();
});

test.serial('focus stays inside the open drawer and the page does not scroll behind it', async (t) => {
  const page = await open('/docs/user-guide/beds', PHONE);
  await page.locator('[data-menu-toggle]').click();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press(key);
      if (!(await focusIn(page, 'dialog[open]', true))) return t.fail(`${key} #${step + 1} left the drawer`);
    }
  }
  await page.mouse.move(PHONE.width - 10, 400);
  await page.mouse.wheel(0, 800);
  await page.mouse.move(100, 400);
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(300);
  t.is(await inPage(page, 'scrollY'), 0);
  await page.keyboard.press('Escape');
  await page.mouse.wheel(0, 800);
  await until(page, 'scrollY > 0');
  t.pass();
  await page.context().close();
});

test.serial('the announcement bar is teal with white text, links to the release post, and has no close button', async (t) => {
  const page = await open('/pricing');
  // A dismissal stored for this very id must not hide a bar that is not closeable.
  await inPage(page, "localStorage.setItem('announcement-dismissed', 'Release-2.27')");
  await page.reload();
  const bar = page.locator('.announcement');
  t.true(await bar.isVisible());
  t.is(await bar.getAttribute('data-announcement-id'), 'Release-2.27');
  t.deepEqual([await styleOf(page, '.announcement', 'backgroundColor'), await styleOf(page, '.announcement', 'color')], ['rgb(2, 105, 92)', 'rgb(255, 255, 255)']);
  t.regex((await bar.textContent()) ?? '', /Release 2\.27\.0 now available/);
  t.is(await bar.locator('a').getAttribute('href'), '/news/2025/10/22/release');
  t.is(await bar.locator('button').count(), 0);
  await page.context().close();
});

test.serial('the footer is dark with the three links and the 2025 copyright', async (t) => {
  const page = await open('/pricing');
  const footer = page.locator('footer.footer');
  t.regex((await footer.getAttribute('class')) ?? '', /\bfooter-dark\b/);
  t.true(luminance(await styleOf(page, 'footer.footer', 'backgroundColor')) < 0.05);
  t.deepEqual(await inPage(page, "[...document.querySelectorAll('footer a')].map((a) => [a.textContent, a.getAttribute('href')])"), [
    ['Terms and Conditions', '/docs/user-guide/terms-and-conditions'],
    ['Privacy', '/docs/user-guide/privacy'],
    ['Contact Us', '/docs/home/contact-us'],
  ]);
  t.is(await footer.locator('.footer-copyright').textContent(), 'Copyright © 2025 Geo Garden Club, LLC');
  await page.context().close();
});

test.serial('an unknown address shows the not-found page with links to the docs, the news and home', async (t) => {
  const context = await newContext(site.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  const response = await page.goto(`${site.origin}/no/such/page`);
  t.is(response?.status(), 404);
  t.is(await page.locator('h1').textContent(), 'Page Not Found');
  t.deepEqual(await inPage(page, "[...document.querySelectorAll('main a')].map((a) => a.getAttribute('href'))"), ['/docs', '/news', '/']);
  await page.locator('main a', { hasText: 'news' }).click();
  await page.waitForURL('**/news');
  t.is(await page.locator('h1').textContent(), 'GeoGardenClub News');
  await context.close();
});

test.serial('the skip link is the first stop for the keyboard and moves focus to the main content', async (t) => {
  const page = await open('/docs/user-guide/beds');
  await page.keyboard.press('Tab');
  const skip = page.locator('a.skip-link');
  t.true(await focusIn(page, 'a.skip-link'));
  const box = (await skip.boundingBox())!;
  t.true(box.y >= 0 && box.height > 0, 'visible when focused');
  t.not(await styleOf(page, 'a.skip-link', 'outlineStyle'), 'none');
  await page.keyboard.press('Enter');
  t.true(await focusIn(page, 'main#main'));
  await page.context().close();
});

test.serial('the menu and the colour toggle work from the keyboard, with a visible focus ring', async (t) => {
  const page = await open('/pricing', PHONE);
  const button = page.locator('[data-menu-toggle]');
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab'); // focus by keyboard, so :focus-visible applies
  t.not(await styleOf(page, '[data-menu-toggle]', 'outlineStyle'), 'none');
  await page.keyboard.press('Enter');
  t.true(await drawer(page).isVisible());
  await page.keyboard.press('Escape');
  // The drawer gives focus back to the menu button when its close event comes, a task later:
  // focusing the toggle before that would have the Enter below open the drawer again.
  await page.waitForFunction(`document.activeElement?.matches('[data-menu-toggle]') === true`, undefined, { timeout: 5_000 });
  t.false(await drawer(page).isVisible());
  const toggle = page.locator('[data-theme-toggle]');
  await toggle.focus();
  await page.keyboard.press('Enter');
  t.is(await themeBecomes(page, 'dark'), 'dark');
  t.regex((await toggle.getAttribute('aria-label')) ?? '', /now dark mode/);
  // Space clicks on key up; on a loaded machine the page may take a moment to handle it.
  await page.keyboard.press(' ');
  t.is(await themeBecomes(page, 'light'), 'light');
  await page.context().close();
});

for (const theme of ['light', 'dark'] as const) {
  test.serial(`chrome and page text meet WCAG AA contrast in ${theme} mode`, async (t) => {
    const context = await newContext(site.browser, { viewport: DESKTOP });
    await context.addInitScript(`localStorage.setItem('theme', '${theme}')`);
    const page = await context.newPage();
    await page.goto(`${site.origin}/docs/user-guide/beds`);
    const selectors = ['.navbar-title', '.navbar-left a:not(.button)', '.navbar-left a.button', '.announcement-content', '.announcement a', '.sidebar-link.active', '.sidebar-link:not(.active)', '.breadcrumbs a', '.markdown p', 'footer a', '.footer-copyright'];
    const found = await inPage<Array<{ selector: string; color: string; background: string }>>(page, `(${COLORS_OF})(${JSON.stringify(selectors)})`);
    for (const { selector, color, background } of found) {
      const ratio = contrast(color, background);
      t.true(ratio >= 4.5, `${selector}: ${color} on ${background} is ${ratio.toFixed(2)}:1`);
    }
    t.is(found.length, selectors.length);
    await context.close();
  });
}

test.serial('with reduced motion the navbar and the drawer do not animate', async (t) => {
  const page = await open('/pricing', PHONE, { reducedMotion: 'reduce' });
  t.is(await styleOf(page, 'header.navbar', 'transitionDuration'), '0s');
  await page.locator('[data-menu-toggle]').click();
  t.is(await styleOf(page, 'dialog.nav-drawer', 'animationName'), 'none');
  await page.context().close();
});

test.serial('without JavaScript the nav links stay reachable at 375 px and load pages normally', async (t) => {
  const page = await open('/docs/user-guide/beds', PHONE, { javaScriptEnabled: false });
  const loads = recordPageLoads(page);
  t.false(await page.locator('[data-menu-toggle]').isVisible());
  const pricing = page.locator('.navbar-left a', { hasText: 'Pricing' });
  t.true(await pricing.isVisible());
  t.is(await inPage(page, 'document.documentElement.scrollWidth - innerWidth'), 0, 'no sideways scrolling');
  await pricing.click();
  await page.waitForURL('**/pricing');
  t.deepEqual(loads, ['/pricing']);
  await page.context().close();
});

function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** In the page: each selector's first visible element, its text colour and the opaque colour behind it. */
const COLORS_OF = `(selectors) => selectors.flatMap((selector) => {
  const element = [...document.querySelectorAll(selector)].find((candidate) => candidate.getClientRects().length > 0);
  if (!element) return [];
  let background = 'rgb(255, 255, 255)';
  for (let node = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (color !== 'transparent' && !/rgba\\(.*,\\s*0\\)$/.test(color)) { background = color; break; }
  }
  return [{ selector, color: getComputedStyle(element).color, background }];
})`;

/** The page's colour mode once it is `expected`, or what it still is after five seconds. */
async function themeBecomes(page: Page, expected: string): Promise<string | null> {
  await page.waitForFunction(`document.documentElement.dataset.theme === ${JSON.stringify(expected)}`, undefined, { timeout: 5_000 }).catch(() => {});
  return page.getAttribute('html', 'data-theme');
}
