// A page in every locale of the site. Every route exists in every locale (an untranslated page
// shows the default locale's content), so a page's other-language versions follow from the
// config alone: each locale's base URL joined with the page's route, as Docusaurus finds them.
import { withBaseUrl } from '../routes/paths.js';
import { builtLocale, isMultilingual, localeBaseUrl, siteLocales, type SiteLocale } from './locales.js';

type SiteOf = Parameters<typeof localeBaseUrl>[0];

/** A locale's version of a page: the locale, and the page's path there (with the locale's base URL). */
export interface LocalePage {
  locale: SiteLocale;
  path: string;
}

/** The page at `route` in every locale, the default locale first; none on a site of one locale. */
export function pageInLocales(config: SiteOf, route: string): LocalePage[] {
  if (!isMultilingual(config)) return [];
  return siteLocales(config).map((locale) => ({ locale, path: withBaseUrl(localeBaseUrl(config, locale.name), route) }));
}

/**
 * `<link rel="alternate" hreflang>` to each locale's version of the page, itself included, and
 * `x-default` to the default locale's (search engines' choice for a reader of no listed
 * language), absolute, as search engines require; then `og:locale:alternate` for each other
 * locale, as Docusaurus writes it. None on a site of one locale.
 */
export function alternateTags(config: SiteOf & { url: string }, route: string, escape: (text: string) => string): string[] {
  const pages = pageInLocales(config, route);
  const first = pages[0];
  if (!first) return [];
  const link = (lang: string, path: string) => `<link rel="alternate" hreflang="${escape(lang)}" href="${escape(config.url + path)}">`;
  const current = builtLocale(config).name;
  const others = pages.filter(({ locale }) => locale.name !== current);
  return [
    ...pages.map(({ locale, path }) => link(locale.htmlLang, path)),
    link('x-default', first.path),
    ...others.map(({ locale }) => `<meta property="og:locale:alternate" content="${escape(ogLocale(locale.htmlLang))}">`),
  ];
}

/** A language tag as Open Graph writes locales: `fr-FR` → `fr_FR`. */
export function ogLocale(htmlLang: string): string {
  return htmlLang.replace('-', '_');
}
