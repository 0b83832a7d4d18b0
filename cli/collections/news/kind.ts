// News: each section (`news`, or each of a list: a blog, a changelog) is a folder of dated
// posts with its `authors.yml` and `tags.yml`, made into list pages, post pages, tag, author and
// archive pages (routes/news.ts), and feeds linked from every page's head (write/feeds.ts).
import { pluginFolder } from '../../i18n/translation-files.js';
import type { SiteConfig } from '../../config/schema.js';
import { foldFollowOns } from '../../content/follow-ons.js';
import type { PostEntry } from '../../content/model.js';
import { readAuthors, readTags } from '../../content/news-meta.js';
import { collectNews } from '../../content/news.js';
import { MARKDOWN_FILES, type SourceFile } from '../../content/read.js';
import type { GardenError } from '../../diagnostics/error.js';
import { buildNewsRoutes } from '../../routes/news.js';
import { feedLinks, feedPosts, renderFeeds, unwritableFeedPosts } from '../../write/feeds.js';
import { configKeyOf, type CollectContext, type CollectionKind, type InstanceBase } from '../kind.js';

export type NewsInstance = SiteConfig['collections']['news'][number] & InstanceBase;

export interface NewsFiles {
  markdown: SourceFile[];
  authors: SourceFile | undefined;
  tags: SourceFile | undefined;
}

export interface NewsData {
  instance: NewsInstance;
  /** Newest first, drafts included. */
  posts: PostEntry[];
}

export const newsKind: CollectionKind<NewsInstance, NewsFiles, NewsData> = {
  instances: (config) => config.collections.news.map((news, index, all) => ({ ...news, key: news.id, configKey: configKeyOf('news', index, all.length) })),

  translationFolder: (news) => pluginFolder('blog', news.id),

  sources: (news) => ({ folder: { label: 'the news folder', path: news.path }, files: [] }),

  async read(reader, news) {
    const dir = reader.resolve(news.path);
    return { markdown: await reader.matching(dir, MARKDOWN_FILES), authors: reader.optional(dir, 'authors.yml'), tags: reader.optional(dir, 'tags.yml') };
  },

  // A locale's own authors.yml and tags.yml, when it has them, replace the default locale's
  // whole (Docusaurus looks for a data file in the translations folder first).
  async translateFiles(reader, dir, files) {
    return { ...files, authors: reader.optional(dir, 'authors.yml') ?? files.authors, tags: reader.optional(dir, 'tags.yml') ?? files.tags };
  },

  async collect(files, news, context) {
    const problems: GardenError[] = [];
    const { posts } = collectPosts(files.markdown, files, news, context, problems);
    // One cause, one error: a broken authors.yml leaves every post's author unknown.
    return { data: { instance: news, posts }, problems: foldFollowOns(problems, { authorsFile: files.authors?.sourcePath, missingDocsFolder: undefined, sidebarsFile: undefined, sidebarsFailure: undefined }) };
  },

  collectOne(file, files, news, context) {
    const problems: GardenError[] = [];
    const { posts } = collectPosts([file], files, news, context, problems);
    return problems.length === 0 && posts.length === 1 ? posts[0] : undefined;
  },

  entries: (data) => data.posts,

  withEntries: (data, swap) => ({ ...data, posts: data.posts.map((post) => swap(post) as PostEntry) }),

  routes: ({ instance: news, posts }, { config, siteProps, locale, reads }) =>
    posts.length > 0 || news.title
      ? buildNewsRoutes(posts, siteProps, {
          routeBasePath: news.routeBasePath,
          title: news.title,
          description: news.description,
          postsPerPage: news.postsPerPage,
          sidebarCount: news.sidebarCount,
          sidebarTitle: news.sidebarTitle,
          sidebarGroupByYear: news.sidebarGroupByYear,
          showReadingTime: news.showReadingTime,
          trailingSlash: config.trailingSlash,
          locale,
        }, reads)
      : [],

  headLinks: ({ instance, posts }) => (posts.length > 0 ? feedLinks(instance) : []),

  extraFiles: {
    names: ({ instance, posts }) => (posts.some((post) => !post.draft && !post.unlisted) ? feedLinks(instance).map((feed) => feed.href.slice(1)) : []),
    inputs: ({ instance, posts }) => feedPosts(posts, instance).flatMap((post) => [post, post.rendered]),
    render: ({ instance, posts }, config) => renderFeeds(posts, instance, config),
  },

  checkRendered: ({ instance, posts }) => unwritableFeedPosts(posts, instance),

  templates: ['newsList', 'newsPost', 'newsTags', 'newsAuthors', 'newsArchive'],
};

function collectPosts(markdown: SourceFile[], files: NewsFiles, news: NewsInstance, context: CollectContext, problems: GardenError[]): { posts: PostEntry[] } {
  const authors = readAuthors(files.authors, news.routeBasePath, problems);
  const tags = readTags(files.tags, news.routeBasePath, problems);
  const collected = collectNews(markdown, { routeBasePath: news.routeBasePath, authors, tags, toc: context.config.docs.toc, staticFolder: context.staticFolder, maxTags: context.config.limits.tagsPerPost, parse: context.parse });
  problems.push(...collected.problems);
  return { posts: collected.posts };
}
