// Docusaurus's markdown rules end to end: a fixture site written the way Docusaurus sites are,
// built by the real CLI; each test reads the HTML a reader would get.
import test from 'ava';
import path from 'node:path';
import { anchors, element, sidebarOf, text } from './_docs-html.js';
import { MINIMAL_SITE, REPO_ROOT, makeSite, read, runCli, type CliResult } from './_site.js';

const CONFIG = `import { defineConfig } from 'garden-site';
export default defineConfig({
  title: 'Fixture Garden',
  url: 'https://fixture.example',
  templatesDir: ${JSON.stringify(path.join(REPO_ROOT, 'templates'))},
  docs: { homeDoc: 'intro', showLastUpdateTime: false, editUrl: 'https://github.com/geo/fixture/edit/main/' },
});
`;

const SITE: Record<string, string> = {
  'site.config.ts': CONFIG,
  'content/pages/index.md': '---\ntitle: Home\n---\n\nHome.\n',
  'content/docs/intro.md': [
    '---',
    'title: Introduction',
    '---',
    '',
    'Questions? Write to ruth@fixture.example or read https://dart.dev/guides and www.example.com.',
    '',
    'The planner is a separate app: [playground](https://fixture.example/playground), also at https://fixture.example/playground/beds.',
    '',
    '`https://in.code.example` stays code.',
    '',
    '```js',
    'const beds = 3;',
    '// highlight-next-line',
    'plant(beds);',
    '/* highlight-start */',
    'water(beds);',
    'weed(beds);',
    '/* highlight-end */',
    'rest();',
    '```',
    '',
    '```jsx',
    '<Garden>',
    '  {/* highlight-next-line */}',
    '  <Bed />',
    '</Garden>',
    '```',
    '',
    '```python',
    '# highlight-next-line',
    'harvest()',
    'store()',
    '```',
    '',
  ].join('\n'),
  'content/docs/catalogs.md': '---\ntitle: Catalogs\n---\n\nSeed catalogs.\n',
  'content/docs/cli/add.md': '---\ntitle: Add\n---\n\nAdd from a [catalog] and see the [outcomes](/user-guide/outcomes.md#results).\n\n[catalog]: catalogs.md\n',
  'content/docs/user-guide/_category_.yml': 'label: Growing guides\nposition: 3\n',
  'content/docs/user-guide/outcomes.md': '---\ntitle: Outcomes\ncustom_edit_url: null\n---\n\n## Results\n\nWhat grew.\n',
  'content/docs/cli/_category_.yaml': 'label: Command line\n',
  'content/docs/crops/tomatoes.md': '---\ntitle: Tomatoes\ncustom_edit_url: https://example.org/edit/tomatoes\n---\n\nStake them.\n',
};

let root: string;
let build: CliResult;
const html = (route: string): string => read(root, `dist${route}.html`);
const article = (route: string): string => element(html(route), /<article class="doc"/);

test.before(async () => {
  root = makeSite(SITE);
  build = await runCli(['build'], root);
});

test('the fixture builds with no errors or warnings, its own-domain links left unchecked as Docusaurus leaves them', (t) => {
  t.is(build.code, 0, build.stderr);
  t.false(/error|warning/.test(build.stderr), build.stderr);
  t.true(html('/docs/intro').includes('<a href="https://fixture.example/playground" target="_blank" rel="noopener noreferrer">playground</a>'));
});

test('bare URLs, www. hosts and e-mail addresses are links; code is not', (t) => {
  const links = anchors(element(article('/docs/intro'), /<div class="markdown"/)).map((a) => `${a.text} ${a.href}`);
  t.deepEqual(links, [
    'ruth@fixture.example mailto:ruth@fixture.example',
    'https://dart.dev/guides https://dart.dev/guides',
    'www.example.com http://www.example.com',
    'playground https://fixture.example/playground',
    'https://fixture.example/playground/beds https://fixture.example/playground/beds',
  ]);
});

test('.md links resolve from the docs folder when the file folder has no such file', (t) => {
  const links = anchors(element(article('/docs/cli/add'), /<div class="markdown"/)).map((a) => `${a.text} ${a.href}`);
  t.deepEqual(links, ['catalog /docs/catalogs', 'outcomes /docs/user-guide/outcomes#results']);
});

