// `redirects` in site.config.ts: a small HTML page at each old address that sends the browser on
// to the new one (a meta refresh, and a script that keeps the query and #fragment), names the
// new one as canonical for search engines, and shows a plain link for anything that follows
// neither. They are pages of the build for the link check (a redirect to a missing page is a
// broken link, blamed on its config item), but not routes: they are in no sitemap or search.
import type { SiteConfig } from '../config/schema.js';
import { scanPageLinks } from '../check/page-links.js';
import { GardenError } from '../diagnostics/error.js';
import { escapeHtml } from '../escape-html.js';
import type { RenderedPage } from '../render/page-output.js';
import { normalizeRoute, routeToOutFile, withBaseUrl } from '../routes/paths.js';
import type { Route } from '../routes/route.js';
import type { PageLocale } from '../i18n/locales.js';
import { htmlMessage, translate } from '../i18n/translate.js';

export interface RedirectPages {
  pages: RenderedPage[];
  problems: GardenError[];
}

export function redirectPages(config: SiteConfig, routes: readonly Route[], configFile: string, locale: PageLocale): RedirectPages {
  const taken = new Map(routes.map((route) => [route.outFile, route.url]));
  const pages: RenderedPage[] = [];
  const problems: GardenError[] = [];
  config.redirects.forEach((redirect, index) => {
    for (const from of [redirect.from].flat()) {
      const outFile = routeToOutFile(from, config.trailingSlash);
      const clash = taken.get(outFile);
      if (clash !== undefined) {
        problems.push(new GardenError(`redirects[${index}]: ${from} is ${clash === normalizeRoute(from) ? 'a page of the site' : `where the page ${clash} is written`}; a redirect there would replace it`, {
          code: 'config/redirect-clash',
          file: configFile,
          hint: `remove '${from}' from the redirect, or move the page`,
        }));
        continue;
      }
      taken.set(outFile, from);
      const html = redirectHtml(config, redirect.to, locale);
      pages.push({ outFile, html, ...scanPageLinks(html) });
    }
  });
  return { pages, problems };
}

function redirectHtml(config: SiteConfig, to: string, locale: PageLocale): string {
  const href = to.startsWith('/') ? withBaseUrl(config.baseUrl, to) : to;
  const canonical = to.startsWith('/') ? config.url + href : to;
  const attribute = escapeHtml(href);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(locale.htmlLang)}" dir="${locale.direction}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(translate(locale, 'garden.redirect.title', { siteTitle: config.title }))}</title>`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${attribute}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    // The meta refresh drops the old address's query and #fragment; this carries them over
    // (unless the new address has its own).
    `<script>location.replace(${JSON.stringify(href).replace(/</g, '\\u003c')}${/[?#]/.test(href) ? '' : ' + location.search + location.hash'})</script>`,
    '</head>',
    '<body>',
    `<p>${htmlMessage(locale, 'garden.redirect.text', { link: `<a href="${attribute}">${escapeHtml(to)}</a>` })}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
