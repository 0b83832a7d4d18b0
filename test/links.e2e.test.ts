// End to end: the build checks the final HTML of every page for broken links and anchors,
// names where each was written, and onBrokenLinks / onBrokenAnchors / onDuplicateRoutes decide.
import test from 'ava';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MINIMAL_SITE, REPO_ROOT, fixtureConfig, makeSite, read, runCli, snapshot, writeFiles } from './_site.js';

/** The 1-based line of the first line of `text` containing `needle`. */
function lineOf(text: string, needle: string): number {
  return text.split('\n').findIndex((line) => line.includes(needle)) + 1;
}

const BROKEN_DOC = '---\ntitle: Links\n---\n\nFine: [intro](/docs/intro) and [staking](./crops/tomatoes.md#staking).\n\nGone: [old page](/docs/old-page).\n\n![Bed plan](/img/bed-plan.png)\n\nAlso [gone again](/docs/old-page?ref=x).\n';

test('a missing page and a missing image fail the build with file and line, all at once, and the previous dist/ stays', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  t.is((await runCli(['build'], root)).code, 0);
  const before = await snapshot(path.join(root, 'dist'));
  writeFiles(root, { 'content/docs/links.md': BROKEN_DOC });
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  t.true(result.stderr.includes('error content/docs/links.md:7  broken link to /docs/old-page (on /docs/links)'), result.stderr);
  t.true(result.stderr.includes('error content/docs/links.md:9  missing image /img/bed-plan.png (on /docs/links)'), result.stderr);
  t.true(result.stderr.includes('error content/docs/links.md:11  broken link to /docs/old-page?ref=x (on /docs/links)'), result.stderr);
  t.regex(result.stderr, /hint: nothing is built at \/docs\/old-page/);
  t.regex(result.stderr, /build failed: 3 errors/);
  t.deepEqual(await snapshot(path.join(root, 'dist')), before);
  // Pages were written to a staging folder as they were rendered: the failed check threw it away.
  t.deepEqual(readdirSync(root).filter((name) => name.startsWith('dist.staging-')), []);
});

