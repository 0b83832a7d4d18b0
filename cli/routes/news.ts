// News routes: paginated lists, posts, tags, authors and the archive.
import type { PostEntry } from '../content/model.js';
import { dateLabel } from '../i18n/dates.js';
import type { PageLocale } from '../i18n/locales.js';
import { translate } from '../i18n/translate.js';
import { BodyReads } from './body-reads.js';
import { authorProps, groupYears, isoDate, recentPosts, summarizePost, tagProps } from './news-props.js';
import { joinRoute } from './paths.js';
import type { NewsListProps, PostSummary } from './props.js';
import { makeMeta, makeRoute, type Route } from './route.js';
import type { SitePropsFor } from './site-props.js';
import { tocWithin } from './toc-levels.js';

export { summarize } from './news-props.js';

export interface NewsRouteOptions {
  routeBasePath: string;
  title: string;
  description: string | undefined;
  postsPerPage: number;
  sidebarCount: number;
  sidebarTitle: string;
  /** The sidebar's posts under a heading per year (the default), or one list. */
  sidebarGroupByYear?: boolean;
  trailingSlash: boolean;
  /** "N min read" on list entries and posts. */
  showReadingTime?: boolean;
  /** The locale the pages are in: their dates, and the titles of the pages made here. */
  locale: PageLocale;
}

/**
 * Drafts get no route at all. Unlisted posts get their own page (marked noindex, so left out
 * of the sitemap) but appear in no list, sidebar or neighbour link.
 */
