import test from 'ava';
import type { Author, PostEntry } from '../content/model.js';
import { buildNewsRoutes, paginate, type NewsRouteOptions } from './news.js';
import type { NewsListProps, NewsPostProps, NewsTagsProps, SiteProps } from './props.js';
import type { Route } from './route.js';
import { englishLocale } from '../i18n/english.js';

const PAGE_COUNTS: Array<[number, number[]]> = [
  [0, [0]],
  [1, [1]],
  [10, [10]],
  [11, [10, 1]],
  [24, [10, 10, 4]],
];

for (const [total, sizes] of PAGE_COUNTS) {
  test(`${total} posts at 10 a page make pages of ${sizes.join(', ')}`, (t) => {
    const pages = paginate(Array.from({ length: total }, (_, index) => index), 10);
    t.deepEqual(pages.map((page) => page.length), sizes);
  });
}

const RUTH: Author = { key: 'ruth', name: 'Ruth Abernathy', title: 'Founder', url: undefined, imageUrl: undefined, route: '/news/authors/ruth' };

/** Post `n` is dated n days into 2025, so a higher n is newer. */
function makePost(n: number, extra: Partial<PostEntry> = {}): PostEntry {
  const slug = `post-${n}`;
  const date = new Date(Date.UTC(2025, 0, n));
  return {
    kind: 'post',
    source: { absolutePath: `/site/content/news/${slug}.md`, sourcePath: `content/news/${slug}.md`, collectionPath: `${slug}.md`, text: '' },
    route: `/news/${slug}`,
    title: `Post ${n}`,
    description: undefined,
    keywords: [],
    image: undefined,
    body: 'word '.repeat(450),
    bodyLineOffset: 0,
    draft: false,
    unlisted: false,
    hideTableOfContents: false,
    tocLevels: { min: 2, max: 3 },
    date,
    slug,
    authors: [RUTH],
    tags: [{ key: 'releases', label: 'Releases', route: '/news/tags/releases', description: undefined }],
    rendered: { html: `<p>Post ${n} in full.</p>`, excerptHtml: undefined, toc: [], title: undefined, links: [], problems: [] },
    ...extra,
  };
}

/** Newest first, as the collect stage hands them over. */
const posts = (count: number, from = 1): PostEntry[] => Array.from({ length: count }, (_, index) => makePost(from + count - 1 - index));

const OPTIONS: NewsRouteOptions = { routeBasePath: 'news', title: 'News', description: undefined, postsPerPage: 10, sidebarCount: 10, sidebarTitle: 'Recent posts', trailingSlash: false, locale: englishLocale() };
const siteProps = (currentRoute: string): SiteProps => ({ currentRoute }) as SiteProps;

function build(entries: PostEntry[], options: Partial<NewsRouteOptions> = {}): Map<string, Route> {
  return new Map(buildNewsRoutes(entries, siteProps, { ...OPTIONS, ...options }).map((route) => [route.url, route]));
}
const listProps = (routes: Map<string, Route>, url: string): NewsListProps => routes.get(url)?.props as NewsListProps;
const postProps = (routes: Map<string, Route>, url: string): NewsPostProps => routes.get(url)?.props as NewsPostProps;

const EDGES: Array<[number, Array<[string, number, string | undefined, string | undefined]>]> = [
  [0, [['/news', 0, undefined, undefined]]],
  [1, [['/news', 1, undefined, undefined]]],
  [10, [['/news', 10, undefined, undefined]]],
  [11, [['/news', 10, undefined, '/news/page/2'], ['/news/page/2', 1, '/news', undefined]]],
];

for (const [count, pages] of EDGES) {
  test(`${count} posts: list pages ${pages.map(([url, size]) => `${url} (${size})`).join(', ')}, linked newer/older`, (t) => {
    const routes = build(posts(count));
    const lists = [...routes.values()].filter((route) => route.template === 'newsList' && !route.url.includes('/tags/') && !route.url.includes('/authors/'));
    t.deepEqual(lists.map((route) => route.url), pages.map(([url]) => url));
    for (const [url, size, newer, older] of pages) {
      const props = listProps(routes, url);
      t.is(props.posts.length, size, url);
      t.like(props.pagination, { newer, older, totalPages: pages.length });
    }
  });
}

