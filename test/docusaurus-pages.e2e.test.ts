// A project in the shape create-docusaurus's classic template gives (test/_fixtures/docusaurus-classic)
// moved with `init --from-docusaurus` and built: its React home page (Layout, Heading, Link,
// useDocusaurusContext, useBaseUrl, clsx, CSS modules, SVG feature drawings), a page with
// useState, a page that touches `window`, and an MDX doc with an exported component, TOCInline,
// a comment heading id, a button with onClick, a CSS import, npm-style tabs, ThemedImage and a
// category page with DocCardList, each as Docusaurus writes it. Then hostile expressions and a
// page that loops, added to the moved site, fail its next build at their lines.
import test from 'ava';
import { cpSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { read, REPO_ROOT, runCli, snapshot } from './_site.js';

const work = mkdtempSync(path.join(tmpdir(), 'garden-classic-'));
const site = path.join(work, 'site');
cpSync(path.join(REPO_ROOT, 'test/_fixtures/docusaurus-classic'), path.join(work, 'orchard'), { recursive: true });
const init = runCli(['init', 'site', '--from-docusaurus', 'orchard'], work);
const build = init.then(() => runCli(['build'], site));
const dist = (file: string) => read(site, path.join('dist', file));
/** The CSS modules' stylesheets the site publishes, as one text. */
const siteStyles = () => readdirSync(path.join(site, 'dist/assets/site')).filter((file) => file.endsWith('.css')).map((file) => dist(`assets/site/${file}`)).join('\n');

test('init carries the React pages and src/, and stands in for the page that cannot render', async (t) => {
  const result = await init;
  t.is(result.code, 0, result.stderr);
  for (const file of ['content/pages/index.js', 'content/pages/index.module.css', 'content/pages/tally.js', 'src/components/HomepageFeatures/index.js', 'src/components/HomepageFeatures/styles.module.css', 'content/pages/_weather.js', 'content/pages/weather.md']) {
    t.true(existsSync(path.join(site, file)), `${file} was written`);
  }
  t.false(existsSync(path.join(site, 'content/pages/weather.js')), 'the page that cannot render is kept aside');
  t.false(existsSync(path.join(site, 'components')), 'no stand-in components: every import renders');
  t.true(result.stderr.includes('  - React page src/pages/weather.js: it cannot be rendered at build time (window is not defined, at src/pages/weather.js:4); content/pages/weather.md stands in for it and its source is kept as content/pages/_weather.js: fix it, then rename it back and remove the stand-in\n'), result.stderr);
  t.regex(read(site, 'MIGRATION.md'), /\*\*React page src\/pages\/weather\.js\*\*: it cannot be rendered at build time/);
});

test('the moved site builds, with one warning: the onClick the page cannot keep', async (t) => {
  const result = await build;
  t.is(result.code, 0, result.stderr);
  t.deepEqual(result.stderr.split('\n').filter((line) => line.startsWith('warning')), ['warning content/docs/basics/pruning.mdx:34  onClick on <button> needs a browser: the page shows the element without it']);
});

test("the classic home page: its hero and three features, in the theme's layout, styled by its CSS modules, shipping no React", async (t) => {
  t.is((await build).code, 0);
  const home = dist('index.html');
  t.true(home.includes('<title>Welcome to Orchard Notes | Orchard Notes</title>'));
  t.true(home.includes('<meta name="description" content="Notes from a community orchard">'));
  const [, banner] = /<header class="hero hero--primary (\w+_heroBanner)">/.exec(home) ?? [];
  t.truthy(banner, 'the hero has its CSS module class');
  t.regex(home, /<img class="\w+_heroLogo" src="\/img\/logo\.svg" alt=""\/>/);
  t.regex(home, /<h1 class="hero__title">Orchard Notes<\/h1><p class="hero__subtitle">Pruning, grafting and picking, season by season<\/p><div class="\w+_buttons"><a class="button button--secondary button--lg" href="\/docs\/intro">Read the notes<\/a><\/div>/);
  const features = [...home.matchAll(/<div class="col col--4"><div class="text--center"><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 16 16" class="(\w+_featureSvg)" role="img"><circle[^>]*\/><\/svg><\/div><div class="text--center padding-horiz--md"><h3>([^<]+)<\/h3><p>([^<]+)<\/p><\/div><\/div>/g)];
  t.deepEqual(features.map((feature) => feature[2]), ['Prune in winter', 'Graft in spring', 'Pick in autumn']);
  t.regex(home, /<section class="\w+_features">/);
  // The page's CSS modules are published and linked after the theme's stylesheets.
  const styles = siteStyles();
  t.true(styles.includes(`.${banner} {`) && styles.includes(`.${features[0]?.[1]} {`), styles);
  t.regex(home, /<link rel="stylesheet" href="\/assets\/site\/index-\w{8}\.css">/);
  t.regex(home, /<a class="navbar-brand" href="\/">/, "the theme's navbar");
  t.regex(home, /<footer class="footer/, "and footer");
  // The page writes its own <main>: the theme holds it in a div, so the document has one main landmark.
  t.is(home.match(/<main\b/g)?.length, 1);
  t.regex(home, /<div id="main" class="main" tabindex="-1">/);
  t.is(dist('docs/intro.html').match(/<main id="main"/g)?.length, 1, 'other pages keep the theme\'s main');
  // No React, no page script: the same client script as every other page.
  const scripts = (html: string) => [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
  t.deepEqual(scripts(home), scripts(dist('docs/intro.html')));
  t.false(/react/i.test(scripts(home).map((src) => dist(src!.slice(1))).join('')), 'the client script holds no React');
});

test('a page with useState renders its initial state; the stand-in page says why it stands in', async (t) => {
  t.is((await build).code, 0);
  t.regex(dist('tally.html'), /<h1>Harvest tally<\/h1><button>Picked 12 crates<\/button>/);
  t.regex(dist('weather.html'), /This page stands in for the React page <code>src\/pages\/weather\.js<\/code> of the Docusaurus project, which cannot be rendered when the site is built: window is not defined/);
});

test('the MDX doc: exported component, TOCInline over toc and toc.slice(1), comment heading id, onClick dropped, CSS import, tabs, Link, useBaseUrl, ThemedImage', async (t) => {
  t.is((await build).code, 0);
  const page = dist('docs/basics/pruning.html');
  const body = page.slice(page.indexOf('<div class="markdown">'), page.indexOf('</article>'));
  t.true(body.includes('<p>Cut on a dry day in late winter, when winter pruning leaves the most light.</p>'), 'frontMatter in an expression');
  t.true(body.includes('<div class="table-of-contents-inline"><ul class="table-of-contents"><li><a href="#first-cut">The first cut</a></li><li><a href="#tools">Tools</a><ul><li><a href="#saws">Saws</a></li></ul></li></ul></div>'), 'TOCInline toc={toc}');
  t.true(body.includes('<div class="table-of-contents-inline"><ul class="table-of-contents"><li><a href="#tools">Tools</a><ul><li><a href="#saws">Saws</a></li></ul></li></ul></div>'), 'TOCInline toc={toc.slice(1)}');
  t.true(body.includes('<h2 id="first-cut">The first cut <a class="hash-link" href="#first-cut"'), 'the {/* #first-cut */} id');
  t.true(body.includes('Take out <span style="background-color:#25c2a0;border-radius:2px;padding:0.2rem">dead wood</span> first'), 'the exported Highlight');
  t.true(body.includes('<button class="notice">Sharpen the saw</button>'), 'the button, without its handler');
  t.regex(body, /<div class="tabs" data-group-id="npm2yarn">[\s\S]*data-value="npm">npm<\/button>[\s\S]*data-value="yarn">yarn<\/button>[\s\S]*npm<\/span>/);
  t.true(body.includes('Back to the <a href="/docs/intro">notes</a>.'), 'Link');
  t.true(body.includes('<img src="/img/logo.svg" alt="Orchard Notes" />'), 'useBaseUrl');
  t.true(body.includes('<img loading="lazy" decoding="async" alt="The orchard plan" src="/img/shears.svg" class="themed-image themed-image-light"/><img loading="lazy" decoding="async" alt="The orchard plan" src="/img/graft.svg" class="themed-image themed-image-dark"/>'), 'ThemedImage');
  const [, stylesheet] = /<link rel="stylesheet" href="(\/assets\/site\/pruning-\w{8}\.css)">/.exec(page) ?? [];
  t.truthy(stylesheet, 'the CSS import is linked');
  t.regex(dist(stylesheet!.slice(1)), /\.notice \{\s*border: 1px solid #25c2a0;/);
  t.false(/\{[a-zA-Z]|className=|<Highlight|<TOCInline|import |export /.test(body), 'nothing raw');
  // The category's page lists the category's docs.
  t.regex(dist('docs/basics.html'), /<ul class="cards"><li class="card"><a href="\/docs\/basics\/pruning" class="card-link"><span class="card-title">Winter pruning<\/span><span class="card-description">When and where to cut\.<\/span><\/a><\/li><\/ul>/);
  t.regex(dist('docs/basics.html'), /<ul class="cards"><li class="card"><a href="\/docs\/basics\/pruning#first-cut" class="card-link"><span class="card-title">Ladders<\/span><span class="card-description">Three legs on soft ground\.<\/span><\/a><\/li><\/ul>/);
});

test('hostile expressions and a page that loops fail the next build at their lines, and the last build stays', async (t) => {
  t.is((await build).code, 0);
  const before = await snapshot(path.join(site, 'dist'));
  writeFileSync(
    path.join(site, 'content/docs/hostile.mdx'),
    [
      '---',
      'title: Hostile',
      '---',
      '',
      "{toc.constructor.constructor('return process')().exit(7)}",
      '',
      "{frontMatter.constructor.constructor('return globalThis')().process}",
      '',
      "Reading {import('node:fs').then((fs) => fs.readFileSync('/etc/passwd'))} here.",
      '',
      '<div title={require("node:fs")}>x</div>',
      '',
      '{(() => { while (true) {} })()}',
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(site, 'content/pages/spin.js'), "import Layout from '@theme/Layout';\n\nexport default function Spin() {\n  for (;;) {}\n}\n");
  const result = await runCli(['build'], site, { env: { GARDEN_SITE_RENDER_TIMEOUT_MS: '500' } });
  t.is(result.code, 1, result.stderr);
  const errors = result.stderr.split('\n').filter((line) => line.startsWith('error'));
  t.deepEqual(errors, [
    "error content/docs/hostile.mdx:5  {toc.constructor.constructor('return process')().exit(7)} failed: EvalError: Code generation from strings disallowed for this context",
    "error content/docs/hostile.mdx:7  {frontMatter.constructor.constructor('return globalThis')(…} failed: EvalError: Code generation from strings disallowed for this context",
    "error content/docs/hostile.mdx:9  {import('node:fs').then((fs) => fs.readFileSync('/etc/pass…} failed: ReferenceError: Promise is not defined",
    "error content/docs/hostile.mdx:11  the props of <div> failed: require('node:fs') cannot load a package in a page: it gives the URL of a site file (./img/bed.png, @site/static/…)",
    'error content/docs/hostile.mdx:13  {(() => { while (true) {} })()} failed: it ran for more than 500 ms and was stopped',
    'error content/pages/spin.js  The React page could not be rendered: it ran for more than 500 ms and was stopped',
  ]);
  t.deepEqual(await snapshot(path.join(site, 'dist')), before, 'the previous output is left whole');
});