test('a missing anchor warns by default, with a near miss, and fails with onBrokenAnchors: throw', async (t) => {
  const doc = '---\ntitle: Anchors\n---\n\nSee [staking](./crops/tomatoes.md#stakng) and [here](#nowhere).\n';
  const warned = await runCli(['build'], makeSite({ ...MINIMAL_SITE, 'content/docs/anchors.md': doc }));
  t.is(warned.code, 0, warned.stderr);
  t.true(warned.stderr.includes('warning content/docs/anchors.md:5  broken anchor /docs/crops/tomatoes#stakng: no id "stakng" on /docs/crops/tomatoes (on /docs/anchors)'), warned.stderr);
  t.true(warned.stderr.includes('warning content/docs/anchors.md:5  broken anchor #nowhere: no id "nowhere" on /docs/anchors (on /docs/anchors)'), warned.stderr);
  t.regex(warned.stderr, /hint: did you mean #staking\?/);
  t.regex(warned.stderr, /2 warnings/);
  const thrown = await runCli(['build'], makeSite({ ...MINIMAL_SITE, 'content/docs/anchors.md': doc, 'site.config.ts': fixtureConfig("onBrokenAnchors: 'throw',") }));
  t.is(thrown.code, 1);
  t.regex(thrown.stderr, /error content\/docs\/anchors\.md:5 {2}broken anchor/);
});

test('onBrokenLinks: warn builds with warnings; ignore builds silently', async (t) => {
  const files = { ...MINIMAL_SITE, 'content/docs/links.md': BROKEN_DOC };
  const warned = await runCli(['build'], makeSite({ ...files, 'site.config.ts': fixtureConfig("onBrokenLinks: 'warn',") }));
  t.is(warned.code, 0, warned.stderr);
  t.true(warned.stderr.includes('warning content/docs/links.md:7  broken link to /docs/old-page'), warned.stderr);
  t.regex(warned.stderr, /3 warnings/);
  const ignored = await runCli(['build'], makeSite({ ...files, 'site.config.ts': fixtureConfig("onBrokenLinks: 'ignore',") }));
  t.is(ignored.code, 0, ignored.stderr);
  t.false(ignored.stderr.includes('warning'), ignored.stderr);
});

test('a broken navbar link is one error naming site.config.ts, its line and the item', async (t) => {
  const config = fixtureConfig("navbar: { items: [{ label: 'Docs', to: '/docs/intro' }, { label: 'About', to: '/abuot' }] },");
  const result = await runCli(['build'], makeSite({ ...MINIMAL_SITE, 'site.config.ts': config }));
  t.is(result.code, 1);
  t.true(result.stderr.includes(`error site.config.ts:${lineOf(config, "'/abuot'")}  navbar.items[1] 'About': broken link to /abuot (on every page)`), result.stderr);
  t.regex(result.stderr, /hint: did you mean \/about\?/);
  t.regex(result.stderr, /build failed: 1 error;/);
});

test('a broken link item in the sidebars file names the sidebars file and line', async (t) => {
  const sidebars = "export default {\n  docs: [\n    'intro',\n    'crops/tomatoes',\n    { type: 'link', label: 'Planting calendar', href: '/docs/calendar' },\n  ],\n};\n";
  const result = await runCli(['build'], makeSite({ ...MINIMAL_SITE, 'content/docs/sidebars.ts': sidebars }));
  t.is(result.code, 1);
  t.regex(result.stderr, /error content\/docs\/sidebars\.ts:5 {2}broken link to \/docs\/calendar \(on \/docs\/\S+ and \d+ other pages?\)/);
});

test('duplicate routes: warn by default, fail with throw, silent with ignore', async (t) => {
  const files = { ...MINIMAL_SITE, 'content/pages/docs/intro.md': '---\ntitle: Clash\n---\n\nSame route as the doc.\n' };
  const [warned, thrown, ignored] = await Promise.all(
    ['', "onDuplicateRoutes: 'throw',", "onDuplicateRoutes: 'ignore',"].map((extra) => runCli(['build'], makeSite({ ...files, 'site.config.ts': fixtureConfig(extra) }))),
  );
  t.is(warned?.code, 0, warned?.stderr);
  t.regex(warned?.stderr ?? '', /warning content\/docs\/intro\.md:1 {2}duplicate route \/docs\/intro: also produced by content\/pages\/docs\/intro\.md/);
  t.is(thrown?.code, 1);
  t.regex(thrown?.stderr ?? '', /error content\/docs\/intro\.md:1 {2}duplicate route \/docs\/intro/);
  t.is(ignored?.code, 0);
  t.false(ignored?.stderr.includes('duplicate route'), ignored?.stderr);
});

test('no false positives: heading ids, TOC, .html forms, queries, mailto and tel, tags, pagination, feeds, hashed images, static files', async (t) => {
  const root = makeSite({
    ...MINIMAL_SITE,
    'site.config.ts': fixtureConfig("news: { title: 'Fixture News', postsPerPage: 1 }, linkCheck: { skip: ['^/api/'] }, onBrokenLinks: 'warn',"),
    'content/docs/forms.md': [
      '---', 'title: Forms', '---', '', '## Café au lait', '', '### Second heading {#custom}', '',
      '[accented](#café-au-lait), [custom](#custom), [html form](/docs/intro.html), [index form](/docs/crops/tomatoes/index.html#staking)',
      '[query](/docs/intro?from=forms#beds), [news page 2](/news/page/2), [tag](/news/tags/releases), [rss](/news/rss.xml), [atom](/news/atom.xml)',
      '[mail](mailto:hello@fixture.example), [phone](tel:+15551234567), [sitemap](/sitemap.xml), [robots](/robots.txt), [favicon](/favicon.svg)',
      '[external](https://example.com/nowhere), [api](/api/status), [top](#top), [home](/), [404](/404.html)', '',
      '![local image](./img/bed.svg)', '',
      '<a href="../docs/intro#beds">relative</a> <img src="/favicon.svg" srcset="/favicon.svg 1x, /favicon.svg 2x" alt="">', '',
      'And one that is broken on purpose: [planted](/docs/planted).', '',
    ].join('\n'),
    'content/docs/img/bed.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
    'content/news/2025-03-02-second.md': '---\ntitle: Second\ntags: [releases]\n---\n\nSee [beds](/docs/intro#beds).\n',
    'content/news/2025-03-03-third.md': '---\ntitle: Third\n---\n\nThe third.\n',
  });
  const result = await runCli(['build'], root);
  t.is(result.code, 0, result.stderr);
  // The check ran, and found the planted link and nothing else.
  t.deepEqual(result.stderr.split('\n').filter((line) => line.startsWith('warning')), ['warning content/docs/forms.md:18  broken link to /docs/planted (on /docs/forms)']);
  t.regex(read(root, 'dist/docs/forms.html'), /src="\/assets\/images\/bed-[0-9a-f]{8}\.svg"/);
  t.true(existsSync(path.join(root, 'dist/news/page/2.html')));
});

test('the real site builds with no broken links or anchors', async (t) => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'garden-real-')), 'dist');
  const result = await runCli(['build', '--out', out], REPO_ROOT);
  t.is(result.code, 0, result.stderr);
  t.false(/broken (link|anchor)|missing (image|file)/.test(result.stderr), result.stderr);
});