test('list entries are newest first; the excerpt is the part before truncate, or the whole post', (t) => {
  const truncated = makePost(3, { rendered: { html: '<p>Intro.</p><p>Rest.</p>', excerptHtml: '<p>Intro.</p>', toc: [], title: undefined, links: [], problems: [] } });
  const props = listProps(build([truncated, makePost(2)]), '/news');
  t.deepEqual(props.posts.map((post) => [post.title, post.excerptHtml, post.truncated]), [['Post 3', '<p>Intro.</p>', true], ['Post 2', '<p>Post 2 in full.</p>', false]]);
});

test('drafts get no route and appear nowhere; unlisted posts get a noindex page and appear nowhere else', (t) => {
  const draft = makePost(20, { draft: true, route: '/news/draft' });
  const unlisted = makePost(21, { unlisted: true, route: '/news/unlisted' });
  const routes = build([unlisted, draft, ...posts(3)]);
  t.false(routes.has('/news/draft'));
  const page = routes.get('/news/unlisted');
  t.true(page?.meta.noindex);
  t.false(page?.inSitemap);
  t.true(postProps(routes, '/news/unlisted').post.unlisted);
  const everywhere = JSON.stringify([...routes.values()].filter((route) => route.url !== '/news/unlisted').map((route) => route.props));
  t.false(everywhere.includes('/news/draft'));
  t.false(everywhere.includes('/news/unlisted'));
  t.deepEqual((routes.get('/news/tags')?.props as NewsTagsProps).tags.map((tag) => tag.count), [3]);
});

test('a post links its newer and older neighbours, skipping unlisted ones', (t) => {
  const routes = build([makePost(4), makePost(3, { unlisted: true }), makePost(2), makePost(1)]);
  t.like(postProps(routes, '/news/post-2'), { newer: { href: '/news/post-4' }, older: { href: '/news/post-1' } });
  t.like(postProps(routes, '/news/post-4'), { newer: undefined });
  t.like(postProps(routes, '/news/post-1'), { older: undefined });
});

test('the sidebar holds the most recent posts grouped by year', (t) => {
  const old = makePost(0, { date: new Date(Date.UTC(2024, 11, 30)), route: '/news/old', title: 'Old' });
  const { recent } = listProps(build([...posts(3), old], { sidebarCount: 4 }), '/news');
  t.deepEqual(recent.years.map((year) => [year.year, year.posts.map((post) => post.label)]), [['2025', ['Post 3', 'Post 2', 'Post 1']], ['2024', ['Old']]]);
  t.deepEqual(listProps(build(posts(12)), '/news').recent.years[0]?.posts.length, 10);
  const flat = listProps(build([...posts(3), old], { sidebarCount: 4, sidebarGroupByYear: false }), '/news').recent;
  t.deepEqual(flat.years.map((year) => [year.year, year.posts.map((post) => post.label)]), [[undefined, ['Post 3', 'Post 2', 'Post 1', 'Old']]], 'one list, no year headings');
});

test('tag and author pages paginate 10 a page; inline authors get no page', (t) => {
  const guest: Author = { key: undefined, name: 'Dana Guest', title: undefined, url: undefined, imageUrl: undefined, route: undefined };
  const routes = build([makePost(12, { authors: [guest] }), ...posts(11)]);
  t.is(listProps(routes, '/news/tags/releases').posts.length, 10);
  t.is(listProps(routes, '/news/tags/releases/page/2').posts.length, 2);
  t.is(listProps(routes, '/news/authors/ruth').posts.length, 10);
  t.is(listProps(routes, '/news/authors/ruth/page/2').posts.length, 1);
  t.false([...routes.keys()].some((url) => url.includes('dana')));
});

test('reading time is left out unless the site shows it', (t) => {
  t.is(listProps(build(posts(1)), '/news').posts[0]?.readingTime, undefined);
  const routes = build(posts(1), { showReadingTime: true });
  t.is(listProps(routes, '/news').posts[0]?.readingTime, 3);
  t.is(postProps(routes, '/news/post-1').post.readingTime, 3);
});
