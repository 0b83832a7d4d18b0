// `serve --watch` rebuilds incrementally: a real server process on a real fixture site, the
// served folder compared file by file before and after each change, and with a full `build`
// of the same sources (which the incremental output must equal byte for byte).
import test from 'ava';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { startServe } from './_serve.js';
import { MINIMAL_SITE, REPO_ROOT, fixtureConfig, makeSite } from './_site.js';
import { change, differencesFromFullBuild, snapshot, watched } from './_watch.js';

/** The files written, added or removed between two snapshots. */
function touched(before: ReturnType<typeof snapshot>, after: ReturnType<typeof snapshot>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name)?.mtime !== after.get(name)?.mtime).sort();
}

const TOMATOES = 'content/docs/crops/tomatoes.md';

test.serial("editing a doc's text rewrites only that page and the search index, as a full build would", async (t) => {
  const { root, server } = await watched(t);
  const before = snapshot(path.join(root, 'dist'));
  const line = await change(server, () => writeFileSync(path.join(root, TOMATOES), MINIMAL_SITE[TOMATOES]!.replace('Stake them early.', 'Stake them early, and water at the root.')));
  const after = snapshot(path.join(root, 'dist'));
  const written = touched(before, after);
  t.true(written.includes('docs/crops/tomatoes.html'), written.join(', '));
  t.deepEqual(written.filter((file) => !file.startsWith('search/')), ['docs/crops/tomatoes.html']);
  t.true(after.get('docs/crops/tomatoes.html')?.bytes.toString().includes('water at the root'));
  t.regex(line, /markdown of 1 page, 1 page rendered/);
  t.deepEqual(await differencesFromFullBuild(root), []);
});

test.serial("a doc's new title reaches the sidebars of the other docs, and nothing else changes", async (t) => {
  const { root, server } = await watched(t);
  const before = snapshot(path.join(root, 'dist'));
  await change(server, () => writeFileSync(path.join(root, TOMATOES), MINIMAL_SITE[TOMATOES]!.replace('title: Tomatoes', 'title: Heirloom Tomatoes')));
  const after = snapshot(path.join(root, 'dist'));
  const intro = after.get('docs/intro.html')?.bytes.toString() ?? '';
  t.true(intro.includes('Heirloom Tomatoes'), 'the intro page lists the new title in its sidebar');
  const written = touched(before, after);
  t.true(written.includes('docs/intro.html'));
  // Pages without the docs sidebar are left alone.
  t.false(written.includes('about.html'));
  t.false(written.some((file) => file.startsWith('news/')), written.join(', '));
  t.deepEqual(await differencesFromFullBuild(root), []);
});

test.serial('a template edit rewrites every page from the markdown already rendered', async (t) => {
  const config = fixtureConfig().replace(/templatesDir: .*,/, "templatesDir: 'templates',");
  const root = makeSite({ ...MINIMAL_SITE, 'site.config.ts': config });
  cpSync(path.join(REPO_ROOT, 'templates'), path.join(root, 'templates'), { recursive: true, filter: (file) => !file.includes('node_modules') && !file.endsWith('.test.ts') });
  const server = await startServe(['--watch', '--port', '0'], root);
  t.teardown(() => server.stop());
  const before = snapshot(path.join(root, 'dist'));
  const pages = [...before.keys()].filter((file) => file.endsWith('.html'));
  const footer = path.join(root, 'templates/index.tsx');
  const line = await change(server, () => writeFileSync(footer, `${readFileSync(footer, 'utf8')}\n// edited while serving\n`.replace('export default', '/* rebuilt */ export default')));
  t.regex(line, new RegExp(`markdown of 0 pages, ${pages.length} pages rendered`));
  // The same theme renders the same HTML: every page was rendered, none had to be written.
  t.deepEqual(touched(before, snapshot(path.join(root, 'dist'))), []);

  const css = path.join(root, 'templates/styles/base.css');
  const styled = await change(server, () => writeFileSync(css, `${readFileSync(css, 'utf8')}\n.edited-while-serving { color: green; }\n`));
  t.regex(styled, new RegExp(`markdown of 0 pages, ${pages.length} pages rendered`));
  const written = touched(before, snapshot(path.join(root, 'dist')));
  // Every page links the stylesheet by its new hashed name.
  for (const page of pages) t.true(written.includes(page), page);
  t.deepEqual(await differencesFromFullBuild(root), []);
});

