// Every route of the site: every collection's (cli/collections/), the not-found page and the
// search page, with duplicates and unsafe paths reported, and with what each one's data read of
// the entries' bodies (body-reads.ts): what a rebuild after body edits follows to make again just
// the routes that read them (build/routes-stage.ts).
import type { SiteConfig } from '../config/schema.js';
import { allEntries, collectionHeadLinks, eachData, kindNamed, type Collection, type KindName } from '../collections/registry.js';
import type { HeadLink, RouteContext } from '../collections/kind.js';
import type { ContentEntry } from '../content/model.js';
import { frontMatterFieldLine } from '../content/parse.js';
import type { GardenError } from '../diagnostics/error.js';
import { VersionLinks } from '../collections/docs/version-links.js';
import { BodyReads, type Reads } from './body-reads.js';
import { homeRoutes } from './home-route.js';
import { findDuplicateRoutes } from './index.js';
import { buildNotFoundRoute } from './pages.js';
import type { Route } from './route.js';
import { unsafeRoutePaths } from './route-path-rules.js';
import { buildSearchRoute } from './search.js';
import type { Navigation } from './navigation.js';
import type { PageLocale } from '../i18n/locales.js';
import { makeSiteProps } from './site-props.js';
import { siteContent, withThemeData, type SiteContent, type ThemeData } from './theme-data.js';

/** The collection instance that made a route. */
export interface RouteMaker {
  name: KindName;
  key: string;
}

/** What a route was made from, beyond the entries' listings. */
export interface RouteRecord {
  /** Undefined for the site's own pages (not-found, search), which read no entry. */
  maker: RouteMaker | undefined;
  /** The entries whose bodies its data read, and those the theme's data for it read. */
  reads: Reads;
  themeReads: Reads;
}

export interface RouteSet {
  routes: Route[];
  /** Each route's record, in route order. */
  records: RouteRecord[];
  problems: GardenError[];
  /** `<link>`s every page's head carries (the news feeds). */
  headLinks: HeadLink[];
}

export interface RoutesInput {
  collection: Collection;
  config: SiteConfig;
  navigation: Navigation;
  /** The locale pages are made in, with its words. */
  locale: PageLocale;
  /** What the theme adds to its templates' props (`defineTheme({ data })`), and where the site is, to place its failures. */
  theme?: { data: ThemeData | undefined; siteRoot: string };
}

const NONE: Reads = [];

/** Makes the site's routes: all of them, or one made again after body edits. */
export class SiteRoutes {
  private readonly reads = new BodyReads();
  private readonly context: RouteContext;
  private readonly content: SiteContent;
  private readonly remade = new Map<string, Map<string, Route> | undefined>();

  constructor(private readonly input: RoutesInput) {
    const { collection, config, navigation, locale } = input;
    const siteProps = makeSiteProps(config, homeRoutes(collection), navigation, VersionLinks.of(collection.docs), locale);
    this.context = { config, siteProps, locale, collection, reads: this.reads };
    this.content = siteContent(collection, this.reads, locale);
  }

  all(): RouteSet {
    const { collection, config } = this.input;
    const made: Route[] = [];
    const makers: Array<RouteMaker | undefined> = [];
    for (const { name, kind, data } of eachData(collection)) {
      const maker = { name, key: data.instance.key };
      for (const route of kind.routes(data, this.context)) {
        made.push(route);
        makers.push(maker);
      }
    }
    for (const route of [buildNotFoundRoute(this.context.siteProps, config.trailingSlash), ...buildSearchRoute(this.context.siteProps, config)]) {
      made.push(route);
      makers.push(undefined);
    }
    const routes: Route[] = [];
    const records: RouteRecord[] = [];
    // Of two routes with one output file, the first is written (the other is reported below).
    const written = new Set<string>();
    made.forEach((route, index) => {
      if (written.has(route.outFile)) return;
      written.add(route.outFile);
      const withData = this.withData(route);
      routes.push(withData.route);
      records.push({ maker: makers[index], reads: this.reads.readsOf(route), themeReads: withData.reads });
    });
    return { routes, records, problems: this.problems(made), headLinks: collectionHeadLinks(collection) };
  }

