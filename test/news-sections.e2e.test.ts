// Several news sections, as a Docusaurus site using its blog plugin twice (`/news` and
// `/changelog`): each with its own folder, authors, list pages, post pages, tags, authors and
// archive pages and feeds, all in the sitemap and the search index; and `serve --watch` keeps
// the second one as a full build makes it while its posts are edited, added and deleted.
import test from 'ava';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, makeSite, read, runCli, type CliResult } from './_site.js';
import { change, differencesFromFullBuild, watched } from './_watch.js';

const CONFIG = `import { defineConfig } from 'garden-site';
export default defineConfig({
  title: 'Fixture Garden',
  url: 'https://fixture.example',
  templatesDir: ${JSON.stringify(path.join(REPO_ROOT, 'templates'))},
  navbar: { items: [{ label: 'News', to: '/news' }, { label: 'Changelog', to: '/changelog' }] },
  docs: { showLastUpdateTime: false },
  news: [
    { title: 'Fixture News' },
    { id: 'changelog', path: 'content/changelog', routeBasePath: 'changelog', title: 'Changelog' },
  ],
});
`;

const V2 = 'content/changelog/2025-04-01-version-2.md';
const SITE: Record<string, string> = {
  'site.config.ts': CONFIG,
  'content/pages/index.md': '---\ntitle: Home\n---\n\nHome.\n',
  'content/docs/intro.md': '---\ntitle: Introduction\n---\n\nThe planner docs.\n',
  'content/news/2025-03-01-spring-swap.md': '---\ntitle: Spring seed swap\nauthors: [ruth]\ntags: [events]\n---\n\nBring your seeds.\n',
  'content/news/authors.yml': 'ruth:\n  name: Ruth Abernathy\n',
  [V2]: '---\ntitle: Version 2.0\nauthors: [mara]\ntags: [release, planner]\n---\n\nBeds can now be shared.\n\n<!-- truncate -->\n\n## Details\n\nEvery member of a garden sees its beds.\n',
  'content/changelog/2025-05-01-version-2-1.md': '---\ntitle: Version 2.1\nauthors: [mara]\ntags: [release]\n---\n\nFaster sync of observations.\n',
  'content/changelog/authors.yml': 'mara:\n  name: Mara Okafor\n  title: Release manager\n',
};

let root: string;
let build: CliResult;
const html = (route: string): string => read(root, `dist${route}.html`);
const titles = (page: string): string[] => [...page.matchAll(/<h2 class="post-title"><a href="([^"]*)">([^<]*)<\/a>/g)].map((match) => `${match[2]} ${match[1]}`);

test.before(async () => {
  root = makeSite(SITE);
  build = await runCli(['build'], root);
});

test('the second news section gets its list, post, tag, author and archive pages, apart from the first', (t) => {
  t.is(build.code, 0, build.stderr);
  t.false(/error|warning/.test(build.stderr), build.stderr);
  const list = html('/changelog');
  t.regex(list, /<h1[^>]*>Changelog<\/h1>/);
  t.deepEqual(titles(list), ['Version 2.1 /changelog/2025/05/01/version-2-1', 'Version 2.0 /changelog/2025/04/01/version-2']);
  t.true(list.includes('Beds can now be shared.') && !list.includes('Every member of a garden'), 'the list shows the excerpt, cut at the truncate marker');
  t.deepEqual(titles(html('/news')), ['Spring seed swap /news/2025/03/01/spring-swap']);
  const post = html('/changelog/2025/04/01/version-2');
  t.regex(post, /<h1[^>]*>Version 2.0<\/h1>/);
  t.true(post.includes('Every member of a garden sees its beds.'));
  t.true(post.includes('href="/changelog/2025/05/01/version-2-1"'), 'the newer post of the same section is its neighbour');
  t.false(post.includes('/news/2025/03/01/spring-swap'), 'the other section’s posts are not among its recent posts');
  t.deepEqual(titles(html('/changelog/tags/release')), ['Version 2.1 /changelog/2025/05/01/version-2-1', 'Version 2.0 /changelog/2025/04/01/version-2']);
  t.regex(html('/changelog/tags'), /href="\/changelog\/tags\/planner"/);
  t.regex(html('/changelog/authors'), /href="\/changelog\/authors\/mara"/);
  t.deepEqual(titles(html('/changelog/authors/mara')).length, 2);
  t.regex(html('/changelog/archive'), /href="\/changelog\/2025\/04\/01\/version-2"/);
});

test('each section has its own feeds, and every page links both', (t) => {
  const rss = read(root, 'dist/changelog/rss.xml');
  t.true(rss.includes('<title>Changelog</title>'));
  t.true(rss.includes('https://fixture.example/changelog/2025/04/01/version-2'));
  t.false(rss.includes('spring-swap'));
  t.true(read(root, 'dist/changelog/atom.xml').includes('Version 2.1'));
  t.true(read(root, 'dist/changelog/feed.json').includes('Version 2.1'));
  t.false(read(root, 'dist/news/rss.xml').includes('version-2'));
  const head = html('/docs/intro');
  t.regex(head, /<link rel="alternate" type="application\/rss\+xml" href="\/news\/rss.xml" title="Fixture News RSS Feed"/);
  t.regex(head, /<link rel="alternate" type="application\/rss\+xml" href="\/changelog\/rss.xml" title="Changelog RSS Feed"/);
});

test('the sitemap and the search index hold the second section', (t) => {
  const sitemap = read(root, 'dist/sitemap.xml');
  for (const route of ['/changelog', '/changelog/2025/04/01/version-2', '/changelog/tags/release', '/changelog/archive', '/news/2025/03/01/spring-swap']) t.true(sitemap.includes(`<loc>https://fixture.example${route}</loc>`), route);
  const chunks = readdirSync(path.join(root, 'dist/search/d')).map((file) => JSON.parse(read(root, `dist/search/d/${file}`)) as Array<[string, string]>);
  const indexed = chunks.flat().map(([url, title]) => `${url} ${title}`);
  t.true(indexed.includes('/changelog/2025/04/01/version-2 Version 2.0'), indexed.join(', '));
  t.true(indexed.includes('/news/2025/03/01/spring-swap Spring seed swap'), indexed.join(', '));
});

test('serve --watch: a changelog post edited, added and deleted, each time as a full build makes it', async (t) => {
  const { root: site, server } = await watched(t, SITE);
  await change(server, () => writeFileSync(path.join(site, V2), SITE[V2]!.replace('Beds can now be shared.', 'Beds and plantings can now be shared.')));
  t.true(read(site, 'dist/changelog.html').includes('Beds and plantings can now be shared.'), 'the list shows the new excerpt');
  t.deepEqual(await differencesFromFullBuild(site), []);
  const added = 'content/changelog/2025-06-01-version-3.md';
  await change(server, () => writeFileSync(path.join(site, added), '---\ntitle: Version 3.0\nauthors: [mara]\ntags: [release]\n---\n\nOffline mode.\n'));
  t.deepEqual(titles(read(site, 'dist/changelog/tags/release.html')).map((title) => title.split(' /')[0]), ['Version 3.0', 'Version 2.1', 'Version 2.0']);
  t.deepEqual(await differencesFromFullBuild(site), []);
  await change(server, () => rmSync(path.join(site, V2)));
  t.false(read(site, 'dist/changelog.html').includes('Version 2.0'));
  t.deepEqual(await differencesFromFullBuild(site), []);
});
