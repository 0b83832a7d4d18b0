// knownKeysAt reads zod's internal definitions (`schema._zod.def`), which zod does not promise to
// keep: zod is pinned exactly in package.json, and these tests fail when an upgrade moves them.
import { readFileSync } from 'node:fs';
import test from 'ava';
import { z } from 'zod';
import { knownKeysAt } from './zod-schema-keys.js';

test('zod is pinned to one exact version, since the key walk reads its internals', (t) => {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
  t.regex(manifest.dependencies['zod'] ?? '', /^\d+\.\d+\.\d+$/);
});

test('known keys are found through wrappers, lists and unions', (t) => {
  const schema = z
    .strictObject({ items: z.array(z.union([z.string(), z.strictObject({ label: z.string(), to: z.string() })])).default([]) })
    .prefault({})
    .transform((value) => value);
  t.deepEqual(knownKeysAt(schema, []), ['items']);
  t.deepEqual(knownKeysAt(schema, ['items', 3]), ['label', 'to']);
  t.deepEqual(knownKeysAt(schema, ['nothing']), []);
});

test('known keys are found through records, optional, nullable and catch wrappers', (t) => {
  const schema = z.strictObject({
    sidebars: z.record(z.string(), z.array(z.strictObject({ type: z.string(), dirName: z.string() }).optional())).optional(),
    footer: z.strictObject({ copyright: z.string(), style: z.string() }).nullable().catch(null),
  });
  t.deepEqual(knownKeysAt(schema, ['sidebars', 'docs', 0]), ['type', 'dirName']);
  t.deepEqual(knownKeysAt(schema, ['footer']), ['copyright', 'style']);
});

test('known keys are found through a pipe into another schema', (t) => {
  const schema = z.strictObject({ label: z.string() }).pipe(z.strictObject({ label: z.string().min(1) }));
  t.deepEqual(knownKeysAt(schema, []), ['label']);
});
