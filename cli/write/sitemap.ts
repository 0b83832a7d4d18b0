// sitemap.xml and robots.txt.
import type { SiteConfig } from '../config/schema.js';
import { builtLocale, isMultilingual, localeBaseUrl, siteLocales } from '../i18n/locales.js';
import { withBaseUrl } from '../routes/paths.js';
import type { Route } from '../routes/route.js';
import { escapeXml } from '../xml-characters.js';

export interface SitemapOptions {
  siteUrl: string;
  /**
   * The locales whose pages it lists, each at its base URL, the default locale first
   * (sitemapLocales): with more than one, every route is listed in each, and each entry names
   * the route's version in every locale (and `x-default`, the default locale's).
   */
  locales: readonly SitemapLocale[];
  ignorePatterns: string[];
  changefreq: string;
  priority: number;
}

export interface SitemapLocale {
  htmlLang: string;
  baseUrl: string;
}

/** The sitemap's locales from the config: every locale of a site with several, else the one built. */
export function sitemapLocales(config: SiteConfig): SitemapLocale[] {
  if (!isMultilingual(config)) return [{ htmlLang: builtLocale(config).htmlLang, baseUrl: config.baseUrl }];
  return siteLocales(config).map((locale) => ({ htmlLang: locale.htmlLang, baseUrl: localeBaseUrl(config, locale.name) }));
}

export function renderSitemap(routes: Route[], options: SitemapOptions): string {
  const ignored = options.ignorePatterns.map(globToRegExp);
  const urls = routes
    .filter((route) => route.inSitemap && !ignored.some((pattern) => pattern.test(route.url)))
    .map((route) => route.url)
    .sort();
  const { siteUrl, locales } = options;
  const tail = `<changefreq>${options.changefreq}</changefreq><priority>${options.priority}</priority></url>`;
  const at = (locale: SitemapLocale, url: string) => escapeXml(siteUrl + withBaseUrl(locale.baseUrl, url));
  if (locales.length < 2) {
    const only = locales[0] ?? { htmlLang: '', baseUrl: '/' };
    const entries = urls.map((url) => `  <url><loc>${at(only, url)}</loc>${tail}`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  }
  const link = (lang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${href}"/>`;
  const entries = locales.flatMap((locale) => urls.map((url) => {
    const alternates = [...locales.map((other) => link(other.htmlLang, at(other, url))), link('x-default', at(locales[0] as SitemapLocale, url))];
    return `  <url><loc>${at(locale, url)}</loc>${alternates.join('')}${tail}`;
  }));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${withBaseUrl(baseUrl, '/sitemap.xml')}\n`;
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

