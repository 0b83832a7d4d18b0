// `garden-site init` and `init --from-docusaurus`, through the real CLI: the new site builds
// and passes check-links at once, a folder with files in it is never written into, and a
// Docusaurus project (test/_fixtures/docusaurus-site) comes over with its settings and content.
import test from 'ava';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { read, REPO_ROOT, runCli, snapshot } from './_site.js';

const DOCUSAURUS_FIXTURE = path.join(REPO_ROOT, 'test/_fixtures/docusaurus-site');

function emptyFolder(): string {
  return mkdtempSync(path.join(tmpdir(), 'garden-init-'));
}

test('init writes a site that builds without warnings and passes check-links', async (t) => {
  const parent = emptyFolder();
  const created = await runCli(['init', 'my-garden'], parent);
  t.is(created.code, 0, created.stderr);
  t.regex(created.stderr, /✔ created a new site in my-garden\n {2}next: cd my-garden && garden-site build, then garden-site serve --watch\n/);
  const site = path.join(parent, 'my-garden');
  t.regex(read(site, 'site.config.ts'), /title: 'My garden'/);
  t.true(existsSync(path.join(site, 'templates/index.tsx')), 'the theme is copied into the site');

  const built = await runCli(['build'], site);
  t.is(built.code, 0, built.stderr);
  t.notRegex(built.stderr, /warning/);
  t.regex(read(site, 'dist/docs/planning/first-bed.html'), /Planning a first bed/);
  const checked = await runCli(['check-links'], site);
  t.is(checked.code, 0, checked.stdout + checked.stderr);
});

test('init refuses a folder that already holds files and leaves it as it was', async (t) => {
  const site = emptyFolder();
  writeFileSync(path.join(site, 'notes.md'), 'my own notes\n');
  const before = await snapshot(site);
  const result = await runCli(['init'], site);
  t.is(result.code, 1);
  t.is(
    result.stderr,
    'error . is not empty (1 entry, like notes.md)\n    hint: init writes only into a new or empty folder; name a new one, like garden-site init my-site\n✖ init failed; nothing was written outside .\n',
  );
  t.deepEqual(await snapshot(site), before);
});

