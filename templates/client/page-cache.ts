// Fetched pages by path and query. A hover prefetch, the click that follows and a later
// back/forward all share one request; failures are dropped so the next attempt asks again.

export interface FetchedPage {
  /** Where the response came from, after redirects. */
  url: string;
  status: number;
  statusText: string;
  contentType: string;
  html: string;
}

const pages = new Map<string, Promise<FetchedPage>>();
const KEEP = 40;

export function fetchPage(href: string, options: { fresh?: boolean; background?: boolean } = {}): Promise<FetchedPage> {
  const key = href.split('#')[0] ?? href;
  const known = options.fresh ? undefined : pages.get(key);
  if (known) return known;
  const request = fetch(key, { credentials: 'same-origin', headers: { Accept: 'text/html' }, priority: options.background ? 'low' : 'auto' }).then(async (response) => ({
    url: response.url || key,
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get('content-type') ?? '',
    html: await response.text(),
  }));
  pages.delete(key);
  pages.set(key, request);
  const forget = (): void => {
    if (pages.get(key) === request) pages.delete(key);
  };
  request.then((page) => page.status >= 500 && forget(), forget);
  // Oldest first out: a long reading session does not keep every page in memory.
  if (pages.size > KEEP) pages.delete(pages.keys().next().value as string);
  return request;
}
