// A CommonJS Docusaurus project (test/_fixtures/docusaurus-cjs) moved over unchanged and built:
// `require('path')` and `path.resolve(__dirname, …)`, a JSON sidebars file, require.resolve of
// packages that are not installed, an editUrl function, client redirects, custom CSS setting
// Infima's variables, npm2yarn, remark plugins, a second blog (a second news section) and
// translations (versioned docs: init-docusaurus-versions.e2e.test.ts).
import test from 'ava';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './_browser.js';
import { holdsEach, read, REPO_ROOT, runCli } from './_site.js';
import { startStaticHost } from './_static-host.js';

const work = mkdtempSync(path.join(tmpdir(), 'garden-init-cjs-'));
const project = path.join(work, 'handbook');
const site = path.join(work, 'site');
cpSync(path.join(REPO_ROOT, 'test/_fixtures/docusaurus-cjs'), project, { recursive: true });
const init = runCli(['init', 'site', '--from-docusaurus', 'handbook'], work);
const build = init.then(() => runCli(['build'], site));

test('init runs the CommonJS config and carries its settings', async (t) => {
  const result = await init;
  t.is(result.code, 0, result.stderr);
  const config = read(site, 'site.config.ts');
  holdsEach(t, config, 'site.config.ts', [
    "title: 'Compost Crew Handbook',",
    // path.resolve(__dirname, 'sidebars.json'): the sidebars stay JSON.
    "sidebarPath: 'content/docs/sidebars.json',",
    'toc: { minLevel: 2, maxLevel: 4 },',
    'breadcrumbs: false,',
    "customFields: { archived: [{ version: '0.9', url: 'https://old.handbook.compost.example' }] },",
    "{ from: ['/docs/getting-started', '/start'], to: '/docs/intro' },",
    "{ from: '/docs/containers/worm-bin', to: '/docs/bins/worm-bin' },",
    "languages: ['powershell', 'docker'],",
    "themes: { light: 'github-light', dark: 'dracula' },",
    "npm2yarn: { sync: true, converters: ['yarn', 'pnpm'] },",
    "customCss: ['src/css/custom.css'],",
    // The preset's blog and the blog plugin used again: a news list, each section in its own folder.
    "news: [\n    { path: 'content/news', routeBasePath: 'blog', sidebarCount: 5, showReadingTime: true },\n    { id: 'recipes', path: 'content/recipes', routeBasePath: 'recipes' },\n  ],",
    "i18n: { defaultLocale: 'en', locales: ['en', 'de'] },",
  ]);
  // Every locale's translations come along as they are.
  t.is(read(site, 'i18n/de/docusaurus-plugin-content-docs/current/intro.md'), read(project, 'i18n/de/docusaurus-plugin-content-docs/current/intro.md'));
  t.is(read(site, 'content/docs/sidebars.json'), read(project, 'sidebars.json'));
  for (const file of ['content/static/_redirects', 'src/css/fonts.css', 'src/fonts/crew-sans.woff2', 'MIGRATION.md']) t.true(existsSync(path.join(site, file)), `${file} was written`);
  t.is(read(site, 'content/recipes/2025-06-01-leaf-mould.md'), read(project, 'recipes/2025-06-01-leaf-mould.md'), 'the second blog has its own folder');
  t.false(existsSync(path.join(site, 'content/news/2025-06-01-leaf-mould.md')), 'its posts are not mixed into the first');
  // The editUrl function, called for each doc; a doc's own custom_edit_url stays.
  t.regex(read(site, 'content/docs/intro.md'), /^---\ncustom_edit_url: "https:\/\/github\.com\/compost-crew\/handbook\/edit\/main\/website\/docs\/intro\.md"\nsidebar_position: 1\n---\n/);
  t.is(read(site, 'content/docs/bins/hot-pile.md'), read(project, 'docs/bins/hot-pile.md'));
  // A doc whose front matter init rewrote still has its imports seen.
  t.regex(read(site, 'content/docs/bins/tour.mdx'), /^---\ncustom_edit_url: /);
  t.regex(result.stderr, /ReactPlayer \(from 'react-player\/youtube'\): .*\n {6}in content\/docs\/bins\/tour\.mdx\n/);
});

