// Under a baseUrl such as `/garden/`, every site path in a page must carry it. Templates,
// markdown links and React pages all write routes (`/docs/intro`), so the prefix is added once,
// here, to the rendered body: href, src, srcset, action and poster values that start with one
// slash. Values already under the baseUrl (the navbar and footer add it themselves) are left
// alone, and so is escaped markup inside code blocks, whose quotes are `&quot;`. So is a link
// carrying `hreflang`: it leads to a page in another locale, whose base URL it names itself
// (the locale menu's links, from a French page to the English one at `/docs/intro`).
//
// The theme and React pages are loaded once for every locale, so what they import (an image)
// names its URL under the site's own base (`themeBaseUrl`, the default locale's). Each locale
// publishes its own copy, as each Docusaurus locale build does: in another locale, such a URL
// is moved to that locale's base (`/garden/fr/assets/site/…`), which holds it whichever
// locales are built.
import { SITE_ASSETS } from '../bundle/site-assets.js';

const URL_ATTRIBUTE = /<a\s[^>]*?\shreflang=[^>]*>|(\s(?:href|src|action|poster)=")(\/(?!\/)[^"]*)"/g;
const SRCSET_ATTRIBUTE = /(\ssrcset=")([^"]*)"/g;

export function prefixBaseUrl(html: string, baseUrl: string, themeBaseUrl = baseUrl): string {
  if (baseUrl === '/') return html;
  const themeAssets = `${themeBaseUrl}${SITE_ASSETS}/`;
  const moved = themeBaseUrl !== baseUrl;
  const bare = baseUrl.replace(/\/$/, '');
  const prefix = (value: string): string => {
    if (moved && value.startsWith(themeAssets)) return baseUrl + value.slice(themeBaseUrl.length);
    if (value === bare || value.startsWith(baseUrl)) return value;
    return bare + value;
  };
  return html
    .replace(URL_ATTRIBUTE, (whole: string, start: string | undefined, value: string) => (start === undefined ? whole : `${start}${prefix(value)}"`))
    .replace(SRCSET_ATTRIBUTE, (_, start: string, list: string) => {
      const entries = list.split(',').map((entry) => entry.replace(/^(\s*)(\/(?!\/)\S*)/, (__, space: string, url: string) => space + prefix(url)));
      return `${start}${entries.join(',')}"`;
    });
}
