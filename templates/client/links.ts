// Which links client navigation and prefetching may take over: same-origin page links opened
// in this tab. Downloads, other tabs, files (feeds, images) and pages in another language (a
// link with `hreflang`: the other locale's page has its own words and search) stay with the browser.

/** The page a click on `anchor` would open, when it is a page of this site. */
export function navigableUrl(anchor: Element | null | undefined): URL | undefined {
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.hasAttribute('href')) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.hasAttribute('hreflang') || /\bexternal\b/.test(anchor.rel)) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin) return undefined;
  // A file extension other than .html means a file, not a page (`/news/rss.xml`, `/img/a.png`).
  if (/\.[a-z][a-z0-9]*$/i.test(url.pathname) && !/\.html$/i.test(url.pathname)) return undefined;
  return url;
}

/** Path and query: what tells two pages apart (the hash only moves within one). */
export function pageKey(href: string): string {
  const url = new URL(href, location.href);
  return url.pathname + url.search;
}
