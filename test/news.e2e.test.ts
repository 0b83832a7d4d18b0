// End to end: the news area of the real site, and fixture sites for its edges, built by the
// real CLI and checked in the HTML, feeds and sitemap it writes.
import test from 'ava';
import fg from 'fast-glob';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MINIMAL_SITE, REPO_ROOT, fixtureConfig, makeSite, read, runCli } from './_site.js';

const count = (text: string, pattern: RegExp): number => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
const entries = (html: string): number => count(html, /<article class="post-summary">/);
const entryTitles = (html: string): string[] => [...html.matchAll(/<h2 class="post-title"><a href="[^"]*">([^<]*)<\/a>/g)].map((match) => match[1] ?? '');
/** The file a root-relative URL is served from (trailing slashes off). */
const fileOf = (dist: string, url: string): string => path.join(dist, new URL(url).pathname.replace(/^\//, '') + '.html');

async function build(root: string, out = 'dist'): Promise<string> {
  const result = await runCli(['build', '--out', out], root);
  if (result.code !== 0) throw new Error(`build failed:\n${result.stderr}`);
  return path.resolve(root, out);
}

async function everyFile(dist: string): Promise<Array<{ file: string; text: string }>> {
  const files = await fg('**/*.{html,xml,json,txt}', { cwd: dist });
  return files.map((file) => ({ file, text: readFileSync(path.join(dist, file), 'utf8') }));
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

// ─── The real site ───────────────────────────────────────────────────────────────────────────

let realSite: Promise<string> | undefined;
/** One build of this repository into a temp folder, shared by the tests below. */
const repoBuild = (): Promise<string> => (realSite ??= build(REPO_ROOT, mkdtempSync(path.join(tmpdir(), 'garden-news-'))));

test('the real site: every /news route of routes.txt is built', async (t) => {
  const dist = await repoBuild();
  const routes = readFileSync(path.join(REPO_ROOT, 'test/_fixtures/routes.txt'), 'utf8').split('\n').filter((line) => line.startsWith('/news'));
  t.is(routes.length, 34);
  const missing = routes.filter((route) => !existsSync(path.join(dist, `${route.slice(1)}.html`)));
  t.deepEqual(missing, []);
});

test('the real site: list pages hold 10, 10 and 4 posts, newest first, linked newer and older', async (t) => {
  const dist = await repoBuild();
  const pages = ['news.html', 'news/page/2.html', 'news/page/3.html'].map((file) => read(dist, file));
  t.deepEqual(pages.map(entries), [10, 10, 4]);
  const [first, second, third] = pages as [string, string, string];
  t.is(entryTitles(first)[0], 'October 2025 Newsletter');
  t.regex(first, /<a class="news-pager-link news-pager-older" href="\/news\/page\/2" rel="next">Older entries »<\/a>/);
  t.false(first.includes('Newer entries'));
  t.regex(second, /href="\/news" rel="prev">« Newer entries</);
  t.regex(second, /href="\/news\/page\/3" rel="next">Older entries »</);
  t.regex(third, /href="\/news\/page\/2" rel="prev">« Newer entries</);
  t.false(third.includes('Older entries'));
  // Each entry: date, author with initials, tag, excerpt cut at the truncate marker.
  t.regex(first, /<time dateTime="2025-10-22">October 22, 2025<\/time>/);
  t.regex(first, /<span class="avatar avatar-initials" aria-hidden="true">TL<\/span>/);
  t.is(count(first, /<span aria-hidden="true">Read more<\/span><span class="visually-hidden">Read more about [^<]+<\/span><\/a>/), 10);
  t.false(first.includes('id="added"'), 'release notes are cut before their Added list');
});

test('the real site: the releases tag has 11 posts over two pages; tags, authors and archive list everything', async (t) => {
  const dist = await repoBuild();
  t.deepEqual([read(dist, 'news/tags/releases.html'), read(dist, 'news/tags/releases/page/2.html')].map(entries), [10, 1]);
  const tags = read(dist, 'news/tags.html');
  for (const [label, posts] of [['Article', 1], ['Newsletter', 9], ['Releases', 11]] as const) {
    t.regex(tags, new RegExp(`>${label} <span class="tag-count">${posts}</span>`));
  }
  const authors = read(dist, 'news/authors.html');
  t.regex(authors, /Ruth Abernathy<\/a>.*?12 posts/);
  t.regex(authors, /Theo Lindqvist<\/a>.*?11 posts/);
  const archive = read(dist, 'news/archive.html');
  t.is(count(archive, /<li><time dateTime="2025-\d\d-\d\d">/), 24);
  t.regex(archive, /<h2 id="archive-2025">2025<\/h2>/);
});

test('the real site: a post has its header, TOC, content, tags, neighbours and the 10 recent posts', async (t) => {
  const dist = await repoBuild();
  const post = read(dist, 'news/2025/10/22/release.html');
  t.regex(post, /<h1 class="post-title">Release 2.27.0<\/h1>/);
  t.regex(post, /<a href="\/news\/authors\/theo" class="post-author-name">Theo Lindqvist<\/a>/);
  t.regex(post, /<nav class="toc" aria-label="On this page">/);
  t.regex(post, /<h2 id="added">Added/);
  t.regex(post, /<a class="tag" href="\/news\/tags\/releases" rel="tag">Releases<\/a>/);
  t.regex(post, /href="\/news\/2025\/10\/25\/newsletter" rel="prev">.*Newer post/);
  t.regex(post, /href="\/news\/2025\/09\/14\/newsletter" rel="next">.*Older post/);
  const sidebar = /<nav class="news-sidebar"[\s\S]*?<\/nav>/.exec(post)?.[0] ?? '';
  t.is(count(sidebar, /<li>/), 10);
  t.regex(sidebar, /news-sidebar-year-label">2025</);
  t.regex(sidebar, /aria-current="page"/);
  t.false(post.includes('min read'), 'reading time is off for this site');
  // The guest article's inline author links out and has no author page.
  const article = read(dist, 'news/2025/03/21/article.html');
  t.regex(article, /<span class="avatar avatar-initials" aria-hidden="true">DW<\/span>/);
  t.regex(article, /<a href="https:\/\/geogardenclub.com" class="post-author-name" target="_blank" rel="noopener noreferrer">Dana Whitcombe<\/a>/);
});

test('the real site: RSS, Atom and JSON feeds parse and carry the 20 latest posts with absolute links to built pages', async (t) => {
  const dist = await repoBuild();
  const rss = read(dist, 'news/rss.xml');
  const atom = read(dist, 'news/atom.xml');
  t.is(XMLValidator.validate(rss), true);
  t.is(XMLValidator.validate(atom), true);
  const items: Array<{ link: string; 'content:encoded': string }> = parser.parse(rss).rss.channel.item;
  const feedEntries: Array<{ id: string; link: { '@href': string }; author: { name: string } }> = parser.parse(atom).feed.entry;
  const json: { items: Array<{ url: string; content_html: string }> } = JSON.parse(read(dist, 'news/feed.json'));
  t.deepEqual([items.length, feedEntries.length, json.items.length], [20, 20, 20]);
  const links = [...items.map((item) => item.link), ...feedEntries.map((entry) => entry.link['@href']), ...json.items.map((item) => item.url)];
  for (const link of links) {
    t.regex(link, /^https:\/\/geogardenclub\.com\/news\/2025\/\d\d\/\d\d\/[a-z-]+$/);
    t.true(existsSync(fileOf(dist, link)), link);
  }
  t.is(items[0]?.link, 'https://geogardenclub.com/news/2025/10/25/newsletter');
  t.is(json.items.at(-1)?.url, 'https://geogardenclub.com/news/2025/03/06/release', 'the 20th newest post');
  // Full HTML content, with no root-relative links left.
  for (const html of [...items.map((item) => item['content:encoded']), ...json.items.map((item) => item.content_html)]) {
    t.false(/(?:href|src)="\/(?!\/)/.test(html));
  }
  t.true(json.items.some((item) => item.content_html.includes('<h2 id="added">Added</h2>')));
});

test('the real site: every page links the three feeds from its head', async (t) => {
  const dist = await repoBuild();
  const pages = await fg('**/*.html', { cwd: dist });
  t.true(pages.length > 100);
  const without = pages.filter((file) => {
    const html = readFileSync(path.join(dist, file), 'utf8');
    return !['application/rss+xml" href="/news/rss.xml"', 'application/atom+xml" href="/news/atom.xml"', 'application/feed+json" href="/news/feed.json"'].every((link) => html.includes(link));
  });
  t.deepEqual(without, []);
});

// ─── Fixture sites for the edges ────────────────────────────────────────────────────────────────

/** A 1×1 PNG, written as bytes beside the folder post's index.md. */
const BED_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function post(front: string, body = 'A short first paragraph.\n\n<!-- truncate -->\n\nThe rest of the post.\n'): string {
  return `---\n${front}\n---\n\n${body}`;
}

/** Ten listed posts in January 2025, one in December 2024, a draft and an unlisted post. */
function newsSite(): Record<string, string> {
  const files: Record<string, string> = {
    ...MINIMAL_SITE,
    'content/news/authors.yml': 'ruth:\n  name: Ruth Abernathy\n  title: Founder\ntheo:\n  name: Theo Lindqvist\n  image_url: https://example.com/theo.png\n',
    'content/news/tags.yml': 'releases:\n  label: Product releases\n  permalink: /updates\n  description: What changed in the app.\n',
    'content/news/2025-01-11-folder-post/index.md': post('title: Folder post\nauthors: [ruth]\ntags: [ten, releases]', 'Look at this bed.\n\n![A raised bed](./bed.png)\n\n<!-- truncate -->\n\n## Building it\n\nFour boards.\n'),
    'content/news/2025-01-10-guest.md': post('title: Guest post\nauthors:\n  - name: Dana Whitcombe\n    title: Community gardener\n    url: https://example.com/dana\n    image_url: https://example.com/dana.png\n  - name: Pat Quill\ntags: [ten, Garden Tips]', 'The whole guest post, with no marker.\n\nSecond paragraph of the guest post.\n'),
    'content/news/2025-01-05-no-toc.md': post('title: No TOC\nauthors: [ruth]\ntags: [ten]\nhide_table_of_contents: true', 'Intro.\n\n<!-- truncate -->\n\n## Hidden heading\n\nText.\n'),
    'content/news/2025-01-04-with-toc.md': post('title: With TOC\nauthors: [ruth]\ntags: [ten]', 'Intro.\n\n<!-- truncate -->\n\n## Shown heading\n\nText.\n'),
    'content/news/2024-12-20-last-year.md': post('title: Last year\nauthors: [theo]\ntags: [solo, releases]'),
    'content/news/2025-01-12-secret-draft.md': post('title: Secret draft\nauthors: [ruth]\ntags: [ten, releases]\ndraft: true', 'DRAFTWORD in the body.\n'),
    'content/news/2025-01-13-quiet.md': post('title: Quiet post\nauthors: [ruth]\ntags: [ten]\nunlisted: true', 'Reachable by link only.\n'),
  };
  delete files['content/news/2025-03-01-first-post.md'];
  for (const day of [9, 8, 7, 6, 3, 2]) {
    files[`content/news/2025-01-0${day}-day-${day}.md`] = post(`title: Day ${day}\nauthors: [ruth]\ntags: [ten]`);
  }
  return files;
}

let fixture: Promise<string> | undefined;
function makeNewsSite(): string {
  const root = makeSite(newsSite());
  writeFileSync(path.join(root, 'content/news/2025-01-11-folder-post/bed.png'), BED_PNG);
  return root;
}
const newsBuild = (): Promise<string> => (fixture ??= build(makeNewsSite()));

test('11 posts: 10 on /news and 1 on /news/page/2, the whole post where there is no truncate marker', async (t) => {
  const dist = await newsBuild();
  const first = read(dist, 'news.html');
  const second = read(dist, 'news/page/2.html');
  t.deepEqual(entryTitles(first), ['Folder post', 'Guest post', 'Day 9', 'Day 8', 'Day 7', 'Day 6', 'No TOC', 'With TOC', 'Day 3', 'Day 2']);
  t.deepEqual(entryTitles(second), ['Last year']);
  t.false(existsSync(path.join(dist, 'news/page/3.html')));
  t.regex(first, /Older entries/);
  t.regex(second, /Newer entries/);
  // Truncated entries stop at the marker and link on; the guest post is shown whole.
  t.true(first.includes('A short first paragraph.'));
  t.false(first.includes('The rest of the post.'));
  t.true(first.includes('Second paragraph of the guest post.'));
  t.is(count(first, /<span aria-hidden="true">Read more<\/span><span class="visually-hidden">Read more about [^<]+<\/span><\/a>/), 9);
  t.false(first.includes('>Read more about Guest post<'));
  t.false(first.includes('min read'), 'reading time is off by default');
});

test('10 posts under a tag make one page; a tag of 1 post too; tags.yml gives label, permalink and description', async (t) => {
  const dist = await newsBuild();
  const ten = read(dist, 'news/tags/ten.html');
  t.is(entries(ten), 10);
  t.false(ten.includes('class="news-pager"'));
  t.false(existsSync(path.join(dist, 'news/tags/ten/page/2.html')));
  t.is(entries(read(dist, 'news/tags/solo.html')), 1);
  const described = read(dist, 'news/tags/updates.html');
  t.deepEqual(entryTitles(described), ['Folder post', 'Last year']);
  t.regex(described, /<h1>2 posts tagged “Product releases”<\/h1>/);
  t.regex(described, /<p class="lead">What changed in the app.<\/p>/);
  t.regex(read(dist, 'news/tags/garden-tips.html'), /1 post tagged “Garden Tips”/);
  const index = read(dist, 'news/tags.html');
  t.deepEqual([...index.matchAll(/href="([^"]+)">([^<]+) <span class="tag-count">(\d+)</g)].map((match) => match.slice(1)), [
    ['/news/tags/garden-tips', 'Garden Tips', '1'],
    ['/news/tags/updates', 'Product releases', '2'],
    ['/news/tags/solo', 'solo', '1'],
    ['/news/tags/ten', 'ten', '10'],
  ]);
});

test('authors: index with counts, a page per authors.yml key, pictures or initials, inline authors without a page', async (t) => {
  const dist = await newsBuild();
  const authors = read(dist, 'news/authors.html');
  t.regex(authors, /href="\/news\/authors\/ruth" class="post-author-name">Ruth Abernathy<\/a>.*?9 posts/);
  t.regex(authors, /href="\/news\/authors\/theo" class="post-author-name">Theo Lindqvist<\/a>.*?1 post</);
  t.deepEqual(entryTitles(read(dist, 'news/authors/theo.html')), ['Last year']);
  t.is(entries(read(dist, 'news/authors/ruth.html')), 9);
  const guest = read(dist, 'news/2025/01/10/guest.html');
  t.regex(guest, /<img class="avatar" src="https:\/\/example.com\/dana.png"/);
  t.regex(guest, /<a href="https:\/\/example.com\/dana" class="post-author-name" target="_blank" rel="noopener noreferrer">Dana Whitcombe<\/a><span class="post-author-title">Community gardener<\/span>/);
  t.regex(guest, /<span class="avatar avatar-initials" aria-hidden="true">PQ<\/span><span class="post-author-text"><span class="post-author-name">Pat Quill<\/span>/);
  t.false((await fg('news/authors/*', { cwd: dist })).some((file) => /dana|pat/i.test(file)));
});

test('the folder form: the image beside index.md is published under a hashed name and the post links it', async (t) => {
  const dist = await newsBuild();
  const html = read(dist, 'news/2025/01/11/folder-post.html');
  const src = /<img src="(\/assets\/images\/bed-[0-9a-f]{8}\.png)" alt="A raised bed"/.exec(html)?.[1];
  t.truthy(src, 'the image tag points at a hashed file');
  const published = readFileSync(path.join(dist, src ?? ''));
  t.is(createHash('sha256').update(published).digest('hex'), createHash('sha256').update(BED_PNG).digest('hex'));
  t.true(read(dist, 'news.html').includes(`src="${src}"`), 'the excerpt on the list shows it too');
  t.true(read(dist, 'news/rss.xml').includes(`src="https://fixture.example${src}"`), 'the feed links it absolutely');
});

test('post pages: TOC unless hidden, neighbours, archive by year, sidebar of recent posts', async (t) => {
  const dist = await newsBuild();
  t.regex(read(dist, 'news/2025/01/04/with-toc.html'), /<a href="#shown-heading">Shown heading<\/a>/);
  t.false(read(dist, 'news/2025/01/05/no-toc.html').includes('On this page'));
  const day9 = read(dist, 'news/2025/01/09/day-9.html');
  t.regex(day9, /href="\/news\/2025\/01\/10\/guest" rel="prev">.*?Guest post/);
  t.regex(day9, /href="\/news\/2025\/01\/08\/day-8" rel="next">.*?Day 8/);
  const archive = read(dist, 'news/archive.html');
  t.deepEqual([...archive.matchAll(/<h2 id="archive-(\d{4})">/g)].map((match) => match[1]), ['2025', '2024']);
  t.is(count(archive, /<li><time/), 11);
  const sidebar = /<nav class="news-sidebar"[\s\S]*?<\/nav>/.exec(day9)?.[0] ?? '';
  t.is(count(sidebar, /<li>/), 10);
  t.false(sidebar.includes('Last year'), 'only the 10 most recent');
});

test('a draft is not built and appears in no list, feed or sitemap', async (t) => {
  const dist = await newsBuild();
  t.false(existsSync(path.join(dist, 'news/2025/01/12/secret-draft.html')));
  const leaks = (await everyFile(dist)).filter(({ text }) => text.includes('secret-draft') || text.includes('Secret draft') || text.includes('DRAFTWORD'));
  t.deepEqual(leaks.map(({ file }) => file), []);
  t.regex(read(dist, 'news/tags/updates.html'), /2 posts tagged/);
});

test('an unlisted post is built with noindex, and appears in no list, feed, sitemap or neighbour link', async (t) => {
  const dist = await newsBuild();
  const quiet = read(dist, 'news/2025/01/13/quiet.html');
  t.regex(quiet, /<meta name="robots" content="noindex, nofollow">/);
  t.regex(quiet, /Reachable by link only/);
  t.regex(quiet, /class="unlisted-banner"/);
  const mentions = (await everyFile(dist)).filter(({ file, text }) => file !== 'news/2025/01/13/quiet.html' && (text.includes('/quiet') || text.includes('Quiet post')));
  t.deepEqual(mentions.map(({ file }) => file), []);
  t.false(read(dist, 'news/2025/01/11/folder-post.html').includes('rel="prev"'), 'the newest listed post has no newer neighbour');
});

test('the fixture feeds parse and list the 11 listed posts with absolute links', async (t) => {
  const dist = await newsBuild();
  const rss = parser.parse(read(dist, 'news/rss.xml')).rss.channel.item as Array<{ link: string }>;
  const atom = parser.parse(read(dist, 'news/atom.xml')).feed.entry as Array<{ id: string }>;
  const json = JSON.parse(read(dist, 'news/feed.json')).items as Array<{ url: string }>;
  t.deepEqual([rss.length, atom.length, json.length], [11, 11, 11]);
  t.is(rss[0]?.link, 'https://fixture.example/news/2025/01/11/folder-post');
  t.true([...rss.map((item) => item.link), ...atom.map((entry) => entry.id), ...json.map((item) => item.url)].every((url) => url.startsWith('https://fixture.example/news/')));
});

test('0 posts: /news still exists and says so; no second page and no feeds', async (t) => {
  const files = { ...MINIMAL_SITE };
  delete files['content/news/2025-03-01-first-post.md'];
  const dist = await build(makeSite(files));
  const news = read(dist, 'news.html');
  t.is(entries(news), 0);
  t.regex(news, /No posts yet\./);
  t.false(news.includes('class="news-pager"'));
  t.false(existsSync(path.join(dist, 'news/page/2.html')));
  t.false(existsSync(path.join(dist, 'news/rss.xml')));
  t.false(news.includes('application/rss+xml'));
});

test('1 post, tags without tags.yml, and reading time shown when news.showReadingTime is on', async (t) => {
  const longBody = `${'Sow the beans thickly along the fence. '.repeat(8)}\n\n<!-- truncate -->\n\n${'word '.repeat(400)}\n`;
  const dist = await build(makeSite({
    ...MINIMAL_SITE,
    'site.config.ts': fixtureConfig().replace("news: { title: 'Fixture News' }", "news: { title: 'Fixture News', showReadingTime: true }"),
    'content/news/2025-03-01-first-post.md': post('title: First post\nauthors: [ruth]\ntags: [releases]', longBody),
  }));
  const news = read(dist, 'news.html');
  t.is(entries(news), 1);
  t.false(news.includes('class="news-pager"'));
  t.false(existsSync(path.join(dist, 'news/page/2.html')));
  // 40 words before the marker and 400 after: 440 words at 200 a minute.
  t.regex(news, /<span class="reading-time"> · 3 min read<\/span>/);
  t.regex(read(dist, 'news/2025/03/01/first-post.html'), /<span class="reading-time"> · 3 min read<\/span>/);
  t.regex(read(dist, 'news/tags/releases.html'), /1 post tagged “releases”/);
});

test('an unknown author key in a block list fails the build with the line of the key', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'content/news/2025-04-01-second.md': '---\ntitle: Second\nauthors:\n  - ruth\n  - rut\n---\n\nText.\n' });
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.true(result.stderr.includes("content/news/2025-04-01-second.md:5  authors: unknown author key 'rut'"), result.stderr);
  t.regex(result.stderr, /did you mean 'ruth'/);
  t.false(existsSync(path.join(root, 'dist')));
});
