// sitemap.xml and robots.txt. Each locale's build writes a sitemap of its own pages into its
// folder, as Docusaurus's sitemap plugin does, each entry naming the page's versions in the
// other locales. robots.txt is read only at a host's root: the default locale's build writes it,
// naming every locale's sitemap, unless the static folder has one (published as it is).
import type { SiteConfig } from '../config/schema.js';
import { builtLocale, isMultilingual, localeBaseUrl, siteLocales } from '../i18n/locales.js';
import { withBaseUrl } from '../routes/paths.js';
import type { Route } from '../routes/route.js';
import { escapeXml } from '../xml-characters.js';

export interface SitemapOptions extends SitemapLocales {
  siteUrl: string;
  ignorePatterns: string[];
  changefreq: string;
  priority: number;
}

export interface SitemapLocales {
  /** The locale whose pages it lists: the one built. */
  locale: SitemapLocale;
  /**
   * Every locale of the site, each at its base URL, the default locale first: with more than
   * one, each entry names the route's version in every locale (and `x-default`, the default locale's).
   */
  locales: readonly SitemapLocale[];
}

export interface SitemapLocale {
  htmlLang: string;
  baseUrl: string;
}

/** The sitemap's locales from the config: the one built, and every locale of a site with several. */
export function sitemapLocales(config: SiteConfig): SitemapLocales {
  const locale = { htmlLang: builtLocale(config).htmlLang, baseUrl: config.baseUrl };
  if (!isMultilingual(config)) return { locale, locales: [locale] };
  return { locale, locales: siteLocales(config).map((other) => ({ htmlLang: other.htmlLang, baseUrl: localeBaseUrl(config, other.name) })) };
}

export function renderSitemap(routes: Route[], options: SitemapOptions): string {
  const ignored = options.ignorePatterns.map(globToRegExp);
  const urls = routes
    .filter((route) => route.inSitemap && !ignored.some((pattern) => pattern.test(route.url)))
    .map((route) => route.url)
    .sort();
  const { siteUrl, locale, locales } = options;
  const tail = `<changefreq>${options.changefreq}</changefreq><priority>${options.priority}</priority></url>`;
  const at = (where: SitemapLocale, url: string) => escapeXml(siteUrl + withBaseUrl(where.baseUrl, url));
  if (locales.length < 2) {
    const entries = urls.map((url) => `  <url><loc>${at(locale, url)}</loc>${tail}`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  }
  const link = (lang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${href}"/>`;
  const entries = urls.map((url) => {
    const alternates = [...locales.map((other) => link(other.htmlLang, at(other, url))), link('x-default', at(locales[0] as SitemapLocale, url))];
    return `  <url><loc>${at(locale, url)}</loc>${alternates.join('')}${tail}`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export const ROBOTS = 'robots.txt';

/** The robots.txt the default locale's build writes (undefined in another locale's), naming every locale's sitemap. */
export function renderRobots(config: SiteConfig): string | undefined {
  const { locale, locales } = sitemapLocales(config);
  if (locale.baseUrl !== locales[0]?.baseUrl) return undefined;
  const sitemaps = locales.map((each) => `Sitemap: ${config.url}${withBaseUrl(each.baseUrl, '/sitemap.xml')}\n`);
  return `User-agent: *\nAllow: /\n\n${sitemaps.join('')}`;
}

/** `/docs/business/**` matches `/docs/business` and everything below it; `*` stays in one segment. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === '*' && pattern[index + 1] === '*') {
      // `/**` also matches the folder's own route.
      if (source.endsWith('/')) source = source.slice(0, -1) + '(?:/.*)?';
      else source += '.*';
      index++;
    } else if (char === '*') source += '[^/]*';
    else source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

