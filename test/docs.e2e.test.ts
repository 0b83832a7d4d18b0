// The docs collection end to end: a fixture site with every sidebar shape, built by the real CLI.
import test from 'ava';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DOCS_SITE, SIDEBARS_TS } from './_docs-site.js';
import { anchors, categoryStates, element, jsonLd, mainOf, sidebarName, sidebarOf, text } from './_docs-html.js';
import { MINIMAL_SITE, commitAt, fixtureConfig, makeSite, read, runCli, snapshot, writeFiles } from './_site.js';

let root: string;
const html = (route: string): string => read(root, `dist${route}.html`);

test.before(async () => {
  root = makeSite(DOCS_SITE);
  const result = await runCli(['build'], root);
  if (result.code !== 0) throw new Error(result.stderr);
});

test('each page shows the sidebar that lists it, in the sidebars file order', (t) => {
  t.is(sidebarName(html('/docs/intro')), 'main');
  t.is(sidebarName(html('/docs/gardeners/adam')), 'main');
  t.is(sidebarName(html('/docs/dev/setup')), 'dev');
  t.is(sidebarName(html('/docs/dev/api/ids')), 'dev');
  t.false(html('/docs/crops/tomatoes').includes('class="docs-sidebar"'), 'a doc in no sidebar has none');
  t.deepEqual(anchors(sidebarOf(html('/docs/intro'))).map((a) => `${a.text} ${a.href}`), [
    'Introduction /docs/intro',
    'Custom label /docs/guide/renamed',
    'Gardeners /docs/category/our-gardeners',
    'Zoe /docs/gardeners/zoe',
    'Adam /docs/gardeners/adam',
    'Guide /docs/guide/overview',
    'Planting /docs/guide/planting',
    'Quiet page /docs/guide/quiet',
    'Moved /docs/somewhere/else',
    'Closed one /docs/guide/closed-one',
    'Fixed one /docs/guide/fixed-one',
    'News /news',
  ]);
  t.deepEqual(anchors(sidebarOf(html('/docs/dev/setup'))).map((a) => a.href), ['/docs/dev', '/docs/dev/setup', '/docs/dev/api/ids']);
});

test('the current page is marked aria-current in the sidebar, and only it', (t) => {
  for (const route of ['/docs/intro', '/docs/guide/planting', '/docs/guide/overview', '/docs/category/our-gardeners', '/docs/dev/api/ids']) {
    const current = anchors(sidebarOf(html(route))).filter((a) => a.current);
    t.deepEqual(current.map((a) => a.href), [route], route);
  }
});

test("the current page's categories are open, open-by-default categories stay open, others stay closed", (t) => {
  t.deepEqual(categoryStates(sidebarOf(html('/docs/intro'))), { Gardeners: 'closed', Guide: 'open', Closed: 'closed' });
  t.deepEqual(categoryStates(sidebarOf(html('/docs/guide/closed-one'))), { Gardeners: 'closed', Guide: 'open', Closed: 'open' });
  t.deepEqual(categoryStates(sidebarOf(html('/docs/gardeners/zoe'))), { Gardeners: 'open', Guide: 'open', Closed: 'closed' });
  t.deepEqual(categoryStates(sidebarOf(html('/docs/dev/api/ids'))), { API: 'open' });
  // A category that cannot collapse is a plain heading, no disclosure to close.
  t.regex(sidebarOf(html('/docs/intro')), /<div class="sidebar-category-heading"><span class="sidebar-category-label">Fixed<\/span><\/div>/);
});

test('the sidebar is server-rendered HTML with no button to hide it', (t) => {
  const sidebar = sidebarOf(html('/docs/guide/planting'));
  t.regex(sidebar, /^<aside class="docs-sidebar" data-sidebar="main"><nav class="sidebar" aria-label="Docs">/);
  t.false(/<button/.test(sidebar));
});

test('front matter id names the doc and slug sets its route', (t) => {
  t.regex(html('/docs/guide/renamed'), /<h1>Renamed doc<\/h1>/);
  t.regex(html('/docs/somewhere/else'), /<h1>Moved<\/h1>/);
});

test('the table of contents holds h2 and h3 only, in the column and in the narrow-screen "On this page"', (t) => {
  const page = html('/docs/intro');
  const column = element(page, /<nav class="toc"/);
  const inline = element(page, /<details class="toc-inline"/);
  for (const toc of [column, inline]) {
    t.deepEqual(anchors(toc).map((a) => a.href), ['#beds', '#raised-beds', '#paths']);
  }
  t.regex(column, /<li class="toc-item toc-level-3"><a href="#raised-beds">Raised beds<\/a><\/li>/);
  t.regex(inline, /<summary>On this page<\/summary>/);
  t.regex(page, /<h4 id="deep-soil"/, 'the h4 is on the page, just not in the TOC');
  const quiet = html('/docs/guide/quiet');
  t.false(quiet.includes('class="toc'), 'hide_table_of_contents leaves both out');
  t.regex(quiet, /<h2 id="hidden-heading"/);
});

