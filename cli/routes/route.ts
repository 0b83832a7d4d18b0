// A route is plain data: where it is served, where it is written, which template draws it
// and with which props.
import type { DocCategoryProps, ReactPageProps, TemplateName, TemplateProps } from './props.js';

export type DocCard = DocCategoryProps['cards'][number];
import { routeToOutFile } from './paths.js';

export interface PageMeta {
  title: string;
  description: string | undefined;
  keywords: string[];
  image: string | undefined;
  /** Unlisted and not-found pages ask search engines to stay away. */
  noindex: boolean;
  /** When the page repeats another (the docs root repeats its home doc). */
  canonicalRoute: string | undefined;
  ogType: 'website' | 'article';
  publishedTime: string | undefined;
  jsonLd: object[];
  /** The page's own stylesheets (what its MDX imports), after the theme's. */
  stylesheets?: string[];
}

type TemplateChoice = { [K in TemplateName]: { template: K; props: TemplateProps[K] } }[TemplateName];
type ComponentChoice = { template: 'component'; componentPath: string; props: ReactPageProps };

export type Route = {
  url: string;
  outFile: string;
  meta: PageMeta;
  /** The cards a doc's `<DocCardList />` shows: the items of the category whose page it is. */
  docCards?: DocCard[];
  /** The content file it came from, for messages. */
  sourcePath: string | undefined;
  /** Listed in the sitemap (not drafts, not unlisted, not the 404 page). */
  inSitemap: boolean;
  /** What the theme makes for the page from the site's content, handed to its template as `data` (theme-data.ts). */
  data?: unknown;
} & (TemplateChoice | ComponentChoice);

export function makeMeta(partial: Partial<PageMeta> & { title: string }): PageMeta {
  return { description: undefined, keywords: [], image: undefined, noindex: false, canonicalRoute: undefined, ogType: 'website', publishedTime: undefined, jsonLd: [], ...partial };
}

/** Omit that keeps each member of a union apart (plain Omit would merge them). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type RouteInput = DistributiveOmit<Route, 'outFile' | 'inSitemap' | 'sourcePath'> & { sourcePath?: string; inSitemap?: boolean };

export function makeRoute(input: RouteInput, trailingSlash: boolean): Route {
  return { sourcePath: undefined, inSitemap: !input.meta.noindex, ...input, outFile: routeToOutFile(input.url, trailingSlash) } as Route;
}
