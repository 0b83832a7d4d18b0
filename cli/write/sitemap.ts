// sitemap.xml and robots.txt.
import { withBaseUrl } from '../routes/paths.js';
import type { Route } from '../routes/route.js';
import { escapeXml } from '../xml-characters.js';

export interface SitemapOptions {
  siteUrl: string;
  baseUrl: string;
  ignorePatterns: string[];
  changefreq: string;
  priority: number;
}

export function renderSitemap(routes: Route[], options: SitemapOptions): string {
  const ignored = options.ignorePatterns.map(globToRegExp);
  const urls = routes
    .filter((route) => route.inSitemap && !ignored.some((pattern) => pattern.test(route.url)))
    .map((route) => route.url)
    .sort();
  const entries = urls.map((url) => `  <url><loc>${escapeXml(options.siteUrl + withBaseUrl(options.baseUrl, url))}</loc><changefreq>${options.changefreq}</changefreq><priority>${options.priority}</priority></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
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

