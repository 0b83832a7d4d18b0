// End to end: the real CLI builds fixture sites in temp folders.
import test from 'ava';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MINIMAL_SITE, fixtureConfig, makeSite, read, runCli, snapshot, writeFiles } from './_site.js';

test('builds a small site: landing page, doc, post, feeds, sitemap, 404', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const result = await runCli(['build'], root);
  t.is(result.code, 0, result.stderr);
  t.regex(result.stderr, /built \d+ pages into dist in \d+\.\d\d s/);
  for (const file of ['docs/intro.html', 'docs/crops/tomatoes.html', 'docs.html', 'news.html', 'news/2025/03/01/first-post.html', 'about.html', '404.html', 'sitemap.xml', 'robots.txt', 'news/rss.xml']) {
    t.true(existsSync(path.join(root, 'dist', file)), `${file} was written`);
  }
  const doc = read(root, 'dist/docs/intro.html');
  t.regex(doc, /<html lang="en" dir="ltr"/);
  t.regex(doc, /<title>Introduction \| Fixture Garden<\/title>/);
  t.regex(doc, /<link rel="canonical" href="https:\/\/fixture.example\/docs\/intro">/);
  t.regex(doc, /<meta name="generator" content="garden-site v0\.1\.0">/);
  t.regex(doc, /<link rel="stylesheet" href="\/assets\/main-[A-Z0-9]+\.css">/);
  // The relative .md link became the route of the page built from it, fragment kept.
  t.regex(doc, /href="\/docs\/crops\/tomatoes#staking"/);
  t.regex(read(root, 'dist/docs/crops/tomatoes.html'), /--shiki-light/);
});

test('plain output without a TTY: no colour codes', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const result = await runCli(['build'], root);
  t.is(result.code, 0);
  t.false(result.stderr.includes('\u001b['), 'no escape sequences');
});

test('invalid front matter: file:line, exit 1, and the previous dist/ byte for byte as it was', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  t.is((await runCli(['build'], root)).code, 0);
  const before = await snapshot(path.join(root, 'dist'));
  writeFiles(root, {
    'content/docs/bad.md': '---\ntitle: Bad\nsidebar_position: first\nhide_table_of_contents: maybe\n---\n\nText.\n',
    'content/docs/worse.md': '---\ntitle: a: b\n---\n\nText.\n',
  });
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.true(result.stderr.includes('content/docs/bad.md:3  sidebar_position: expected a number'), result.stderr);
  t.true(result.stderr.includes('content/docs/bad.md:4  hide_table_of_contents: expected true or false'), result.stderr);
  t.regex(result.stderr, /content\/docs\/worse\.md:2 {2}.*YAML|content\/docs\/worse\.md:2/);
  t.regex(result.stderr, /hint: /);
  t.regex(result.stderr, /build failed: 3 errors/);
  t.deepEqual(await snapshot(path.join(root, 'dist')), before);
});

test('config errors are one line per problem with the path, and exit 1', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'site.config.ts': fixtureConfig("navbar: { items: [{ label: 'A', to: '/a' }, { label: 'B', to: '/b' }, { label: 'C', to: 3 }] }, onBrokenLinks: 'explode',") });
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.true(result.stderr.includes('navbar.items[2].to: expected a string'), result.stderr);
  t.true(result.stderr.includes('onBrokenLinks: expected one of ignore | warn | throw'), result.stderr);
  t.false(existsSync(path.join(root, 'dist')));
});

test('MDX import lines and unknown components name file and line', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'content/docs/mdx.md': '---\ntitle: MDX\n---\n\nimport Chart from "./chart";\n\nSome text.\n\n<Chart data={1} />\n' });
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.regex(result.stderr, /content\/docs\/mdx\.md:5 .*import/);
  t.regex(result.stderr, /content\/docs\/mdx\.md:9 .*Chart/);
});

test('a link to a missing markdown file fails with the line of the link', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'content/docs/links.md': '---\ntitle: Links\n---\n\nFine: [intro](./intro.md)\n\nBroken: [gone](./gone.md)\n' });
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.regex(result.stderr, /content\/docs\/links\.md:7 .*gone\.md/);
});

test('an unknown doc id in the sidebars file names the id and the file', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'content/docs/sidebars.ts': "export default {\n  main: [\n    'intro',\n    'crops/tomatos',\n  ],\n};\n" });
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.true(result.stderr.includes("content/docs/sidebars.ts:4  main[1]: unknown doc id 'crops/tomatos'"), result.stderr);
  t.regex(result.stderr, /did you mean 'crops\/tomatoes'/);
});

test('an unknown author key is an error with file and line', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'content/news/2025-04-01-second.md': '---\ntitle: Second\nauthors: [rut]\n---\n\nText.\n' });
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.true(result.stderr.includes("content/news/2025-04-01-second.md:3  authors: unknown author key 'rut'"), result.stderr);
  t.regex(result.stderr, /did you mean 'ruth'/);
});

test('duplicate routes warn by default and fail with onDuplicateRoutes: throw', async (t) => {
  const files = { ...MINIMAL_SITE, 'content/pages/docs/intro.md': '---\ntitle: Clash\n---\n\nSame route as the doc.\n' };
  const warned = await runCli(['build'], makeSite(files));
  t.is(warned.code, 0, warned.stderr);
  t.regex(warned.stderr, /warning .*duplicate route \/docs\/intro/);
  t.regex(warned.stderr, /1 warning/);
  const thrown = await runCli(['build'], makeSite({ ...files, 'site.config.ts': fixtureConfig("onDuplicateRoutes: 'throw',") }));
  t.is(thrown.code, 1);
});

test('--out and --config choose where the build reads and writes', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'other.config.ts': fixtureConfig().replace("'Fixture Garden'", "'Other Garden'") });
  const result = await runCli(['build', '--out', 'public', '--config', 'other.config.ts'], root);
  t.is(result.code, 0, result.stderr);
  t.regex(read(root, 'public/docs/intro.html'), /<title>Introduction \| Other Garden<\/title>/);
  t.false(existsSync(path.join(root, 'dist')));
});
