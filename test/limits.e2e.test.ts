// End to end: content that multiplies into pages is bounded. A post's tags (each has a page)
// by limits.tagsPerPost, at the tags line; the output as a whole by limits.outputBytes, which
// stops the build while it writes and leaves the previous output whole.
import test from 'ava';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureConfig, makeSite, MINIMAL_SITE, runCli, snapshot } from './_site.js';

function postWithTags(count: number): string {
  const tags = Array.from({ length: count }, (_, index) => `bed-${index}`).join(', ');
  return `---\ntitle: Seed swap\nauthors: [ruth]\ntags: [${tags}]\n---\n\nBring seeds to swap.\n`;
}

test('a post with more tags than limits.tagsPerPost is an error at its tags line, and nothing is written', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'content/news/2025-04-01-seed-swap.md': postWithTags(150) });
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.true(result.stderr.startsWith('error content/news/2025-04-01-seed-swap.md:4  tags: 150 tags, more than limits.tagsPerPost allows (100)\n    hint: each tag gets a page listing its posts: keep the few a reader would browse by, or raise limits.tagsPerPost in site.config.ts\n'), result.stderr);
  t.false(existsSync(path.join(root, 'dist')));
});

test('the output stops at limits.outputBytes while it is written, naming its largest parts, and the previous output stays whole', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'site.config.ts': fixtureConfig('limits: { outputBytes: 3_000_000 },'), 'content/news/2025-04-01-seed-swap.md': postWithTags(80) });
  const first = await runCli(['build'], root);
  t.is(first.code, 0, first.stderr);
  const before = await snapshot(path.join(root, 'dist'));

  writeFileSync(path.join(root, 'site.config.ts'), fixtureConfig('limits: { outputBytes: 300_000 },'));
  // Render workers write pages themselves: they count against the same limit.
  const result = await runCli(['build'], root, { env: { GARDEN_SITE_WORKERS: '2' } });
  t.is(result.code, 1);
  const stopped = /^error the output reached limits\.outputBytes \(300,000 bytes\), so the build stopped after writing ([\d,]+) bytes in (\d+) files; most of it: news\/tags\/ \([\d,]+ bytes in \d+ files\)/.exec(result.stderr);
  t.truthy(stopped, result.stderr);
  t.true(Number(stopped?.[1]?.replaceAll(',', '')) <= 300_000);
  t.true(Number(stopped?.[2]) < Object.keys(before).length, 'it stopped before writing the whole site');
  t.regex(result.stderr, /\n {4}hint: a page repeated for each of many tags, or a long list on every page, makes most output; if a site this size is intended, raise limits\.outputBytes in site\.config\.ts\n/);
  t.deepEqual(await snapshot(path.join(root, 'dist')), before);
  t.deepEqual(readdirSync(root).filter((name) => name.startsWith('dist')), ['dist']);
});