test('breadcrumbs show the categories above the page, with BreadcrumbList JSON-LD', (t) => {
  const page = html('/docs/guide/planting');
  const crumbs = element(page, /<nav class="breadcrumbs"/);
  t.deepEqual(anchors(crumbs).map((a) => `${a.href} ${a.text}`), ['/ ', '/docs/guide/overview Guide']);
  t.regex(crumbs, /<li aria-current="page"><span>Planting<\/span><\/li><\/ol>/);
  t.deepEqual(jsonLd(page), [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Guide', item: 'https://fixture.example/docs/guide/overview' },
        { '@type': 'ListItem', position: 2, name: 'Planting' },
      ],
    },
  ]);
});

test('previous and next links follow the sidebar order', (t) => {
  const pager = (route: string) => anchors(element(html(route), /<nav class="pager"/)).map((a) => `${a.text} ${a.href}`);
  t.deepEqual(pager('/docs/intro'), ['Next »Custom label /docs/guide/renamed']);
  t.deepEqual(pager('/docs/guide/planting'), ['« PreviousGuide /docs/guide/overview', 'Next »Quiet page /docs/guide/quiet']);
  t.deepEqual(pager('/docs/gardeners/adam'), ['« PreviousZoe /docs/gardeners/zoe', 'Next »Guide /docs/guide/overview']);
  t.deepEqual(pager('/docs/guide/fixed-one'), ['« PreviousClosed one /docs/guide/closed-one']);
  t.deepEqual(pager('/docs/dev'), ['Next »Setup /docs/dev/setup']);
});

test('a generated index lists the category items as cards with their descriptions', (t) => {
  const page = html('/docs/category/our-gardeners');
  const main = mainOf(page);
  t.regex(main, /<h1>Our gardeners<\/h1>/);
  t.regex(main, /<p class="lead">Who grows what, and where\.<\/p>/);
  t.deepEqual(anchors(element(main, /<ul class="cards"/)).map((a) => `${a.href} | ${a.text}`), [
    '/docs/gardeners/zoe | ZoeZoe grows okra in Houston.',
    '/docs/gardeners/adam | AdamAdam grows kale in Anchorage.',
  ]);
  t.is(jsonLd(page).length, 1);
});

test('the docs root is the home doc of version current, labelled Next', (t) => {
  const page = html('/docs');
  t.regex(page, /<h1>Introduction<\/h1>/);
  t.regex(page, /<link rel="canonical" href="https:\/\/fixture.example\/docs\/intro">/);
  t.regex(page, /data-docs-version="current" data-docs-version-label="Next"/);
  t.deepEqual(anchors(sidebarOf(page)).filter((a) => a.current).map((a) => a.href), ['/docs/intro']);
});

test('tabs are rendered on the server: a tab list, the default tab selected, other panels hidden, groupId kept', (t) => {
  const main = mainOf(html('/docs/guide/planting'));
  const sets = [...main.matchAll(/<div class="tabs" data-group-id="([^"]+)">/g)].map((match) => match[1]);
  t.deepEqual(sets, ['os', 'os', 'shell']);
  const first = element(main, /<div class="tabs"/);
  t.regex(first, /<button type="button" role="tab"[^>]*aria-selected="false"[^>]*data-value="mac">macOS<\/button>/);
  t.regex(first, /<button type="button" role="tab"[^>]*aria-selected="true"[^>]*data-value="linux">Linux<\/button>/);
  t.regex(first, /<div class="tabs-panel" role="tabpanel"[^>]*data-value="mac"[^>]*hidden="">\s*<p>Install on a Mac\.<\/p>/);
  t.regex(first, /<div class="tabs-panel" role="tabpanel"[^>]*data-value="linux"[^>]*>\s*<p>Install on Linux\.<\/p>/);
  t.notRegex(first, /data-value="linux"[^>]*hidden/);
});

test('code blocks: a title, {1,3-4} and highlight comments mark lines, showLineNumbers numbers them, a copy button', (t) => {
  const main = mainOf(html('/docs/guide/planting'));
  const [dart, bash] = [...main.matchAll(/<div class="code-block"[\s\S]*?<\/button><\/div><\/div>/g)].map((match) => match[0]);
  t.regex(dart ?? '', /^<div class="code-block" data-language="dart"><div class="code-block-title">lib\/garden.dart<\/div>/);
  const lineClasses = (block = '') => [...block.matchAll(/<span class="(line[^"]*)"/g)].map((match) => match[1] === 'line highlighted');
  t.deepEqual(lineClasses(dart), [true, false, true, true, false]);
  t.deepEqual(lineClasses(bash), [false, true]);
  t.false((bash ?? '').includes('highlight-next-line'), 'the comment itself is removed');
  t.deepEqual([...(bash ?? '').matchAll(/data-line="(\d+)"/g)].map((match) => match[1]), ['1', '2']);
  t.regex(bash ?? '', /<pre class="[^"]*line-numbers"/);
  t.notRegex(dart ?? '', /data-line=/);
  for (const block of [dart, bash]) t.regex(block ?? '', /<button type="button" class="copy-button" data-copy aria-label="Copy code">Copy<\/button>/);
  t.is(text(element(dart ?? '', /<code>/)), 'final a = 1; final b = 2; final c = 3; final d = 4; final e = 5;');
});

