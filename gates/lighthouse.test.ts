import test from 'ava';
import { BROKEN_SITE, GOOD_SITE } from './_fixtures.js';
import { scorePages } from './lighthouse.js';
import { serveSite } from './site.js';
import { lighthouseFailures } from './verdict.js';

// One test, so the two Lighthouse runs (each with its own Chromium) follow each other.
test('Lighthouse holds the good fixture to every budget and marks the broken one down for accessibility', async (t) => {
  const [good, broken] = await Promise.all([serveSite(GOOD_SITE), serveSite(BROKEN_SITE)]);
  try {
    const [goodRow] = await scorePages(good.origin, ['/']);
    t.deepEqual(lighthouseFailures(goodRow ? [goodRow] : []), [], JSON.stringify(goodRow));
    const [brokenRow] = await scorePages(broken.origin, ['/']);
    t.true((brokenRow?.scores.accessibility ?? 100) < 100, JSON.stringify(brokenRow));
    const failures = lighthouseFailures(brokenRow ? [brokenRow] : []);
    t.regex(failures.join('\n'), /accessibility: image-alt/);
    t.regex(failures.join('\n'), /best-practices: errors-in-console/);
  } finally {
    await good.close();
    await broken.close();
  }
});