test.serial('a config edit rebuilds everything; a static file edit copies just that file', async (t) => {
  const { root, server } = await watched(t);
  const before = snapshot(path.join(root, 'dist'));
  await change(server, () => writeFileSync(path.join(root, 'site.config.ts'), fixtureConfig().replace("title: 'Fixture Garden'", "title: 'Renamed Garden'")));
  const after = snapshot(path.join(root, 'dist'));
  const pages = [...before.keys()].filter((file) => file.endsWith('.html'));
  for (const page of pages) t.true(after.get(page)?.bytes.toString().includes('Renamed Garden'), page);
  t.deepEqual(await differencesFromFullBuild(root), []);

  await change(server, () => writeFileSync(path.join(root, 'content/static/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>'));
  t.deepEqual(touched(after, snapshot(path.join(root, 'dist'))), ['favicon.svg']);
  t.deepEqual(await differencesFromFullBuild(root), []);
});

test.serial('the link check still holds on incremental rebuilds: a new broken anchor, and an anchor others link to removed', async (t) => {
  const { root, server } = await watched(t, { ...MINIMAL_SITE, 'site.config.ts': fixtureConfig("onBrokenAnchors: 'throw',") });
  const intro = path.join(root, 'content/docs/intro.md');
  const tomatoes = path.join(root, TOMATOES);
  // A link from the edited page to a heading that the unchanged page does not have.
  let mark = server.output().length;
  writeFileSync(intro, MINIMAL_SITE['content/docs/intro.md']!.replace('#staking', '#pruning'));
  await server.waitFor(/✖ build failed/, mark);
  t.regex(server.output().slice(mark), /content\/docs\/intro\.md:\d+ .*#pruning/);
  await change(server, () => writeFileSync(intro, MINIMAL_SITE['content/docs/intro.md']!));
  // The heading another page links to, removed from the edited page.
  mark = server.output().length;
  writeFileSync(tomatoes, MINIMAL_SITE[TOMATOES]!.replace('## Staking', '## Supports'));
  await server.waitFor(/✖ build failed/, mark);
  t.regex(server.output().slice(mark), /content\/docs\/intro\.md:\d+ .*#staking/);
  t.true(readFileSync(path.join(root, 'dist/docs/crops/tomatoes.html'), 'utf8').includes('id="staking"'), 'the last good build stays served');
  await change(server, () => writeFileSync(tomatoes, MINIMAL_SITE[TOMATOES]!));
  t.deepEqual(await differencesFromFullBuild(root), []);
});

test.serial('a doc whose front matter shows h4 in its TOC keeps it through incremental rebuilds, as a full build does', async (t) => {
  const deep = '---\ntitle: Deep beds\ntoc_max_heading_level: 4\n---\n\n## Layers\n\n### Browns\n\n#### Straw\n\nText.\n';
  const { root, server } = await watched(t, { ...MINIMAL_SITE, 'content/docs/deep.md': deep });
  await change(server, () => writeFileSync(path.join(root, 'content/docs/deep.md'), deep.replace('Text.', 'Text, and more.')));
  t.regex(readFileSync(path.join(root, 'dist/docs/deep.html'), 'utf8'), /<nav class="toc"[\s\S]*href="#straw"/);
  t.deepEqual(await differencesFromFullBuild(root), []);
});

// Body-only edits take a quicker way (only the edited entries are collected again, and only the
// routes that can show a body are built): each case below must still equal a full build.

test.serial("editing a post's body updates its page, the news lists and the feeds, as a full build would", async (t) => {
  const post = 'content/news/2025-03-01-first-post.md';
  const { root, server } = await watched(t);
  const before = snapshot(path.join(root, 'dist'));
  const line = await change(server, () => writeFileSync(path.join(root, post), MINIMAL_SITE[post]!.replace('The first post.', 'The first post, now with compost.')));
  const after = snapshot(path.join(root, 'dist'));
  t.regex(line, /markdown of 1 page/);
  t.true(after.get('news.html')?.bytes.toString().includes('now with compost'), 'the list shows the new excerpt');
  const written = touched(before, after);
  t.true(written.includes('news/2025/03/01/first-post.html'), written.join(', '));
  t.false(written.some((file) => file.startsWith('docs/')), written.join(', '));
  t.deepEqual(await differencesFromFullBuild(root), []);
});

test.serial('a doc titled by its first heading: editing that heading reaches the sidebars of the other docs', async (t) => {
  const beans = 'content/docs/crops/beans.md';
  const { root, server } = await watched(t, { ...MINIMAL_SITE, [beans]: '# Beans\n\nSow after the frost.\n' });
  await change(server, () => writeFileSync(path.join(root, beans), '# Runner beans\n\nSow after the frost.\n'));
  t.true(readFileSync(path.join(root, 'dist/docs/intro.html'), 'utf8').includes('Runner beans'), 'the intro page lists the new title in its sidebar');
  t.deepEqual(await differencesFromFullBuild(root), []);
});

test.serial("editing the home doc's body updates the docs root, which repeats it", async (t) => {
  const intro = 'content/docs/intro.md';
  const { root, server } = await watched(t);
  const before = snapshot(path.join(root, 'dist'));
  await change(server, () => writeFileSync(path.join(root, intro), MINIMAL_SITE[intro]!.replace('Welcome to the fixture garden.', 'Welcome to the fixture garden, gardener.')));
  const after = snapshot(path.join(root, 'dist'));
  t.true(after.get('docs.html')?.bytes.toString().includes('gardener'));
  t.deepEqual(touched(before, after).filter((file) => !file.startsWith('search/')), ['docs.html', 'docs/intro.html']);
  t.deepEqual(await differencesFromFullBuild(root), []);
});

test.serial("an image added to a doc's body is published, and removed with it, as in a full build", async (t) => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const { root, server } = await watched(t, MINIMAL_SITE);
  // Its own build first: the doc's edit must not be answered by the build the new file starts.
  await change(server, () => writeFileSync(path.join(root, 'content/docs/crops/bed.png'), png));
  const images = (): string[] => fg.sync('assets/images/*', { cwd: path.join(root, 'dist') });
  await change(server, () => writeFileSync(path.join(root, TOMATOES), MINIMAL_SITE[TOMATOES]!.replace('Stake them early.', 'Stake them early.\n\n![A raised bed](./bed.png)')));
  t.is(images().length, 1);
  t.deepEqual(await differencesFromFullBuild(root), []);
  await change(server, () => writeFileSync(path.join(root, TOMATOES), MINIMAL_SITE[TOMATOES]!));
  t.deepEqual(images(), []);
  t.deepEqual(await differencesFromFullBuild(root), []);
});

test.serial('a code block in a language no page used before still renders as a full build does', async (t) => {
  const { root, server } = await watched(t);
  await change(server, () => writeFileSync(path.join(root, TOMATOES), `${MINIMAL_SITE[TOMATOES]!}\n\`\`\`ts\nconst rows: number = 3;\n\`\`\`\n`));
  t.regex(readFileSync(path.join(root, 'dist/docs/crops/tomatoes.html'), 'utf8'), /shiki[\s\S]*rows/);
  t.deepEqual(await differencesFromFullBuild(root), []);
});

test.serial("a theme that shows the latest posts on every doc page: a post's edits reach them all, as a full build makes them", async (t) => {
  const post = 'content/news/2025-03-01-first-post.md';
  const config = fixtureConfig().replace(/templatesDir: .*,/, "templatesDir: 'templates',");
  const root = makeSite({
    ...MINIMAL_SITE,
    'site.config.ts': config,
    // The site's own doc template, around the theme's, with the two latest posts and their excerpts.
    'templates/pages/doc-with-news.tsx': `import type { DocPageProps, PostSummary } from 'garden-site';
import { DocPage } from './doc-page.js';
export function DocWithNews(props: DocPageProps & { data?: unknown }) {
  const { latest } = props.data as { latest: PostSummary[] };
  return <>
    <DocPage {...props} />
    <aside className="latest-news">{latest.map((post) => <section key={post.route}><a href={post.route}>{post.title}</a><div dangerouslySetInnerHTML={{ __html: post.excerptHtml }} /></section>)}</aside>
  </>;
}
`,
  });
  cpSync(path.join(REPO_ROOT, 'templates'), path.join(root, 'templates'), { recursive: true, filter: (file) => !file.includes('node_modules') && !file.endsWith('.test.ts') });
  const index = path.join(root, 'templates/index.tsx');
  writeFileSync(index, readFileSync(index, 'utf8')
    .replace("import { DocPage } from './pages/doc-page.js';", "import { DocWithNews } from './pages/doc-with-news.js';")
    .replace('doc: DocPage,', 'doc: DocWithNews,')
    .replace('layout: Layout,', 'layout: Layout,\n  data: { doc: (content) => ({ latest: content.latestPosts(2) }) },'));
  const server = await startServe(['--watch', '--port', '0'], root);
  t.teardown(() => server.stop());
  const docPages = ['docs/intro.html', 'docs/crops/tomatoes.html', 'docs.html'];
  const shown = (): string[] => docPages.map((page) => /<aside class="latest-news">[\s\S]*?<\/aside>/.exec(readFileSync(path.join(root, 'dist', page), 'utf8'))?.[0] ?? '');
  t.true(shown().every((aside) => aside.includes('First post') && aside.includes('The first post.')), shown().join('\n'));

  // A body edit below nothing but the excerpt: only the pages that read that post are made again.
  await change(server, () => writeFileSync(path.join(root, post), MINIMAL_SITE[post]!.replace('The first post.', 'The first post, now with compost.')));
  t.true(shown().every((aside) => aside.includes('now with compost')), shown().join('\n'));
  t.deepEqual(await differencesFromFullBuild(root), []);

  await change(server, () => writeFileSync(path.join(root, post), MINIMAL_SITE[post]!.replace('title: First post', 'title: First post of spring')));
  t.true(shown().every((aside) => aside.includes('First post of spring') && !aside.includes('compost')), shown().join('\n'));
  t.deepEqual(await differencesFromFullBuild(root), []);

  await change(server, () => writeFileSync(path.join(root, 'content/news/2025-04-01-seedlings.md'), '---\ntitle: Seedlings are up\n---\n\nThe trays are green.\n'));
  t.true(shown().every((aside) => aside.indexOf('Seedlings are up') < aside.indexOf('First post of spring') && aside.includes('The trays are green.')), shown().join('\n'));
  t.deepEqual(await differencesFromFullBuild(root), []);
});
