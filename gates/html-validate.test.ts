import test from 'ava';
import { BROKEN_SITE, GOOD_SITE } from './_fixtures.js';
import { validateSite } from './html-validate.js';
import { htmlFailures } from './verdict.js';

test('html-validate passes the good fixture: every page, no errors', async (t) => {
  const report = await validateSite(GOOD_SITE);
  t.is(report.pages, 2);
  t.deepEqual(htmlFailures(report), []);
});

test('html-validate fails the broken fixture on its duplicate id and its image without alt text', async (t) => {
  const report = await validateSite(BROKEN_SITE);
  const failures = htmlFailures(report);
  t.true(failures.some((line) => /^html-validate index\.html:\d+:\d+ +no-dup-id /.test(line)), failures.join('\n'));
  t.true(failures.some((line) => /^html-validate index\.html:\d+:\d+ +wcag\/h37 /.test(line)), failures.join('\n'));
});
