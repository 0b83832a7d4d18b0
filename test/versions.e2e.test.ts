// Versioned docs in Docusaurus's layout: versions.json, versioned_docs/version-X and
// versioned_sidebars/version-X-sidebars.json beside the current docs. One site with two released
// versions plus the unreleased docs, built once; then a copy with mistakes in each file.
import test from 'ava';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { anchors, element, sidebarOf, text } from './_docs-html.js';
import { REPO_ROOT, commitAt, makeSite, read, runCli, type CliResult } from './_site.js';
import { change, differencesFromFullBuild, snapshot, watched } from './_watch.js';
import { versionOf, type SearchChunk, type SearchManifest } from '../cli/write/search-terms.js';

const CONFIG = `import { defineConfig } from 'garden-site';
export default defineConfig({
  title: 'Fixture Garden',
  url: 'https://fixture.example',
  templatesDir: ${JSON.stringify(path.join(REPO_ROOT, 'templates'))},
  docs: {
    editUrl: 'https://github.com/geo/garden/edit/main',
    versions: { '1.0': { noIndex: true, label: '1.0 (old)' } },
  },
  navbar: { items: [{ type: 'docsVersion' }, { type: 'docsVersionDropdown', position: 'right' }] },
});
`;

const category = (label: string) => JSON.stringify({ label, link: { type: 'generated-index' } });

