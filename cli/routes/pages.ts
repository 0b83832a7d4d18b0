// Standalone pages: markdown pages, React pages and the not-found page.
import type { PageEntry, PostEntry, TocItem } from '../content/model.js';
import { pageRoute } from '../content/pages.js';
import type { SourceFile } from '../content/read.js';
import type { Sidebars } from '../content/sidebars.js';
import { BodyReads, type EntryBody } from './body-reads.js';
import { summarize } from './news.js';
import { makeMeta, makeRoute, type Route } from './route.js';
import type { SitePropsFor } from './site-props.js';
import { tocWithin } from './toc-levels.js';
import type { DateLocale } from '../i18n/dates.js';
import { translate } from '../i18n/translate.js';

export interface PageRouteOptions {
  trailingSlash: boolean;
  /** The pages folder's routeBasePath ('' by default). */
  routeBasePath?: string;
  /** How many of the latest posts React pages receive. */
  latestPostCount: number;
  /** How the posts' dates read. */
  locale: DateLocale;
}

export function buildPageRoutes(pages: PageEntry[], siteProps: SitePropsFor, options: PageRouteOptions, reads = new BodyReads()): Route[] {
  return pages.filter((page) => !page.draft).map((page) => reads.page(() => {
    const body = reads.body(page);
    return makeRoute({
      url: page.route,
      template: 'page',
      sourcePath: page.source.sourcePath,
      props: {
        site: siteProps(page.route),
        page: {
          title: page.title,
          description: page.description,
          ...pageBodyProps(page, body),
          hideTableOfContents: page.hideTableOfContents,
          route: page.route,
        },
      },
      meta: makeMeta({ title: page.title, description: page.description, keywords: page.keywords, image: page.image, noindex: page.unlisted, ...(body.rendered?.styles ? { stylesheets: body.rendered.styles } : {}) }),
    }, options.trailingSlash);
  }));
}

/** The props a markdown page's body gives it. */
function pageBodyProps(page: PageEntry, { rendered }: EntryBody): { html: string; toc: TocItem[] } {
  return { html: rendered?.html ?? '', toc: tocWithin(rendered?.toc, page.tocLevels) };
}

/** A markdown page whose body changed and nothing else, as buildPageRoutes would make it; undefined when its stylesheets changed too. */
export function refreshPageBody(route: Route, page: PageEntry, body: EntryBody): Route | undefined {
  if (route.template !== 'page' || JSON.stringify(route.meta.stylesheets) !== JSON.stringify(body.rendered?.styles)) return undefined;
  return { ...route, props: { ...route.props, page: { ...route.props.page, ...pageBodyProps(page, body) } } };
}

/** React pages get the site, the latest listed posts and the sidebars; their own `meta` export sets title and description. */
export function buildComponentRoutes(components: readonly SourceFile[], posts: readonly PostEntry[], sidebars: Sidebars, siteProps: SitePropsFor, options: PageRouteOptions, reads = new BodyReads()): Route[] {
  const latest = posts.filter((post) => !post.draft && !post.unlisted).slice(0, options.latestPostCount);
  return components.map((component) => {
    const url = pageRoute(component.collectionPath, options.routeBasePath);
    return reads.page(() => makeRoute({
      url,
      template: 'component',
      componentPath: component.absolutePath,
      sourcePath: component.sourcePath,
      props: { site: siteProps(url), latestPosts: latest.map((post) => summarize(post, reads.body(post), options.locale)), sidebars },
      meta: makeMeta({ title: '' }),
    }, options.trailingSlash));
  });
}

export function buildNotFoundRoute(siteProps: SitePropsFor, trailingSlash: boolean): Route {
  const site = siteProps('/404');
  const route = makeRoute({ url: '/404', template: 'notFound', props: { site }, meta: makeMeta({ title: translate(site, 'theme.NotFound.title'), noindex: true }) }, trailingSlash);
  return { ...route, outFile: '404.html' };
}