export function buildNewsRoutes(allPosts: PostEntry[], siteProps: SitePropsFor, options: NewsRouteOptions, reads = new BodyReads()): Route[] {
  const built = allPosts.filter((post) => !post.draft);
  const listed = built.filter((post) => !post.unlisted);
  const { locale } = options;
  const t = (id: string, values?: Record<string, string | number>): string => translate(locale, id, values);
  const summaryOptions = { showReadingTime: options.showReadingTime ?? false, locale };
  // Made once per post, but read (and recorded) by every page that shows it.
  const summaries = new Map<PostEntry, PostSummary>();
  const summary = (post: PostEntry): PostSummary => {
    const body = reads.body(post);
    let made = summaries.get(post);
    if (!made) summaries.set(post, (made = summarizePost(post, body, summaryOptions)));
    return made;
  };
  const recent = recentPosts(listed, options.sidebarTitle, options.sidebarCount, options.sidebarGroupByYear ?? true, locale);
  const base = joinRoute(options.routeBasePath);
  const route = (input: Parameters<typeof makeRoute>[0]): Route => makeRoute(input, options.trailingSlash);
  const routes: Route[] = [];

  const list = (posts: PostEntry[], firstRoute: string, heading: string, description: string | undefined, filter: NewsListProps['filter']): void => {
    const pages = paginate(posts, options.postsPerPage);
    pages.forEach((pagePosts, index) => {
      const url = pageRoute(firstRoute, index + 1);
      routes.push(reads.page(() => route({
        url,
        template: 'newsList',
        props: {
          site: siteProps(url),
          heading,
          description,
          posts: pagePosts.map(summary),
          pagination: {
            page: index + 1,
            totalPages: pages.length,
            newer: index > 0 ? pageRoute(firstRoute, index) : undefined,
            older: index + 1 < pages.length ? pageRoute(firstRoute, index + 2) : undefined,
          },
          recent,
          filter,
        },
        meta: makeMeta({ title: index === 0 ? heading : t('garden.blog.paginatedTitle', { title: heading, page: index + 1 }), description }),
      })));
    });
  };

  list(listed, base, options.title, options.description, undefined);

  built.forEach((post) => {
    const position = listed.indexOf(post);
    const newer = position > 0 ? listed[position - 1] : undefined;
    const older = position >= 0 ? listed[position + 1] : undefined;
    routes.push(reads.page(() => {
      const { rendered } = reads.body(post);
      return route({
        url: post.route,
        template: 'newsPost',
        sourcePath: post.source.sourcePath,
        props: {
          site: siteProps(post.route),
          post: { ...summary(post), html: rendered?.html ?? '', toc: tocWithin(rendered?.toc, post.tocLevels), hideTableOfContents: post.hideTableOfContents, unlisted: post.unlisted },
          newer: newer && { label: newer.title, href: newer.route },
          older: older && { label: older.title, href: older.route },
          recent,
        },
        meta: makeMeta({ title: post.title, description: post.description, keywords: post.keywords, image: post.image, noindex: post.unlisted, ogType: 'article', publishedTime: post.date.toISOString(), ...(rendered?.styles ? { stylesheets: rendered.styles } : {}) }),
      });
    }));
  });

  // By page: tags written two ways (`Garden Tips`, `garden-tips`) share one.
  const tags = groupBy(listed, (post) => post.tags, (tag) => tag.route);
  const tagsRoute = joinRoute(base, 'tags');
  routes.push(route({
    url: tagsRoute,
    template: 'newsTags',
    props: { site: siteProps(tagsRoute), tags: [...tags.values()].map(({ key, posts }) => ({ ...tagProps(key), count: posts.length })).sort((a, b) => a.label.localeCompare(b.label)), recent },
    meta: makeMeta({ title: t('theme.tags.tagsPageTitle'), description: t('garden.tags.pageDescription', { newsTitle: options.title }) }),
  }));
  for (const { key: tag, posts } of tags.values()) {
    const heading = t('theme.blog.tagTitle', { nPosts: t('theme.blog.post.plurals', { count: posts.length }), tagName: tag.label });
    list(posts, tag.route, heading, tag.description, { kind: 'tag', label: tag.label, allRoute: tagsRoute, allLabel: t('theme.tags.tagsPageLink') });
  }

  // Authors from authors.yml get pages; inline authors (a guest) have nowhere to link to.
  const authors = groupBy(listed, (post) => post.authors.filter((author) => author.route), (author) => author.key ?? author.name);
  const authorsRoute = joinRoute(base, 'authors');
  routes.push(route({
    url: authorsRoute,
    template: 'newsAuthors',
    props: { site: siteProps(authorsRoute), authors: [...authors.values()].map(({ key, posts }) => ({ ...authorProps(key), count: posts.length })), recent },
    meta: makeMeta({ title: t('theme.blog.authorsList.pageTitle'), description: t('garden.authors.pageDescription', { newsTitle: options.title }) }),
  }));
  for (const { key: author, posts } of authors.values()) {
    list(posts, author.route as string, author.name, author.title, { kind: 'author', label: author.name, allRoute: authorsRoute, allLabel: t('theme.blog.authorsList.viewAll'), author: authorProps(author) });
  }

  const archiveRoute = joinRoute(base, 'archive');
  routes.push(route({
    url: archiveRoute,
    template: 'newsArchive',
    props: {
      site: siteProps(archiveRoute),
      years: groupYears(listed, locale).map(({ year, posts }) => ({ year, posts: posts.map((post) => ({ label: post.title, href: post.route, date: isoDate(post.date), dateLabel: dateLabel(post.date, locale) })) })),
    },
    meta: makeMeta({ title: t('theme.blog.archive.title'), description: t('garden.archive.pageDescription', { newsTitle: options.title }) }),
  }));
  return routes;
}

/** Always at least one page, so an empty news folder still has its `/news` page. */
export function paginate<T>(items: T[], perPage: number): T[][] {
  if (items.length === 0) return [[]];
  const pages: T[][] = [];
  for (let index = 0; index < items.length; index += perPage) pages.push(items.slice(index, index + perPage));
  return pages;
}

function pageRoute(firstRoute: string, page: number): string {
  return page === 1 ? firstRoute : joinRoute(firstRoute, 'page', String(page));
}

function groupBy<K>(posts: PostEntry[], keysOf: (post: PostEntry) => K[], idOf: (key: K) => string): Map<string, { key: K; posts: PostEntry[] }> {
  const groups = new Map<string, { key: K; posts: PostEntry[] }>();
  for (const post of posts) {
    for (const key of keysOf(post)) {
      const id = idOf(key);
      const group = groups.get(id) ?? { key, posts: [] };
      // A tag written twice in one post still counts that post once.
      if (group.posts[group.posts.length - 1] !== post) group.posts.push(post);
      groups.set(id, group);
    }
  }
  return groups;
}
