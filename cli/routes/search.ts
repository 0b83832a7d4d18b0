// The search page: a static shell that the browser fills from the index files (cli/write/
// search-index.ts). Kept out of the sitemap: a results page is not content.
import type { SiteConfig } from '../config/schema.js';
import { makeMeta, makeRoute, type Route } from './route.js';
import type { SitePropsFor } from './site-props.js';
import { translate } from '../i18n/translate.js';

export const SEARCH_ROUTE = '/search';

export function buildSearchRoute(siteProps: SitePropsFor, config: SiteConfig): Route[] {
  if (!config.search.enabled) return [];
  const site = siteProps(SEARCH_ROUTE);
  const meta = makeMeta({ title: translate(site, 'garden.search.pageTitle'), description: translate(site, 'garden.search.pageDescription', { siteTitle: config.title }), noindex: true });
  return [makeRoute({ url: SEARCH_ROUTE, template: 'search', props: { site }, meta }, config.trailingSlash)];
}