test('an unknown doc id in the sidebars file fails the build naming the id and the file, leaving dist/ alone', async (t) => {
  const site = makeSite(DOCS_SITE);
  t.is((await runCli(['build'], site)).code, 0);
  const before = await snapshot(path.join(site, 'dist'));
  writeFiles(site, { 'content/docs/sidebars.ts': SIDEBARS_TS.replace("'guide/quiet'", "'guide/quite'").replace("id: 'guide/overview'", "id: 'guide/overveiw'") });
  const result = await runCli(['build'], site);
  t.is(result.code, 1);
  t.true(result.stderr.includes("content/docs/sidebars.ts:15  main[3].link: unknown doc id 'guide/overveiw'"), result.stderr);
  t.true(result.stderr.includes("content/docs/sidebars.ts:16  main[3].items[1]: unknown doc id 'guide/quite'"), result.stderr);
  t.regex(result.stderr, /did you mean 'guide\/quiet'\?/);
  t.regex(result.stderr, /build failed: 2 errors/);
  t.deepEqual(await snapshot(path.join(site, 'dist')), before);
});

test('"Last updated" comes from the date of the last commit that touched the file', async (t) => {
  const site = makeSite({ ...DOCS_SITE, 'site.config.ts': fixtureConfig().replace("showLastUpdateTime: false", 'showLastUpdateTime: true') });
  commitAt(site, '2025-03-04T12:00:00Z', ['content/docs/intro.md']);
  const result = await runCli(['build'], site);
  t.is(result.code, 0, result.stderr);
  t.regex(read(site, 'dist/docs/intro.html'), /<p class="last-updated">Last updated on <time dateTime="2025-03-04T12:00:00.000Z">March 4, 2025<\/time><\/p>/);
  t.false(read(site, 'dist/docs/guide/planting.html').includes('last-updated'), 'an uncommitted file shows no date');
});

test('Docusaurus doc front matter: hide_title, pagination_next/prev, displayed_sidebar and unlisted', async (t) => {
  const site = makeSite({
    ...MINIMAL_SITE,
    'content/docs/intro.md': '---\ntitle: Introduction\nhide_title: true\npagination_next: null\n---\n\nWelcome.\n',
    'content/docs/own-heading.md': '---\nsidebar_position: 2\n---\n\n# Compost by the bed\n\nLayers.\n',
    'content/docs/secret.md': '---\ntitle: Seed swap list\nunlisted: true\ndisplayed_sidebar: null\npagination_prev: crops/tomatoes\n---\n\nOnly for members.\n',
  });
  const result = await runCli(['build'], site);
  t.is(result.code, 0, result.stderr);
  const page = (route: string): string => read(site, `dist${route}.html`);
  t.notRegex(page('/docs/intro'), /<h1/, 'hide_title leaves the heading out');
  t.notRegex(page('/docs/intro'), /pager-next/, 'pagination_next: null: no next link');
  t.regex(page('/docs/intro'), /pager-previous/, 'the previous link still follows the sidebar');
  t.is(page('/docs/own-heading').match(/<h1/g)?.length, 1, 'a markdown # heading is the only title');
  t.notRegex(page('/docs/intro'), /\/docs\/secret/, 'an unlisted doc is not in the sidebar');
  t.false(page('/docs/secret').includes('class="docs-sidebar"'), 'displayed_sidebar: null shows none');
  t.regex(page('/docs/secret'), /href="\/docs\/crops\/tomatoes"[^>]*>[\s\S]*?Tomatoes/);
  const searchTexts = readdirSync(path.join(site, 'dist/search/d')).map((file) => read(site, `dist/search/d/${file}`)).join('');
  t.true(searchTexts.includes('"/docs/intro"'));
  t.false(searchTexts.includes('"/docs/secret"'), 'an unlisted doc is not in search');
});

test('toc_min/max_heading_level choose the TOC levels per page: a doc deeper than the site, a post and a page shallower', async (t) => {
  const body = '## Beds\n\n### Raised beds\n\n#### Deep soil\n\nText.\n';
  const site = makeSite({
    ...MINIMAL_SITE,
    'content/docs/deep.md': `---\ntitle: Deep\ntoc_max_heading_level: 4\n---\n\n${body}`,
    'content/news/2025-04-01-shallow.md': `---\ntitle: Shallow post\nauthors: [ruth]\ntoc_max_heading_level: 2\n---\n\n${body}`,
    'content/pages/shallow.md': `---\ntitle: Shallow page\ntoc_max_heading_level: 2\n---\n\n${body}`,
  });
  const result = await runCli(['build'], site);
  t.is(result.code, 0, result.stderr);
  const tocOf = (file: string): string[] => anchors(element(read(site, file), /<nav class="toc"/)).map((a) => a.href);
  t.deepEqual(tocOf('dist/docs/deep.html'), ['#beds', '#raised-beds', '#deep-soil']);
  t.deepEqual(tocOf('dist/news/2025/04/01/shallow.html'), ['#beds']);
  t.deepEqual(tocOf('dist/shallow.html'), ['#beds']);
});