const SITE: Record<string, string> = {
  'site.config.ts': CONFIG,
  'content/pages/index.md': '---\ntitle: Home\n---\n\nHome.\n',
  'versions.json': '[\n  "2.0",\n  "1.0"\n]\n',
  // The unreleased docs (`current`), with no sidebars file: one sidebar of the whole folder.
  'content/docs/intro.md': '---\ntitle: Introduction\nsidebar_position: 1\n---\n\nThe next release. See [planting](./guides/planting.md).\n',
  'content/docs/guides/_category_.json': category('Growing guides'),
  'content/docs/guides/planting.md': '---\ntitle: Planting\n---\n\nPlant in late winter, under glass.\n',
  'content/docs/new-feature.md': '---\ntitle: Greenhouse mode\n---\n\nNew in the next release.\n',
  // 2.0, the last release: served at /docs.
  'versioned_docs/version-2.0/intro.md': '---\ntitle: Introduction\n---\n\nRelease 2.0. See [planting](./guides/planting.md) and [watering](guides/watering.md).\n',
  'versioned_docs/version-2.0/guides/_category_.json': category('Guides'),
  'versioned_docs/version-2.0/guides/planting.md': '---\ntitle: Planting\n---\n\nPlant in spring.\n',
  'versioned_docs/version-2.0/guides/watering.md': '---\ntitle: Watering\n---\n\nWater at dawn. Back to [the intro](../intro.md).\n',
  'versioned_sidebars/version-2.0-sidebars.json': JSON.stringify({ docs: ['intro', { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guides/planting', 'guides/watering'] }] }, null, 2),
  // 1.0: unmaintained, kept out of search engines.
  'versioned_docs/version-1.0/intro.md': '---\ntitle: Introduction\n---\n\nRelease 1.0. See [the old ways](./legacy.md).\n',
  'versioned_docs/version-1.0/legacy.md': '---\ntitle: Legacy beds\n---\n\nRaised beds only.\n',
  'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ docs: ['intro', 'legacy'] }, null, 2),
};

let root: string;
let build: CliResult;
const html = (route: string): string => read(root, `dist${route === '/' ? '/index' : route}.html`);
const sidebarLinks = (route: string): string[] => anchors(sidebarOf(html(route))).map((a) => `${a.text} ${a.href}`);
const markdownLinks = (route: string): string[] => anchors(element(html(route), /<div class="markdown"/)).map((a) => a.href);
const versionMenu = (route: string): string[] => anchors(element(html(route), /<ul class="navbar-dropdown-menu"/)).map((a) => `${a.text} ${a.href}${a.current ? ' (here)' : ''}`);
const banner = (route: string): string => element(html(route), /<div class="[^"]*version-banner"/);

test.before(async () => {
  root = makeSite(SITE);
  commitAt(root, '2024-05-06T12:00:00Z');
  build = await runCli(['build'], root);
});

test('each version is built at its route: the last release at /docs, the unreleased docs at /docs/next, older ones under their name', (t) => {
  t.is(build.code, 0, build.stderr);
  t.false(/error|warning/.test(build.stderr), build.stderr);
  t.regex(html('/docs/intro'), /Release 2\.0\./);
  t.regex(html('/docs/next/intro'), /The next release\./);
  t.regex(html('/docs/1.0/intro'), /Release 1\.0\./);
  t.regex(html('/docs/next/new-feature'), /New in the next release/);
  t.throws(() => html('/docs/new-feature'), undefined, 'an unreleased doc is not in the last release');
  t.regex(html('/docs/category/guides'), /<h1>Guides<\/h1>/, 'each version has its own generated-index pages');
  t.regex(html('/docs/next/category/growing-guides'), /<h1>Growing guides<\/h1>/, 'from its own _category_ files');
});

test('each version has its own sidebars, prev/next, breadcrumbs, edit URL and last update', (t) => {
  t.deepEqual(sidebarLinks('/docs/1.0/legacy'), ['Introduction /docs/1.0/intro', 'Legacy beds /docs/1.0/legacy']);
  t.deepEqual(sidebarLinks('/docs/guides/watering'), ['Introduction /docs/intro', 'Guides /docs/category/guides', 'Planting /docs/guides/planting', 'Watering /docs/guides/watering']);
  t.deepEqual(sidebarLinks('/docs/next/intro'), ['Introduction /docs/next/intro', 'Growing guides /docs/next/category/growing-guides', 'Planting /docs/next/guides/planting', 'Greenhouse mode /docs/next/new-feature']);
  const pager = anchors(element(html('/docs/guides/watering'), /<nav class="pager"/)).map((a) => a.href);
  t.deepEqual(pager, ['/docs/guides/planting']);
  t.deepEqual(anchors(element(html('/docs/guides/watering'), /<nav class="breadcrumbs"/)).map((a) => a.href), ['/', '/docs/category/guides']);
  t.regex(html('/docs/1.0/legacy'), /href="https:\/\/github\.com\/geo\/garden\/edit\/main\/versioned_docs\/version-1\.0\/legacy\.md"/);
  t.regex(html('/docs/next/intro'), /href="https:\/\/github\.com\/geo\/garden\/edit\/main\/content\/docs\/intro\.md"/);
  t.regex(html('/docs/1.0/legacy'), /Last updated on <time dateTime="2024-05-06T12:00:00.000Z">/, 'from the git history of the versioned file');
});

test('links written in a version stay in it', (t) => {
  t.deepEqual(markdownLinks('/docs/intro'), ['/docs/guides/planting', '/docs/guides/watering']);
  t.deepEqual(markdownLinks('/docs/guides/watering'), ['/docs/intro']);
  t.deepEqual(markdownLinks('/docs/next/intro'), ['/docs/next/guides/planting']);
  t.deepEqual(markdownLinks('/docs/1.0/intro'), ['/docs/1.0/legacy']);
});

test('the version menu keeps the reader on the same page, else leads to that version’s first page', (t) => {
  t.deepEqual(versionMenu('/docs/next/guides/planting'), ['Next /docs/next/guides/planting (here)', '2.0 /docs/guides/planting', '1.0 (old) /docs/1.0/intro']);
  t.deepEqual(versionMenu('/docs/1.0/legacy'), ['Next /docs/next/intro', '2.0 /docs/intro', '1.0 (old) /docs/1.0/legacy (here)']);
  t.deepEqual(versionMenu('/'), ['Next /docs/next/intro', '2.0 /docs/intro', '1.0 (old) /docs/1.0/intro'], 'outside the docs, each version’s first page');
  t.regex(element(html('/docs/1.0/legacy'), /<button type="button" class="navbar-link navbar-dropdown-toggle/), />1\.0 \(old\)</, 'the menu is labelled with the page’s version');
  const versionLink = (route: string) => anchors(element(html(route), /<nav class="navbar"|<header class="navbar/)).filter((a) => a.text === '2.0' || a.text === '1.0 (old)' || a.text === 'Next')[0];
  t.like(versionLink('/docs/1.0/legacy'), { text: '1.0 (old)', href: '/docs/1.0/intro' }, 'docsVersion: the page’s version');
  t.like(versionLink('/'), { text: '2.0', href: '/docs/intro' }, 'docsVersion: the last version outside the docs');
});

test('old and unreleased versions carry a banner to the same page in the last version, and every version a badge', (t) => {
  t.is(banner('/docs/intro'), '', 'none on the last version');
  t.regex(text(banner('/docs/next/guides/planting')), /unreleased documentation/);
  t.deepEqual(anchors(banner('/docs/next/guides/planting')).map((a) => a.href), ['/docs/guides/planting']);
  t.regex(text(banner('/docs/1.0/legacy')), /no longer maintained/);
  t.deepEqual(anchors(banner('/docs/1.0/legacy')).map((a) => a.href), ['/docs/intro'], 'a page the last version lacks: its first page');
  t.regex(html('/docs/1.0/legacy'), /<span class="version-badge">Version: 1\.0 \(old\)<\/span>/);
  t.regex(html('/docs/intro'), /<span class="version-badge">Version: 2\.0<\/span>/);
});

test('the sitemap lists every version but a noIndex one, whose pages ask search engines to stay away; each page is its own canonical', (t) => {
  const sitemap = read(root, 'dist/sitemap.xml');
  for (const route of ['/docs/intro', '/docs/next/intro', '/docs/next/new-feature', '/docs/category/guides']) t.true(sitemap.includes(`<loc>https://fixture.example${route}</loc>`), route);
  t.false(sitemap.includes('/docs/1.0/'));
  // As Docusaurus writes it for a noIndex version.
  t.regex(html('/docs/1.0/intro'), /<meta name="robots" content="noindex, nofollow">/);
  t.notRegex(html('/docs/next/intro'), /<meta name="robots"/);
  t.regex(html('/docs/next/intro'), /<link rel="canonical" href="https:\/\/fixture\.example\/docs\/next\/intro">/);
  t.regex(html('/docs/1.0/legacy'), /<link rel="canonical" href="https:\/\/fixture\.example\/docs\/1\.0\/legacy">/);
});

test('the search index records each doc’s version, a noIndex one too (it asks search engines, not readers, to stay away), and where its pages are', (t) => {
  const manifest = JSON.parse(read(root, 'dist/search/manifest.json')) as SearchManifest;
  t.deepEqual(manifest.versions, [['default', '2.0', '2.0', 1], ['default', 'current', 'Next', 0], ['default', '1.0', '1.0 (old)', 0]]);
  const chunks = readdirSync(path.join(root, 'dist/search/d')).flatMap((file) => JSON.parse(read(root, `dist/search/d/${file}`)) as SearchChunk);
  const versionOfUrl = new Map(chunks.map(([url], page) => [url, manifest.versions?.[versionOf(page, manifest)]?.[2]]));
  t.deepEqual(['/docs/intro', '/docs/next/new-feature', '/docs/1.0/legacy', '/'].map((url) => versionOfUrl.get(url)), ['2.0', 'Next', '1.0 (old)', undefined]);
  t.regex(html('/docs/1.0/legacy'), /data-docs-version="1\.0" data-docs-version-label="1\.0 \(old\)" data-docs-section="default"/, 'the page says which version search starts from');
});

test('mistakes in a version are reported at their file and line: versions.json, a versioned sidebar, a versioned doc', async (t) => {
  const broken = mkdtempSync(path.join(tmpdir(), 'garden-versions-'));
  t.teardown(() => rmSync(broken, { recursive: true, force: true }));
  cpSync(root, broken, { recursive: true, filter: (source) => !/[/\\](dist|\.git|\.garden-cache)$/.test(source) });
  writeFileSync(path.join(broken, 'versions.json'), '[\n  "2.0",\n  "1.0",\n  "2.0",\n  "../up",\n  "with space",\n  "3.0"\n]\n');
  writeFileSync(path.join(broken, 'versioned_sidebars/version-1.0-sidebars.json'), '{\n  "docs": [\n    "intro",\n    "greenhouse"\n  ]\n}\n');
  writeFileSync(path.join(broken, 'versioned_docs/version-1.0/legacy.md'), '---\ntitle: Legacy beds\n---\n\nRaised beds only.\n\nSee [the shed](./shed.md) and [compost](/docs/1.0/compost).\n');
  const result = await runCli(['build'], broken);
  t.is(result.code, 1);
  const lines = result.stderr.split('\n').filter((line) => line.startsWith('error '));
  const expected = [
    "versions.json:4  version '2.0' is listed twice",
    "versions.json:5  version '../up'",
    "versions.json:6  version 'with space'",
    "versions.json:7  version '3.0' has no folder versioned_docs/version-3.0",
    "versioned_sidebars/version-1.0-sidebars.json:4  docs[1]: unknown doc id 'greenhouse'",
    'versioned_docs/version-1.0/legacy.md:7  Link to a missing page: ./shed.md',
  ];
  for (const start of expected) t.true(lines.some((line) => line.startsWith(`error ${start}`)), `${start}\n${result.stderr}`);
});

test('docs:version releases the current docs as a version, and refuses a name that exists or is no folder name', async (t) => {
  const site = mkdtempSync(path.join(tmpdir(), 'garden-docs-version-'));
  t.teardown(() => rmSync(site, { recursive: true, force: true }));
  cpSync(root, site, { recursive: true, filter: (source) => !/[/\\](dist|\.git|\.garden-cache)$/.test(source) });
  writeFileSync(path.join(site, 'content/docs/sidebars.ts'), "const guides = ['guides/planting'];\nexport default { docs: ['intro', { type: 'category', label: 'Growing guides', items: guides }, 'new-feature'] };\n");
  const released = await runCli(['docs:version', '3.0'], site);
  t.is(released.code, 0, released.stderr);
  t.regex(released.stderr, /docs version 3\.0: 4 files in versioned_docs\/version-3\.0/);
  t.is(read(site, 'versions.json'), '[\n  "3.0",\n  "2.0",\n  "1.0"\n]\n', 'the new version first');
  t.is(read(site, 'versioned_docs/version-3.0/guides/planting.md'), read(site, 'content/docs/guides/planting.md'));
  t.throws(() => read(site, 'versioned_docs/version-3.0/sidebars.ts'), undefined, 'the sidebars go to versioned_sidebars, as JSON');
  t.deepEqual(JSON.parse(read(site, 'versioned_sidebars/version-3.0-sidebars.json')), { docs: ['intro', { type: 'category', label: 'Growing guides', items: ['guides/planting'] }, 'new-feature'] });

  const before = read(site, 'versions.json');
  for (const [name, message] of [['3.0', /version 3\.0 exists already/], ['../up', /version name '\.\.\/up'/], ['a b', /version name 'a b'/]] as const) {
    const refused = await runCli(['docs:version', name], site);
    t.is(refused.code, 2, `${name}: ${refused.stderr}`);
    t.regex(refused.stderr, message);
  }
  t.is(read(site, 'versions.json'), before, 'a refused version changes nothing');
  t.throws(() => read(site, 'versioned_docs/version-a b/intro.md'));

  const built = await runCli(['build'], site);
  t.is(built.code, 0, built.stderr);
  t.regex(read(site, 'dist/docs/intro.html'), /The next release\./, 'the new version is the last release, at /docs');
  t.regex(read(site, 'dist/docs/2.0/intro.html'), /Release 2\.0\./);
});

test('serve --watch: an edit in a versioned doc rebuilds that page; a change to versions.json rebuilds what depends on it', async (t) => {
  const { root: served, server } = await watched(t, SITE);
  const legacy = path.join(served, 'versioned_docs/version-1.0/legacy.md');
  const before = snapshot(path.join(served, 'dist'));
  const line = await change(server, () => writeFileSync(legacy, SITE['versioned_docs/version-1.0/legacy.md']!.replace('Raised beds only.', 'Raised beds and straw bales.')));
  t.regex(line, /markdown of 1 page, 1 page rendered/);
  const after = snapshot(path.join(served, 'dist'));
  const written = [...after.keys()].filter((file) => !file.startsWith('search/') && !before.get(file)?.bytes.equals(after.get(file)!.bytes));
  t.deepEqual(written, ['docs/1.0/legacy.html']);
  t.true(after.get('docs/1.0/legacy.html')!.bytes.toString().includes('straw bales'));

  // 2.0 withdrawn: 1.0 is the last release, served at /docs.
  await change(server, () => writeFileSync(path.join(served, 'versions.json'), '["1.0"]\n'));
  t.false(existsSync(path.join(served, 'dist/docs/1.0/legacy.html')));
  t.false(existsSync(path.join(served, 'dist/docs/guides/watering.html')), 'a version no longer listed is no longer served');
  t.regex(read(served, 'dist/docs/legacy.html'), /straw bales/);
  t.deepEqual(anchors(element(read(served, 'dist/docs/intro.html'), /<ul class="navbar-dropdown-menu"/)).map((a) => a.text), ['Next', '1.0 (old)']);
  t.deepEqual(await differencesFromFullBuild(served), []);
});
