// Every route of the site, from every collection, with duplicates reported.
import type { SiteConfig } from '../config/schema.js';
import type { Collection } from '../content/collect.js';
import { frontMatterFieldLine } from '../content/parse.js';
import type { SourceFile } from '../content/read.js';
import type { GardenError } from '../diagnostics/error.js';
import { docsOf } from '../content/doc-sections.js';
import { buildDocRoutes } from './docs.js';
import { homeRoutes } from './home-route.js';
import { findDuplicateRoutes, uniqueRoutes } from './index.js';
import { buildNewsRoutes } from './news.js';
import { buildComponentRoutes, buildNotFoundRoute, buildPageRoutes } from './pages.js';
import type { Route } from './route.js';
import { unsafeRoutePaths } from './route-path-rules.js';
import { buildSearchRoute } from './search.js';
import type { Navigation } from './navigation.js';
import type { PageLocale } from '../i18n/locales.js';
import { makeSiteProps } from './site-props.js';
import { feedLinks } from '../write/feeds.js';

export interface RouteSet {
  routes: Route[];
  problems: GardenError[];
  /** `<link>`s every page's head carries (the news feeds). */
  headLinks: Array<{ rel: string; type: string; href: string; title: string }>;
}

export function buildRoutes(collection: Collection, pageComponents: SourceFile[], config: SiteConfig, navigation: Navigation, locale: PageLocale): RouteSet {
  const siteProps = makeSiteProps(config, homeRoutes(collection, pageComponents, config), navigation, locale);
  const trailingSlash = config.trailingSlash;
  const all: Route[] = [
    ...buildComponentRoutes(pageComponents, collection.posts, collection.sidebars, siteProps, { trailingSlash, latestPostCount: 3, locale }),
    ...buildPageRoutes(collection.pages, siteProps, { trailingSlash, latestPostCount: 3, locale }),
    ...collection.docSections.flatMap((section) => buildDocRoutes(docsOf(section, collection.docs), section.sidebars, siteProps, { routeBasePath: section.routeBasePath, homeDoc: section.homeDoc, trailingSlash, siteUrl: config.url, breadcrumbs: section.breadcrumbs, sidebar: section.sidebar, locale })),
    ...(collection.posts.length > 0 || config.news.title
      ? buildNewsRoutes(collection.posts, siteProps, {
          routeBasePath: config.news.routeBasePath,
          title: config.news.title,
          description: config.news.description,
          postsPerPage: config.news.postsPerPage,
          sidebarCount: config.news.sidebarCount,
          sidebarTitle: config.news.sidebarTitle,
          sidebarGroupByYear: config.news.sidebarGroupByYear,
          showReadingTime: config.news.showReadingTime,
          trailingSlash,
          locale,
        })
      : []),
    buildNotFoundRoute(siteProps, trailingSlash),
    ...buildSearchRoute(siteProps, config),
  ];
  const severity = config.onDuplicateRoutes;
  const texts = new Map([...collection.docs, ...collection.posts, ...collection.pages].map((entry) => [entry.source.sourcePath, entry.source.text]));
  const slugLine = (sourcePath: string): number | undefined => frontMatterFieldLine(texts.get(sourcePath) ?? '', 'slug');
  // A page path comes from the slug, else the id, else the file name (the file's first line):
  // where an unsafe or duplicate path is reported.
  const pathLine = (sourcePath: string): number => slugLine(sourcePath) ?? frontMatterFieldLine(texts.get(sourcePath) ?? '', 'id') ?? 1;
  const problems = [...unsafeRoutePaths(all, pathLine), ...(severity === 'ignore' ? [] : findDuplicateRoutes(all, severity === 'throw' ? 'error' : 'warning', pathLine))];
  return { routes: uniqueRoutes(all), problems, headLinks: collection.posts.length > 0 ? feedLinks(config) : [] };
}