test('init --from-docusaurus carries the config, content and components over, and says what it left', async (t) => {
  const parent = emptyFolder();
  const result = await runCli(['init', 'converted', '--from-docusaurus', DOCUSAURUS_FIXTURE], parent);
  t.is(result.code, 0, result.stderr);
  const site = path.join(parent, 'converted');
  const config = read(site, 'site.config.ts');
  for (const line of [
    "title: 'Seed Library',",
    "tagline: 'Borrow seeds, grow them out, bring some back.',",
    "url: 'https://seeds.example.org',",
    "favicon: '/img/favicon.svg',",
    "logo: { alt: 'Seed Library logo', src: '/img/logo.svg' },",
    "{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide' },",
    "{ type: 'doc', docId: 'tools/labels', label: 'Labels' },",
    "{ label: 'GitHub', href: 'https://github.com/seed-library/site', position: 'right' },",
    "{ label: 'Mastodon', href: 'https://social.example.org/@seeds' },",
    "id: 'autumn-swap',",
    "sidebarPath: 'content/docs/sidebars.js',",
    "id: 'community',",
    "sidebarPath: 'content/community/sidebars.js',",
    "homeDoc: 'intro',",
    "editUrl: 'https://github.com/seed-library/site/tree/main/',",
    "routeBasePath: 'blog',",
    "title: 'Library news',",
    'postsPerPage: 5,',
    "feed: { types: ['rss', 'atom'],",
    "sitemap: { ignorePatterns: ['/blog/tags/**'], changefreq: 'monthly', priority: 0.4 },",
    "analytics: { trackingId: 'G-SEEDLIB01', anonymizeIP: true },",
    "markdown: { languages: ['toml', 'dart'], components: { ReactPlayer: 'components/ReactPlayer.tsx' } },",
  ]) {
    t.true(config.includes(line), `site.config.ts has ${line}`);
  }
  for (const file of ['content/docs/intro.md', 'content/docs/growing/_category_.json', 'content/docs/sidebars.js', 'content/news/2025-04-12-spring-swap/index.md', 'content/news/authors.yml', 'content/pages/markdown-page.md', 'content/static/img/logo.svg', 'components/ReactPlayer.tsx']) {
    t.true(existsSync(path.join(site, file)), `${file} was written`);
  }
  t.false(existsSync(path.join(site, 'content/pages/index.js')), 'React pages are not copied');
  t.regex(result.stderr, /Stand-ins written in components\/ \(they show their children; replace them with the real components\):\n {2}- ReactPlayer \(from 'react-player\/youtube'\)\n/);
  t.regex(
    result.stderr,
    /Not carried over \(rebuild these by hand if the site needs them\):\n {2}- custom CSS \.\/src\/css\/custom\.css \(the theme's styles are in templates\/styles\)\n {2}- plugin @docusaurus\/plugin-ideal-image\n {2}- navbar item 'localeDropdown': only the default locale is built\n {2}- translations \(fr\): only the default locale is built\n {2}- React page src\/pages\/index\.js\n {2}- swizzled component src\/theme\/Footer\n/,
  );
  t.regex(result.stderr, /✔ converted .* into converted: 8 docs, 2 posts, 1 page, 3 static files\n/);

  const built = await runCli(['build'], site);
  t.is(built.code, 0, built.stderr);
  t.notRegex(built.stderr, /warning/);
  t.regex(read(site, 'dist/index.html'), /Start with <a href="\/docs\/intro">the docs<\/a>/);
  t.regex(read(site, 'dist/blog/2025/04/12/spring-swap.html'), /Forty-two members came to the spring swap/);
  // The MDX page holds one of each construct real Docusaurus docs use.
  const screens = read(site, 'dist/docs/tools/screens.html');
  t.regex(screens, /role="tab" class="tabs-tab"[^>]*data-value="wood"/, '@theme tabs');
  t.regex(screens, /<div class="wrapper"><div class="component-stand-in" data-component="ReactPlayer"><\/div><\/div>/, 'a component with object props inside HTML, as its stand-in');
  t.regex(screens, /<img src="\/img\/logo\.svg" alt="A screen of drying beans" style="float:left;margin-right:20px"/, 'style={{…}} on HTML');
  t.regex(screens, /The catalogue lists every variety the library holds; check the <a href="\/docs\/tools\/labels">labels<\/a>/, 'a partial, its link resolved from its own folder');
  t.regex(screens, /<a href="mailto:seeds@example\.org">seeds@example\.org<\/a>/, 'a linkified e-mail address');
  t.regex(screens, /<a href="https:\/\/photos\.example\.org\/screens"[^>]*>https:\/\/photos\.example\.org\/screens<\/a>/, 'a linkified URL');
  t.regex(screens, /<a href="\/docs\/growing\/harvest">harvest and drying<\/a>/, 'a .md link from the docs root');
  t.regex(screens, /<a href="\/docs\/growing\/isolation">isolation<\/a>/, 'a reference-style .md link from the docs root');
  t.regex(screens, /<span class="line highlighted"><span[^>]*>screen\.heightCm /, 'a magic comment highlights the next line');
  t.false(screens.includes('highlight-next-line'), 'and is removed');
  t.regex(read(site, 'dist/community/volunteering.html'), /<a href="\/community\/meetups">meetups<\/a>/, 'the second docs section');
  t.regex(read(site, 'dist/docs/intro.html'), /href="https:\/\/github\.com\/seed-library\/site\/tree\/main\/content\/docs\/intro\.md"/);
  const checked = await runCli(['check-links'], site);
  t.is(checked.code, 0, checked.stdout + checked.stderr);
});

test('init --from-docusaurus names the folder when it holds no Docusaurus config', async (t) => {
  const parent = emptyFolder();
  const project = emptyFolder();
  const result = await runCli(['init', 'out', '--from-docusaurus', project], parent);
  t.is(result.code, 1);
  t.true(result.stderr.startsWith(`error no docusaurus.config.js in ${project}\n    hint: pass the folder that holds docusaurus.config.js (or .ts, .mjs) to --from-docusaurus\n`), result.stderr);
});
