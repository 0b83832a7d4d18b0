// Pages' shares of the search index, the one way they are taken: on the main thread while the
// render threads draw the pages (taking them there lengthened every page's render while the main
// thread only waited), and from the build's cache (memory, then `.garden-cache/`) when a page's
// content is one seen before: the title-free part of a share (SearchBody) is kept by a hash of
// the HTML or text it came from.
import { createHash } from 'node:crypto';
import type { CacheStore } from '../cache/build-cache.js';
import type { SiteConfig } from '../config/schema.js';
import type { Route } from '../routes/route.js';
import { searchBodyOf, searchShare, searchSource, type SearchablePage, type SearchBody } from '../write/search-pages.js';

/** Routes between two looks at the event loop, so replies from the render threads are taken meanwhile. */
const ROUTES_PER_TURN = 50;

/** Each searchable route's share, by output file. */
export async function takeSearchShares(routes: readonly Route[], config: SiteConfig['search'], store: CacheStore<SearchBody>): Promise<Map<string, SearchablePage>> {
  const shares = new Map<string, SearchablePage>();
  let turn = 0;
  for (const route of routes) {
    const source = searchSource(route, config);
    if (!source) continue;
    // Terms follow the page's language: the same text in another language is another body.
    const hash = createHash('sha1').update(`${source.language}\0`);
    if ('html' in source) hash.update('html\0').update(source.html);
    else hash.update('text\0').update(source.text);
    const key = hash.digest('base64url');
    let body = store.get(key);
    if (!body) store.set(key, (body = searchBodyOf(source)));
    shares.set(route.outFile, searchShare(source, body, key));
    if (++turn === ROUTES_PER_TURN) {
      turn = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return shares;
}
