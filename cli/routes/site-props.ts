// The site-wide part of every template's props, taken from the validated config.
import type { SiteConfig } from '../config/schema.js';
import { siteLocales, type PageLocale } from '../i18n/locales.js';
import type { HomeRoutes } from './home-route.js';
import type { VersionLinks } from '../collections/docs/version-links.js';
import { navbarFor, type Navigation } from './navigation.js';
import type { SiteProps } from './props.js';
import { SEARCH_ROUTE } from './search.js';

export type SitePropsFor = (currentRoute: string) => SiteProps;

/** `versions`: the docs' pages by version, which the navbar's version items follow from page to page. */
export function makeSiteProps(config: SiteConfig, homes: HomeRoutes, navigation: Navigation, versions: VersionLinks, locale: PageLocale): SitePropsFor {
  const base: Omit<SiteProps, 'currentRoute'> = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    locale: locale.name,
    htmlLang: locale.htmlLang,
    direction: locale.direction,
    locales: siteLocales(config),
    words: locale.words,
    navbar: navigation.navbar,
    footer: navigation.footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    homeRoute: homes.home,
    docs: { routeBasePath: config.docs.routeBasePath, homeRoute: homes.docs },
    news: config.news && { routeBasePath: config.news.routeBasePath, title: config.news.title, description: config.news.description },
    customFields: config.customFields ?? {},
    search: config.search.enabled ? { route: SEARCH_ROUTE } : undefined,
  };
  if (navigation.versionItems.size === 0) return (currentRoute) => ({ ...base, currentRoute });
  return (currentRoute) => ({ ...base, navbar: navbarFor(navigation, currentRoute, versions), currentRoute });
}
