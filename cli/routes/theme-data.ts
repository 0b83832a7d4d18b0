// What a theme adds to its templates' props from the site's content (`defineTheme({ data })`):
// the latest posts on every doc page, say. Made for each page once its route is, and recorded
// as the engine's own route data is (body-reads.ts), so a rebuild after a post's body edit
// makes it again on exactly the pages that show that post.
import { firstOf } from '../collections/kind.js';
import type { Collection } from '../collections/registry.js';
import type { PostEntry } from '../content/model.js';
import { GardenError } from '../diagnostics/error.js';
import { placeOfThrown } from '../diagnostics/stack-place.js';
import type { BodyReads } from './body-reads.js';
import { summarizePost } from './news-props.js';
import type { DateLocale } from '../i18n/dates.js';
import type { PostSummary, TemplateName } from './props.js';
import type { Route } from './route.js';

/** What a theme's data functions may read of the site's content. */
export interface SiteContent {
  /** The latest listed posts of a news section (the first one, or the one with this id), newest first. */
  latestPosts(count: number, section?: string): PostSummary[];
}

/** For each template that wants them, the data its pages get as `props.data`. */
export type ThemeData = { [K in TemplateName]?: (content: SiteContent, page: { url: string }) => unknown };

export function siteContent(collection: Collection, reads: BodyReads, locale: DateLocale): SiteContent {
  const listed = new Map<string, PostEntry[]>();
  return {
    latestPosts(count, section) {
      const news = section === undefined ? firstOf(collection.news) : collection.news.get(section);
      // A site without news (`news: []`) has no latest posts.
      if (!news && section === undefined) return [];
      if (!news) throw new Error(`no news section has the id '${section}' (the ids are ${[...collection.news.keys()].join(', ')})`);
      let posts = listed.get(news.instance.key);
      if (!posts) listed.set(news.instance.key, (posts = news.posts.filter((post) => !post.draft && !post.unlisted)));
      return posts.slice(0, count).map((post) => summarizePost(post, reads.body(post), { showReadingTime: news.instance.showReadingTime, locale }));
    },
  };
}

/** Where the theme is, for messages. */
export interface ThemePlace {
  siteRoot: string;
  templatesDir: string;
}

/** The route with what the theme's data function for its template makes of the content, recorded in `reads`. */
export function withThemeData(route: Route, data: ThemeData, content: SiteContent, reads: BodyReads, theme: ThemePlace): { route: Route; made: object | undefined } {
  const make = route.template === 'component' ? undefined : data[route.template];
  if (!make) return { route, made: undefined };
  const made = reads.page(() => {
    try {
      return { value: make(content, { url: route.url }) };
    } catch (error) {
      throw new GardenError(`the theme's data for the '${route.template}' template failed on ${route.url}: ${error instanceof Error ? error.message : String(error)}`, {
        code: 'theme/data',
        ...placeOfThrown(error, theme.siteRoot),
        hint: `fix data.${route.template} in the theme (${theme.templatesDir}/index.tsx, defineTheme)`,
        cause: error,
      });
    }
  });
  return { route: { ...route, data: made.value }, made };
}
