// The real site's top-level pages in real Chromium: they fit phones from 320 px, the pricing
// table shows all four plans at 375 px, text passes WCAG AA contrast in both colour modes, and
// the landing page does not shift while its images load.
import test from 'ava';
import { chromium, type Browser, type Page } from 'playwright-core';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from './_browser.js';
import { copyRealSite } from './_real-site.js';
import { serve, type Served } from './_served.js';
import { runCli } from './_site.js';

let browser: Browser;
let server: Served | undefined;
let origin: string;

test.before(async () => {
  const root = copyRealSite();
  const result = await runCli(['build'], root);
  if (result.code !== 0) throw new Error(result.stderr);
  server = await serve(path.join(root, 'dist'));
  origin = server.origin;
  browser = await chromium.launch(CHROMIUM_LAUNCH);
});

test.after.always(async () => {
  await browser?.close();
  server?.close();
});

async function open(route: string, width: number, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.addInitScript(`localStorage.setItem('theme', '${theme}')`);
  await page.goto(origin + route, { waitUntil: 'load' });
  return page;
}

test('no top-level page scrolls sideways at 320, 375 or 1280 px', async (t) => {
  const overflowing: string[] = [];
  for (const route of ['/', '/pricing', '/ambassadors', '/intern', '/markdown-page', '/testpage', '/index-old']) {
    for (const width of [320, 375, 1280]) {
      const page = await open(route, width);
      const extra = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as number;
      if (extra > 0) overflowing.push(`${route} at ${width} px: ${extra} px too wide`);
      await page.close();
    }
  }
  t.deepEqual(overflowing, []);
});

test('the pricing table shows all four columns on a 375 px phone without scrolling', async (t) => {
  const page = await open('/pricing', 375);
  const table = page.locator('.markdown table').first();
  t.deepEqual(await table.locator('thead th').allTextContents(), ['Feature', 'Free', 'Gardener', 'Community']);
  const fits = await page.evaluate('(() => { const table = document.querySelector(".markdown table"); return table.scrollWidth <= table.clientWidth; })()');
  t.true(fits, 'the table fits its column');
  t.true(await page.getByRole('cell', { name: '$89.99' }).isVisible());
  await page.close();
});

// Runs in the page: each element's text colour against the colour really behind it (semi-
// transparent backgrounds composited over their ancestors), as a WCAG contrast ratio.
const CONTRASTS = `(() => {
  const parse = (value) => {
    const srgb = value.match(/color\\(srgb ([\\d.e-]+) ([\\d.e-]+) ([\\d.e-]+)(?: \\/ ([\\d.]+))?\\)/);
    if (srgb) return [srgb[1] * 255, srgb[2] * 255, srgb[3] * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
    const rgb = value.match(/rgba?\\(([\\d.]+),? ([\\d.]+),? ([\\d.]+)(?:,? \\/? ?([\\d.]+))?\\)/);
    return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])] : [0, 0, 0, 0];
  };
  const over = (top, bottom) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
  const behind = (element) => {
    const layers = [];
    for (let node = element; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reverse().reduce((bottom, top) => over(top, bottom), [255, 255, 255, 1]);
  };
  const luminance = (c) => { const [r, g, b] = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const results = [];
  for (const element of document.querySelectorAll('main *')) {
    const text = [...element.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent.trim()).join('');
    if (!text || element.getClientRects().length === 0) continue;
    const style = getComputedStyle(element);
    const bg = behind(element);
    const fg = over(parse(style.color), bg);
    const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    results.push({ text: text.slice(0, 40), ratio: Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100, needed: large ? 3 : 4.5 });
  }
  return results;
})()`;

for (const theme of ['light', 'dark'] as const) {
  test(`text on the top-level pages meets WCAG AA contrast in ${theme} mode`, async (t) => {
    const failures: string[] = [];
    for (const route of ['/', '/pricing', '/index-old', '/testpage']) {
      const page = await open(route, 1280, theme);
      const results = await page.evaluate(CONTRASTS) as Array<{ text: string; ratio: number; needed: number }>;
      t.true(results.length > 10, `${route}: text found`);
      failures.push(...results.filter((result) => result.ratio < result.needed).map((result) => `${route} "${result.text}": ${result.ratio} < ${result.needed}`));
      await page.close();
    }
    t.deepEqual(failures, []);
  });
}

test('the landing page does not shift while its images arrive late on a phone', async (t) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 2400 } });
  // Hold the illustrations back so the text is laid out first: their width and height must
  // already reserve the space, or everything below them jumps when they arrive.
  await page.route('**/img/landing/*.svg', (route) => { setTimeout(() => void route.continue(), 400); });
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  const shift = await page.evaluate(`new Promise((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) total += entry.value; }).observe({ type: 'layout-shift', buffered: true });
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
  })`) as number;
  // Layout shift is scored to three decimals (Web Vitals, Lighthouse); sub-pixel rounding can
  // register ~0.00001 under load. A missing width/height here measures 0.075.
  t.true(shift < 0.001, `layout shift ${shift}`);
  await page.close();
});
