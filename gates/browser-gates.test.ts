// The accessibility gate and the smoke walk in real Chromium, on the gates' fixture sites.
import test from 'ava';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../test/_browser.js';
import { BROKEN_SITE, GOOD_SITE } from './_fixtures.js';
import { checkAccessibility } from './accessibility.js';
import { serveSite, type ServedSite } from './site.js';
import { walkRoutes } from './smoke-walk.js';
import { axeFailures, walkFailures } from './verdict.js';

let browser: Browser;
let good: ServedSite;
let broken: ServedSite;

test.before(async () => {
  [good, broken, browser] = await Promise.all([serveSite(GOOD_SITE), serveSite(BROKEN_SITE), chromium.launch(CHROMIUM_LAUNCH)]);
});

test.after.always(async () => {
  await browser?.close();
  await good?.close();
  await broken?.close();
});

test('axe passes the good fixture in both modes at both widths', async (t) => {
  const rows = await checkAccessibility(browser, good.origin, ['/', '/about']);
  t.is(rows.length, 8);
  t.deepEqual(axeFailures(rows), []);
});

test('axe fails the broken fixture on its image without alt text and its pale text', async (t) => {
  const rows = await checkAccessibility(browser, broken.origin, ['/'], [375], ['light']);
  const failures = axeFailures(rows);
  t.true(failures.some((line) => line.startsWith('axe / (light, 375 px): image-alt (critical)')), failures.join('\n'));
  t.true(failures.some((line) => line.startsWith('axe / (light, 375 px): color-contrast (serious)')), failures.join('\n'));
});

test('the smoke walk visits every route of the good fixture and finds nothing', async (t) => {
  const report = await walkRoutes(browser, good.origin, ['/', '/about']);
  t.is(report.visited, 2);
  t.deepEqual(walkFailures(report), []);
});

test('the smoke walk fails the broken fixture on its missing stylesheet, its console error and an unknown route', async (t) => {
  const report = await walkRoutes(browser, broken.origin, ['/', '/no-such-page']);
  const failures = walkFailures(report);
  // Chromium drops a stylesheet answered with 404 and text/plain, so it shows as a failed request.
  t.true(failures.some((line) => line.startsWith('smoke walk /  ') && line.endsWith(' /missing.css')), failures.join('\n'));
  t.true(failures.includes('smoke walk /  console error: the broken fixture fails on purpose'), failures.join('\n'));
  t.true(failures.includes('smoke walk /no-such-page  HTTP 404 for /no-such-page'), failures.join('\n'));
});
