import test from 'ava';
import type { LighthouseRow } from './lighthouse.js';
import { lighthouseFailures } from './verdict.js';

const row = (performance: number, accessibility = 100, failedAudits: string[] = []): LighthouseRow => ({
  path: '/',
  scores: { performance, accessibility, 'best-practices': 100, seo: 100 },
  failedAudits,
  runs: 1,
});

test('Lighthouse: performance 98 and 100 elsewhere is within budget; 97, or 99 accessibility, is not', (t) => {
  t.deepEqual(lighthouseFailures([row(98)]), []);
  t.deepEqual(lighthouseFailures([row(97)]), ['lighthouse /: performance 97 < 98']);
  t.deepEqual(lighthouseFailures([row(100, 96, ['accessibility: link-name (Links do not have a discernible name)'])]), [
    'lighthouse /: accessibility 96 < 100; accessibility: link-name (Links do not have a discernible name)',
  ]);
});
