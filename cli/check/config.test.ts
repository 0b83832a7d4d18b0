// The `linkCheck` section of site.config.ts: defaults, and rejections in a writer's words.
import test from 'ava';
import { SiteConfigSchema } from '../config/schema.js';
import { validate } from '../diagnostics/zod-issues.js';

const MINIMAL = { title: 'Geo Garden Club', url: 'https://geo.example.org' };

test('linkCheck defaults: nothing skipped, 50 requests at a time, 10 s each, 2 retries', (t) => {
  const result = validate(SiteConfigSchema, MINIMAL);
  t.true(result.ok);
  if (result.ok) t.deepEqual(result.data.linkCheck, { skip: [], concurrency: 50, timeout: 10_000, retries: 2 });
});

test('linkCheck: values given are kept', (t) => {
  const result = validate(SiteConfigSchema, { ...MINIMAL, linkCheck: { skip: ['^https://www\\.instagram\\.com/'], concurrency: 8, timeout: 5000, retries: 0 } });
  t.true(result.ok);
  if (result.ok) t.deepEqual(result.data.linkCheck, { skip: ['^https://www\\.instagram\\.com/'], concurrency: 8, timeout: 5000, retries: 0 });
});

const rejected: Array<[string, unknown, { path: string; message: string; hint?: string }]> = [
  ['a skip entry that is not a regular expression', { skip: ['(unclosed'] }, { path: 'linkCheck.skip[0]', message: 'expected a regular expression', hint: "escape special characters with two backslashes, like '^https://example\\\\.com/'" }],
  ['no concurrency', { concurrency: 0 }, { path: 'linkCheck.concurrency', message: 'must be at least 1' }],
  ['negative retries', { retries: -1 }, { path: 'linkCheck.retries', message: 'must be at least 0' }],
  ['a misspelt key', { timout: 5000 }, { path: 'linkCheck.timout', message: "unknown field 'timout'", hint: 'remove it, or check the spelling — did you mean `timeout`?' }],
];

for (const [name, linkCheck, expected] of rejected) {
  test(`linkCheck rejects ${name}`, (t) => {
    const result = validate(SiteConfigSchema, { ...MINIMAL, linkCheck });
    t.deepEqual(result.ok ? [] : result.issues.map(({ path, message, hint }) => ({ path, message, ...(hint === undefined ? {} : { hint }) })), [expected]);
  });
}