test('what could not come is reported, in the terminal and in MIGRATION.md, each with what to do', async (t) => {
  const { stderr } = await init;
  for (const line of [
    '  - theme docusaurus-theme-search-typesense: garden-site has no plugins;',
    "  - remark plugin remark-math (docs): garden-site's markdown has no plugins; rewrite what it adds in plain markdown or HTML\n      in content/docs/intro.md\n",
    '  - rehype plugin rehype-katex (docs):',
    '  - locale de (1 file in i18n/de): only the default locale is built for now: its translations were copied to i18n/de as they are',
    '  - custom CSS @fontsource/lexend/index.css: its package is not installed in the Docusaurus project;',
  ]) {
    t.true(stderr.includes(line), `the report says: ${line}\n${stderr}`);
  }
  t.false(/prism-react-renderer|npm2yarn|client-redirects|plugin-content-blog|recipes/.test(stderr), 'what was carried is not reported');
  const migration = read(site, 'MIGRATION.md');
  t.regex(migration, /## Markdown plugins\n\n- \*\*remark plugin remark-math \(docs\)\*\*: .*\n {2}in `content\/docs\/intro\.md`\n/);
});

test('the converted site builds with no warning but its stand-in\'s: redirects, custom CSS after the theme, npm2yarn tabs', async (t) => {
  const built = await build;
  t.is(built.code, 0, built.stderr);
  // A stand-in is a warning where it is used, so no page shows an empty box without a word.
  t.deepEqual(built.stderr.split('\n').filter((line) => line.startsWith('warning')), ["warning content/docs/bins/tour.mdx:10  <ReactPlayer> is a stand-in for 'react-player/youtube': the page shows only its content"]);
  const dist = path.join(site, 'dist');
  for (const [from, to] of [['start.html', '/docs/intro'], ['docs/getting-started.html', '/docs/intro'], ['docs/containers/worm-bin.html', '/docs/bins/worm-bin']]) {
    t.true(read(dist, from!).includes(`<meta http-equiv="refresh" content="0; url=${to}">`), `${from} leads to ${to}`);
  }
  t.false(read(dist, 'sitemap.xml').includes('/start'), 'redirects are not in the sitemap');
  // The second blog, at its own routes, with its own feeds.
  t.regex(read(dist, 'recipes.html'), /href="\/recipes\/2025\/06\/01\/leaf-mould">Leaf mould in a bag</);
  t.true(read(dist, 'recipes/2025/06/01/leaf-mould.html').includes('poke holes in it'));
  t.true(read(dist, 'recipes/rss.xml').includes('Leaf mould in a bag'));
  t.false(read(dist, 'blog.html').includes('Leaf mould'));
  t.is(read(dist, '_redirects'), read(project, 'static/_redirects'));
  const install = read(dist, 'docs/install.html');
  t.regex(install, /<div class="tabs" data-group-id="npm2yarn">/);
  t.regex(install.replace(/<[^>]+>/g, ''), /yarn add --dev @compost-crew\/logger\s*yarn log --interval 3600/);
  const intro = read(dist, 'docs/intro.html');
  t.false(intro.includes('class="breadcrumbs"'), 'breadcrumbs: false');
  t.regex(intro, /href="#why"/, 'the TOC goes down to level 4 headings');
  t.regex(intro, /href="https:\/\/github\.com\/compost-crew\/handbook\/edit\/main\/website\/docs\/intro\.md"/);
  const styles = [...intro.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]!);
  t.is(styles.length, 2);
  t.regex(styles[1]!, /^\/assets\/custom-0-\w+\.css$/, "the site's stylesheet comes after the theme's");
  t.regex(read(dist, styles[1]!.slice(1)), /url\("\.\/crew-sans-\w+\.woff2"\)/, 'the font it names is bundled');
  // (The math stays as written: remark-math is in the report.)
  const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
  for (const raw of ['className=', '&lt;Tabs', '&lt;TabItem', '```']) t.false(shown(intro).includes(raw) || shown(install).includes(raw), `nothing raw: ${raw}`);
});

test('in Chromium the brand colour and font of custom.css replace the theme\'s, in both colour modes', async (t) => {
  t.is((await build).code, 0);
  const host = await startStaticHost(path.join(site, 'dist'));
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    await page.goto(`${host.origin}/docs/bins/worm-bin`);
    const read = async () => (await page.evaluate(`(() => {
      const style = getComputedStyle(document.documentElement);
      return { primary: style.getPropertyValue('--color-primary').trim(), strong: style.getPropertyValue('--color-primary-strong').trim(), font: getComputedStyle(document.body).fontFamily };
    })()`)) as { primary: string; strong: string; font: string };
    t.deepEqual(await read(), { primary: '#8a5a19', strong: '#754d15', font: '"Crew Sans", system-ui, sans-serif' });
    await page.evaluate(`document.documentElement.setAttribute('data-theme', 'dark')`);
    const dark = await read();
    t.is(dark.primary, '#e0a458');
    t.is(dark.strong, '#ebbd82');
  } finally {
    await browser.close();
    host.close();
  }
});
