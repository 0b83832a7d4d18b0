// A `build` run again over its own output takes each page it would render alike from that output
// (build/stored-pages.ts), and the theme and client script from the last esbuild output
// (bundle/bundle-cache.ts): it must render what changed, whatever changed, and write the same
// files as a build with no cache at all.
import test from 'ava';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBuild } from '../cli/commands/build.js';
import { MINIMAL_SITE, REPO_ROOT, fixtureConfig, makeSite, runCli, snapshot } from './_site.js';

test('a build again over its output renders only the pages whose route, theme, config or output file changed', async (t) => {
  t.timeout(4 * 60_000);
  const root = makeSite({
    ...MINIMAL_SITE,
    'site.config.ts': fixtureConfig().replace(/templatesDir: .*,/, "templatesDir: 'templates',"),
    'content/pages/about.md': '---\ntitle: About\n---\n\nAbout this fixture.\n\nHow we [stake tomatoes](/docs/crops/tomatoes#staking).\n',
  });
  cpSync(path.join(REPO_ROOT, 'templates'), path.join(root, 'templates'), { recursive: true, filter: (file) => !file.includes('node_modules') && !/\.test\.tsx?$/.test(file) });
  const out = path.join(root, 'dist');
  const buildWarning = async () => (await runBuild({ siteRoot: root, outDir: out, workers: 0, cache: true })).warnings.map((warning) => `${warning.location}: ${warning.message}`).join('\n');
  const build = async () => (await runBuild({ siteRoot: root, outDir: out, workers: 0, cache: true })).redone.pages;
  const uncached = async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'garden-uncached-'));
    await runBuild({ siteRoot: root, outDir: path.join(fresh, 'dist'), workers: 0, cache: false });
    return snapshot(path.join(fresh, 'dist'));
  };
  const edit = (file: string, from: string | RegExp, to: string) => writeFileSync(path.join(root, file), readFileSync(path.join(root, file), 'utf8').replace(from, to));

  const everyPage = await build();
  t.true(everyPage > 5);
  t.is(await build(), 0, 'nothing changed: no page is rendered');
  t.deepEqual(await snapshot(out), await uncached());

  writeFileSync(path.join(out, 'docs/intro.html'), '<p>edited by hand</p>');
  t.is(await build(), 1, 'the output file edited by hand is rendered again');
  t.deepEqual(await snapshot(out), await uncached());

  edit('content/docs/crops/tomatoes.md', 'title: Tomatoes', 'title: Cherry tomatoes');
  const afterTitle = await build();
  t.true(afterTitle > 1 && afterTitle < everyPage, 'a title renders the pages that show it (the docs, with their sidebar), not the others');
  t.true(readFileSync(path.join(out, 'docs/intro.html'), 'utf8').includes('Cherry tomatoes'), "another doc's sidebar has the new title");
  t.deepEqual(await snapshot(out), await uncached());

  // The about page is not rendered again (nothing it shows changed), but its link is checked
  // again, and again on the next build: a warning is not forgotten.
  edit('content/docs/crops/tomatoes.md', '## Staking', '## Stakes');
  t.regex(await buildWarning(), /content\/pages\/about\.md:7.*#staking/);
  t.regex(await buildWarning(), /content\/pages\/about\.md:7.*#staking/);
  edit('content/pages/about.md', '#staking', '#stakes');
  edit('content/docs/intro.md', '#staking', '#stakes');
  t.is(await buildWarning(), '');
  t.deepEqual(await snapshot(out), await uncached());

  edit('templates/index.tsx', 'export default', '/* edited */ export default');
  t.is(await build(), everyPage, 'a theme edit renders every page');
  edit('templates/styles/main.css', /$/, '\n.compost-heap { color: brown; }\n');
  t.is(await build(), everyPage, 'a new stylesheet is linked from every page');
  t.true(readdirSync(path.join(out, 'assets')).some((file) => file.endsWith('.css') && readFileSync(path.join(out, 'assets', file), 'utf8').includes('.compost-heap')), 'the new rule is in the stylesheet');
  edit('site.config.ts', "tagline: 'A small site for tests'", "tagline: 'A smaller site for tests'");
  t.is(await build(), everyPage, 'a config edit renders every page');
  t.deepEqual(await snapshot(out), await uncached());
});

test('a React page that throws is named by its own file when the theme comes from the cache', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'content/pages/boom.tsx': "export default function Boom() {\n  throw new Error('too many beds');\n}\n" });
  for (const run of ['first', 'second']) {
    const result = await runCli(['build'], root);
    t.is(result.code, 1, run);
    t.regex(result.stderr, /^error content\/pages\/boom\.tsx\b.*too many beds/m, run);
  }
  t.true(existsSync(path.join(root, '.garden-cache/bundles')), 'the theme was kept');
});

test('the theme kept by the engine run from its sources is not taken by the compiled engine, which imports itself from lib/', async (t) => {
  const root = makeSite(MINIMAL_SITE);
  const fromSource = await runCli(['build'], root, { fromSource: true });
  t.is(fromSource.code, 0, fromSource.stderr);
  const compiled = await runCli(['build'], root);
  t.is(compiled.code, 0, compiled.stderr);
});

test("each locale's search index is linked from the last output while its pages are as they were, and computed again when a page, a title or an index file changed", async (t) => {
  t.timeout(3 * 60_000);
  const root = makeSite({
    ...MINIMAL_SITE,
    'site.config.ts': fixtureConfig("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"),
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '---\ntitle: Introduction\n---\n\nBienvenue au jardin.\n',
  });
  const out = path.join(root, 'dist');
  const computed = async () => (await runBuild({ siteRoot: root, outDir: out, workers: 0, cache: true })).redone.searchIndexes;
  const uncached = async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'garden-uncached-'));
    await runBuild({ siteRoot: root, outDir: path.join(fresh, 'dist'), workers: 0, cache: false });
    return snapshot(path.join(fresh, 'dist'));
  };
  const edit = (file: string, from: string, to: string) => writeFileSync(path.join(root, file), readFileSync(path.join(root, file), 'utf8').replace(from, to));
  const searchFiles = (folder: string) => readdirSync(path.join(out, folder, 'search'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));

  t.is(await computed(), 2, 'a first build computes both locales');
  t.is(await computed(), 0, 'nothing changed: both indexes are the last output');
  t.deepEqual(await snapshot(out), await uncached());

  edit('i18n/fr/docusaurus-plugin-content-docs/current/intro.md', 'Bienvenue au jardin.', 'Bienvenue au jardin de rhubarbe.');
  t.is(await computed(), 1, 'a French page changed: only the French index is computed');
  t.true(searchFiles('fr').some((file) => readFileSync(path.join(out, 'fr/search', file), 'utf8').includes('"rhubarb')), 'the new word is in the French index');
  t.deepEqual(await snapshot(out), await uncached());

  edit('content/docs/crops/tomatoes.md', 'title: Tomatoes', 'title: Cherry tomatoes');
  t.is(await computed(), 2, 'a title shows in both locales (the French docs fall back to it)');
  t.deepEqual(await snapshot(out), await uncached());

  writeFileSync(path.join(out, 'search/manifest.json'), '{}');
  t.is(await computed(), 1, 'an index file edited by hand is computed again');
  t.deepEqual(await snapshot(out), await uncached());
});