test('magic comments highlight the lines they mark, in each language, and are removed', (t) => {
  const blocks = [...article('/docs/intro').matchAll(/<pre[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<span class="(line[^"]*)">([\s\S]*?)<\/span>(?=\n|$)/g)].map((line) => `${line[1] === 'line highlighted' ? '+' : ' '} ${text(line[2] ?? '')}`),
  );
  t.deepEqual(blocks, [
    ['  const beds = 3;', '+ plant(beds);', '+ water(beds);', '+ weed(beds);', '  rest();'],
    ['  <Garden>', '+ <Bed />', '  </Garden>'],
    ['+ harvest()', '  store()'],
  ]);
});

test('_category_.yml and _category_.yaml label their folders in the sidebar', (t) => {
  const labels = [...sidebarOf(html('/docs/intro')).matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)].map((match) => text(match[1] ?? ''));
  t.true(labels.includes('Growing guides'), labels.join(', '));
  t.true(labels.includes('Command line'), labels.join(', '));
});

test('docs show "Edit this page" from docs.editUrl or custom_edit_url; custom_edit_url: null hides it', (t) => {
  const editLinks = (route: string) => anchors(article(route)).filter((a) => a.text === 'Edit this page').map((a) => a.href);
  t.deepEqual(editLinks('/docs/intro'), ['https://github.com/geo/fixture/edit/main/content/docs/intro.md']);
  t.deepEqual(editLinks('/docs/cli/add'), ['https://github.com/geo/fixture/edit/main/content/docs/cli/add.md']);
  t.deepEqual(editLinks('/docs/crops/tomatoes'), ['https://example.org/edit/tomatoes']);
  t.deepEqual(editLinks('/docs/user-guide/outcomes'), []);
  t.regex(article('/docs/intro'), /<p class="edit-link"><a href="[^"]+" target="_blank" rel="noopener noreferrer"><svg class="icon"[^>]*aria-hidden="true"/);
});

test('a site with no page at / builds with no errors; the logo leads to the docs home and no theme link points at /', async (t) => {
  const files = { ...MINIMAL_SITE };
  delete files['content/pages/index.md'];
  const site = makeSite(files);
  const result = await runCli(['build'], site);
  t.is(result.code, 0, result.stderr);
  t.false(/error|warning/.test(result.stderr), result.stderr);
  for (const page of ['docs/intro', 'docs/crops/tomatoes', 'news', 'about', '404']) {
    const page_html = read(site, `dist/${page}.html`);
    t.regex(page_html, /<a class="navbar-brand" href="\/docs">/, page);
    t.false(page_html.includes('href="/"'), page);
  }
  t.deepEqual(anchors(element(read(site, 'dist/404.html'), /<ul class="not-found-links"/)).map((a) => `${a.text} ${a.href}`), ['Read the documentation /docs', 'See the latest news /news']);
});

test('without a home page or a docs root, the logo leads to the first doc of the sidebar', async (t) => {
  const files: Record<string, string> = { ...MINIMAL_SITE, 'site.config.ts': MINIMAL_SITE['site.config.ts']!.replace("homeDoc: 'intro', ", '') };
  delete files['content/pages/index.md'];
  const site = makeSite(files);
  const result = await runCli(['build'], site);
  t.is(result.code, 0, result.stderr);
  t.regex(read(site, 'dist/news.html'), /<a class="navbar-brand" href="\/docs\/crops\/tomatoes">/);
});

test('an unknown doc id in a _category_.yml is an error naming that file', async (t) => {
  const site = makeSite({ ...MINIMAL_SITE, 'content/docs/crops/_category_.yml': 'label: Crops\nlink:\n  type: doc\n  id: crops/tomatos\n' });
  const result = await runCli(['build'], site);
  t.is(result.code, 1);
  t.true(result.stderr.includes("error content/docs/crops/_category_.yml  link.id: unknown doc id 'crops/tomatos'"), result.stderr);
  t.true(result.stderr.includes('hint: A doc id is its path under the docs folder without the extension.'), result.stderr);
});

test('check-links leaves links to the own domain alone too: the playground is another app', async (t) => {
  t.is(build.code, 0, build.stderr);
  const result = await runCli(['check-links', 'dist'], root);
  t.is(result.code, 0, result.stdout + result.stderr);
});
