// End to end: one build reports every independent problem of a site (config, front matter,
// sidebars, links, authors.yml, markdown), each once and at its own place, and writes nothing;
// a problem that causes others is reported once, saying what it took down with it.
import test from 'ava';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MINIMAL_SITE, fixtureConfig, makeSite, runCli } from './_site.js';

/** The `error …` lines of a build's output, in order. */
function errorLines(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line.startsWith('error '));
}

test('six independent problems are all reported by one build, each once, and nothing is written', async (t) => {
  const root = makeSite({
    ...MINIMAL_SITE,
    'site.config.ts': fixtureConfig("trailingSlash: 'no',"),
    'content/docs/bad.md': '---\ntitle: Bad\nsidebar_position: three\n---\n\nA doc with bad front matter, in the sidebar and linked to.\n',
    'content/docs/sidebars.ts': "export default {\n  docs: [\n    'intro',\n    'bad',\n    'crops/tomatos',\n  ],\n};\n",
    'content/docs/intro.md': '---\ntitle: Introduction\n---\n\nSee [the bad doc](./bad.md) and [an old page](/docs/old-page).\n\nAnd [a missing file](./missing.md).\n',
    'content/news/authors.yml': 'ruth:\n  name: Ruth Abernathy\n title: Founder\n',
    'content/news/2025-03-02-second.md': '---\ntitle: Second post\nauthors: [ruth]\n---\n\nThe second post.\n',
  });
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  t.deepEqual(errorLines(result.stderr), [
    'error content/docs/bad.md:3  sidebar_position: expected a number',
    'error content/docs/intro.md:5  broken link to /docs/old-page (on /docs/intro and 1 other page)',
    'error content/docs/intro.md:7  Link to a missing page: ./missing.md',
    "error content/docs/sidebars.ts:5  docs[2]: unknown doc id 'crops/tomatos'",
    'error content/news/authors.yml:3  YAML syntax error: bad indentation of a mapping entry … and 2 posts that use these authors',
    'error site.config.ts:10:3  trailingSlash: expected true or false',
  ]);
  t.regex(result.stderr, /✖ build failed: 6 errors;/);
  t.false(existsSync(path.join(root, 'dist')), 'a build with errors writes no output');
});

test('a docs folder that is not there is one error at docs.path in the config, not one per sidebar entry or docs link', async (t) => {
  const { 'content/docs/intro.md': _intro, 'content/docs/crops/tomatoes.md': _tomatoes, ...rest } = MINIMAL_SITE;
  const root = makeSite({
    ...rest,
    'site.config.ts': fixtureConfig("docs: { path: 'content/documents', sidebarPath: 'sidebars.ts', homeDoc: 'intro', showLastUpdateTime: false },").replace("docs: { homeDoc: 'intro', showLastUpdateTime: false },", ''),
    'sidebars.ts': "export default {\n  docs: ['intro', 'crops/tomatoes', 'crops/beans'],\n};\n",
  });
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  t.deepEqual(errorLines(result.stderr), ['error site.config.ts:10:11  docs.path: the docs folder content/documents does not exist … and 3 sidebar entries name its docs']);
  t.regex(result.stderr, /hint: create content\/documents, or set docs\.path in the site config to the folder that holds the docs/);
});

test('every import the config cannot resolve is reported at its own line', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'site.config.ts': "import nav from './nav.js';\nimport extra from 'not-installed-package';\nexport default { ...nav, ...extra };\n" });
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  t.deepEqual(errorLines(result.stderr), ['error site.config.ts:1:17  Could not resolve "./nav.js"', 'error site.config.ts:2:19  Could not resolve "not-installed-package"']);
});

// The theme adapts to a site without a home page (no link to / breaks); how a link the theme does
// break is blamed once is pinned in cli/check/link-errors.test.ts.
test('with no page at /, a broken markdown link is blamed at its line, an <img> line never, and the theme not at all', async (t) => {
  const { 'content/pages/index.md': _home, ...rest } = MINIMAL_SITE;
  const root = makeSite({
    ...rest,
    'content/static/img/plan.svg': MINIMAL_SITE['content/static/favicon.svg'] ?? '',
    'content/docs/beds.md': '---\ntitle: Beds\n---\n\n<img src="/img/plan.svg" />\n\nRows / columns, and a page that is gone: [old](/docs/old-page).\n',
  });
  const result = await runCli(['build'], root);
  t.is(result.code, 1, result.stderr);
  const lines = errorLines(result.stderr);
  t.deepEqual(lines, ['error content/docs/beds.md:7  broken link to /docs/old-page (on /docs/beds)']);
  t.false(result.stderr.includes('beds.md:5'), result.stderr);
});
