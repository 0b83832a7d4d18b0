// Several docs sections, as a Docusaurus site using its docs plugin twice (`/docs` and
// `/community`): each with its own folder, routes and sidebars, all searched and in the sitemap.
import test from 'ava';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { anchors, sidebarOf } from './_docs-html.js';
import { startServe } from './_serve.js';
import { REPO_ROOT, commitAt, makeSite, read, runCli, type CliResult } from './_site.js';

const CONFIG = `import { defineConfig } from 'garden-site';
export default defineConfig({
  title: 'Fixture Garden',
  url: 'https://fixture.example',
  templatesDir: ${JSON.stringify(path.join(REPO_ROOT, 'templates'))},
  navbar: { items: [{ label: 'Docs', to: '/docs' }, { label: 'Community', to: '/community' }] },
  docs: [
    { id: 'docs', homeDoc: 'intro', showLastUpdateTime: false },
    { id: 'community', path: 'content/community', routeBasePath: 'community', sidebarPath: 'content/sidebarsCommunity.ts', homeDoc: 'intro', showLastUpdateTime: false },
  ],
});
`;

const SITE: Record<string, string> = {
  'site.config.ts': CONFIG,
  'content/pages/index.md': '---\ntitle: Home\n---\n\nHome.\n',
  'content/docs/intro.md': '---\ntitle: Introduction\n---\n\nThe planner docs.\n',
  'content/docs/crops/tomatoes.md': '---\ntitle: Tomatoes\n---\n\nStake them.\n',
  'content/community/intro.md': '---\ntitle: Community\n---\n\nGardeners meet monthly; see [meetings](team/meetings.md).\n',
  'content/community/team/meetings.md': '---\ntitle: Meetings\n---\n\n## Agenda\n\nCompost swaps and seedlings.\n',
  'content/community/team/_category_.yml': 'label: Our team\n',
  'content/sidebarsCommunity.ts': "export default { community: ['intro', { type: 'category', label: 'Our team', items: ['team/meetings'] }] };\n",
};

let root: string;
let build: CliResult;
const html = (route: string): string => read(root, `dist${route}.html`);
const sidebarLinks = (route: string): string[] => anchors(sidebarOf(html(route))).map((a) => `${a.text} ${a.href}`);

test.before(async () => {
  root = makeSite(SITE);
  build = await runCli(['build'], root);
});

test('both sections build, each doc at its section route, a doc id used in both without a clash', (t) => {
  t.is(build.code, 0, build.stderr);
  t.false(/error|warning/.test(build.stderr), build.stderr);
  t.regex(html('/docs/intro'), /<h1>Introduction<\/h1>/);
  t.regex(html('/community/intro'), /<h1>Community<\/h1>/);
  t.regex(html('/community'), /<h1>Community<\/h1>/, 'the section root shows its homeDoc');
  t.regex(html('/community/team/meetings'), /<h1>Meetings<\/h1>/);
  t.true(html('/community/intro').includes('<a href="/community/team/meetings">meetings</a>'), 'a .md link resolves within its section');
});

test('each section shows its own sidebars file', (t) => {
  t.deepEqual(sidebarLinks('/community/team/meetings'), ['Community /community/intro', 'Meetings /community/team/meetings']);
  t.deepEqual(sidebarLinks('/docs/intro'), ['Tomatoes /docs/crops/tomatoes', 'Introduction /docs/intro']);
});

test('the sitemap and the search index hold both sections', (t) => {
  const sitemap = read(root, 'dist/sitemap.xml');
  for (const route of ['/docs/intro', '/docs/crops/tomatoes', '/community/intro', '/community/team/meetings']) t.true(sitemap.includes(`<loc>https://fixture.example${route}</loc>`), route);
  const chunks = readdirSync(path.join(root, 'dist/search/d')).map((file) => JSON.parse(read(root, `dist/search/d/${file}`)) as Array<[string, string]>);
  const indexed = chunks.flat().map(([url, title]) => `${url} ${title}`);
  t.true(indexed.includes('/community/team/meetings Meetings'), indexed.join(', '));
  t.true(indexed.includes('/docs/crops/tomatoes Tomatoes'), indexed.join(', '));
});

test('the single-object form of docs builds as before', async (t) => {
  const single = CONFIG.replace(/docs: \[[\s\S]*?\],\n/, "docs: { homeDoc: 'intro', showLastUpdateTime: false },\n").replace(", { label: 'Community', to: '/community' }", '');
  const site = makeSite({ 'site.config.ts': single, 'content/docs/intro.md': SITE['content/docs/intro.md']!, 'content/pages/index.md': '---\ntitle: Home\n---\n\nHome.\n' });
  const result = await runCli(['build'], site);
  t.is(result.code, 0, result.stderr);
  t.regex(read(site, 'dist/docs/intro.html'), /<h1>Introduction<\/h1>/);
});

test('a section showing last-update times dates its docs from git, as the first section does', async (t) => {
  const config = CONFIG.replace("routeBasePath: 'community', sidebarPath: 'content/sidebarsCommunity.ts', homeDoc: 'intro', showLastUpdateTime: false", "routeBasePath: 'community', sidebarPath: 'content/sidebarsCommunity.ts', homeDoc: 'intro'");
  const site = makeSite({ ...SITE, 'site.config.ts': config });
  commitAt(site, '2025-05-06T12:00:00Z');
  const result = await runCli(['build'], site);
  t.is(result.code, 0, result.stderr);
  t.regex(read(site, 'dist/community/team/meetings.html'), /<p class="last-updated">Last updated on <time dateTime="2025-05-06T12:00:00.000Z">May 6, 2025<\/time><\/p>/);
  t.false(read(site, 'dist/docs/intro.html').includes('last-updated'), 'the first section has showLastUpdateTime: false');
});

test('serve --watch sees an edit to a doc of a section kept outside content/', async (t) => {
  const config = CONFIG.replace("path: 'content/community'", "path: 'community'").replace("sidebarPath: 'content/sidebarsCommunity.ts'", "sidebarPath: 'community/sidebars.ts'");
  const files = Object.fromEntries(Object.entries({ ...SITE, 'site.config.ts': config }).map(([name, text]) => [name.replace(/^content\/community\//, 'community/').replace('content/sidebarsCommunity.ts', 'community/sidebars.ts'), text]));
  const site = makeSite(files);
  const server = await startServe(['--watch', '--port', '0'], site);
  t.teardown(() => server.stop());
  const mark = server.output().length;
  await new Promise((resolve) => setTimeout(resolve, 20));
  writeFileSync(path.join(site, 'community/team/meetings.md'), files['community/team/meetings.md']!.replace('Compost swaps', 'Tool swaps'));
  await server.waitFor(/✔ built[^\n]*\n|✖ build failed/, mark);
  t.regex(server.output().slice(mark), /✔ built/);
  t.true(read(site, 'dist/community/team/meetings.html').includes('Tool swaps and seedlings.'));
});
