// Every route of the site: every collection's (cli/collections/), the not-found page and the
// search page, with duplicates and unsafe paths reported.
import type { SiteConfig } from '../config/schema.js';
import { allEntries, collectionHeadLinks, collectionRoutes, type Collection } from '../collections/registry.js';
import type { HeadLink } from '../collections/kind.js';
import { frontMatterFieldLine } from '../content/parse.js';
import type { GardenError } from '../diagnostics/error.js';
import { VersionLinks } from '../collections/docs/version-links.js';
import { homeRoutes } from './home-route.js';
import { findDuplicateRoutes, uniqueRoutes } from './index.js';
import { buildNotFoundRoute } from './pages.js';
import type { Route } from './route.js';
import { unsafeRoutePaths } from './route-path-rules.js';
import { buildSearchRoute } from './search.js';
import type { Navigation } from './navigation.js';
import { makeSiteProps } from './site-props.js';

export interface RouteSet {
  routes: Route[];
  problems: GardenError[];
  /** `<link>`s every page's head carries (the news feeds). */
  headLinks: HeadLink[];
}

export function buildRoutes(collection: Collection, config: SiteConfig, navigation: Navigation): RouteSet {
  const siteProps = makeSiteProps(config, homeRoutes(collection), navigation, VersionLinks.of(collection.docs));
  const all: Route[] = [
    ...collectionRoutes(collection, { config, siteProps, collection }),
    buildNotFoundRoute(siteProps, config.trailingSlash),
    ...buildSearchRoute(siteProps, config),
  ];
  const severity = config.onDuplicateRoutes;
  const texts = new Map(allEntries(collection).map((entry) => [entry.source.sourcePath, entry.source.text]));
  const slugLine = (sourcePath: string): number | undefined => frontMatterFieldLine(texts.get(sourcePath) ?? '', 'slug');
  // A page path comes from the slug, else the id, else the file name (the file's first line):
  // where an unsafe or duplicate path is reported.
  const pathLine = (sourcePath: string): number => slugLine(sourcePath) ?? frontMatterFieldLine(texts.get(sourcePath) ?? '', 'id') ?? 1;
  const problems = [...unsafeRoutePaths(all, pathLine), ...(severity === 'ignore' ? [] : findDuplicateRoutes(all, severity === 'throw' ? 'error' : 'warning', pathLine))];
  return { routes: uniqueRoutes(all), problems, headLinks: collectionHeadLinks(collection) };
}