  /**
   * A route of the last build that read an edited body, made again: from its own entry's new body
   * alone when that is all it read of them and its kind can, else taken from its instance's
   * routes made again; and its theme data made again. Undefined when its instance no longer
   * makes it (then every route is made again).
   */
  again(route: Route, record: RouteRecord, edited: ReadonlyMap<string, ContentEntry>): { route: Route; record: RouteRecord } | undefined {
    let next = route;
    let reads = record.reads;
    if (readsAny(record.reads, edited)) {
      if (!record.maker) return undefined;
      const own = record.reads.length === 1 ? edited.get(record.reads[0] as string) : undefined;
      const kind = kindNamed(record.maker.name);
      const refreshed = own && kind.refreshBody && own.source.sourcePath === route.sourcePath ? this.reads.page(() => ({ route: kind.refreshBody?.(route, own, this.reads.body(own)) })) : undefined;
      if (refreshed?.route) {
        next = refreshed.route;
        reads = this.reads.readsOf(refreshed);
      } else {
        const remade = this.instanceRoutes(record.maker)?.get(route.outFile);
        if (!remade) return undefined;
        next = remade;
        reads = this.reads.readsOf(remade);
      }
    }
    const withData = this.withData(next);
    return { route: withData.route, record: { maker: record.maker, reads, themeReads: withData.reads } };
  }

  private withData(route: Route): { route: Route; reads: Reads } {
    const theme = this.input.theme;
    if (!theme?.data) return { route, reads: NONE };
    const { route: withData, made } = withThemeData(route, theme.data, this.content, this.reads, { siteRoot: theme.siteRoot, templatesDir: this.input.config.templatesDir });
    return { route: withData, reads: made ? this.reads.readsOf(made) : NONE };
  }

  /** An instance's routes made again from its new data, by output file (made once per build). */
  private instanceRoutes(maker: RouteMaker): Map<string, Route> | undefined {
    const id = `${maker.name}\0${maker.key}`;
    if (!this.remade.has(id)) {
      const data = (this.input.collection[maker.name] as Map<string, { instance: { key: string } }>).get(maker.key);
      this.remade.set(id, data && new Map(kindNamed(maker.name).routes(data as never, this.context).map((route) => [route.outFile, route])));
    }
    return this.remade.get(id);
  }

  private problems(all: Route[]): GardenError[] {
    const { collection, config } = this.input;
    const severity = config.onDuplicateRoutes;
    const texts = new Map(allEntries(collection).map((entry) => [entry.source.sourcePath, entry.source.text]));
    const slugLine = (sourcePath: string): number | undefined => frontMatterFieldLine(texts.get(sourcePath) ?? '', 'slug');
    // A page path comes from the slug, else the id, else the file name (the file's first line):
    // where an unsafe or duplicate path is reported.
    const pathLine = (sourcePath: string): number => slugLine(sourcePath) ?? frontMatterFieldLine(texts.get(sourcePath) ?? '', 'id') ?? 1;
    return [...unsafeRoutePaths(all, pathLine), ...(severity === 'ignore' ? [] : findDuplicateRoutes(all, severity === 'throw' ? 'error' : 'warning', pathLine))];
  }
}

/** Every route of the site, made from scratch (with no theme data). */
export function buildRoutes(collection: Collection, config: SiteConfig, navigation: Navigation, locale: PageLocale): RouteSet {
  return new SiteRoutes({ collection, config, navigation, locale }).all();
}

export function readsAny(reads: Reads, edited: ReadonlyMap<string, unknown>): boolean {
  return reads.length > 0 && reads.some((file) => edited.has(file));
}
