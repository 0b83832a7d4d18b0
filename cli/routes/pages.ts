// Standalone pages: markdown pages, React pages and the not-found page.
import type { PageEntry, PostEntry, TocItem } from '../content/model.js';
import { pageRoute } from '../content/pages.js';
import type { SourceFile } from '../content/read.js';
import type { Sidebars } from '../content/sidebars.js';
import { summarize } from './news.js';
import { makeMeta, makeRoute, type Route } from './route.js';
import type { SitePropsFor } from './site-props.js';
import { tocWithin } from './toc-levels.js';

export interface PageRouteOptions {
  trailingSlash: boolean;
  /** The pages folder's routeBasePath ('' by default). */
  routeBasePath?: string;
  /** How many of the latest posts React pages receive. */
  latestPostCount: number;
}

export function buildPageRoutes(pages: PageEntry[], siteProps: SitePropsFor, options: PageRouteOptions): Route[] {
  return pages.filter((page) => !page.draft).map((page) => makeRoute({
    url: page.route,
    template: 'page',
    sourcePath: page.source.sourcePath,
    props: {
      site: siteProps(page.route),
      page: {
        title: page.title,
        description: page.description,
        ...pageBodyProps(page),
        hideTableOfContents: page.hideTableOfContents,
        route: page.route,
      },
    },
    meta: makeMeta({ title: page.title, description: page.description, keywords: page.keywords, image: page.image, noindex: page.unlisted, ...(page.rendered?.styles ? { stylesheets: page.rendered.styles } : {}) }),
  }, options.trailingSlash));
}

/** The props a markdown page's body gives it. */
export function pageBodyProps(page: PageEntry): { html: string; toc: TocItem[] } {
  return { html: page.rendered?.html ?? '', toc: tocWithin(page.rendered?.toc, page.tocLevels) };
}

/** React pages get the site, the latest listed posts and the sidebars; their own `meta` export sets title and description. */
export function buildComponentRoutes(components: readonly SourceFile[], posts: readonly PostEntry[], sidebars: Sidebars, siteProps: SitePropsFor, options: PageRouteOptions): Route[] {
  const latestPosts = posts.filter((post) => !post.draft && !post.unlisted).slice(0, options.latestPostCount).map(summarize);
  return components.map((component) => {
    const url = pageRoute(component.collectionPath, options.routeBasePath);
    return makeRoute({
      url,
      template: 'component',
      componentPath: component.absolutePath,
      sourcePath: component.sourcePath,
      props: { site: siteProps(url), latestPosts, sidebars },
      meta: makeMeta({ title: '' }),
    }, options.trailingSlash);
  });
}

export function buildNotFoundRoute(siteProps: SitePropsFor, trailingSlash: boolean): Route {
  const route = makeRoute({ url: '/404', template: 'notFound', props: { site: siteProps('/404') }, meta: makeMeta({ title: 'Page Not Found', noindex: true }) }, trailingSlash);
  return { ...route, outFile: '404.html' };
}
