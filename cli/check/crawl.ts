// `check-links`' crawl: the built folder served on 127.0.0.1 by garden-site's own server (so
// extensionless routes resolve as in production) and crawled by linkinator from every page;
// then the #anchors over the built HTML, and with `external`, the links to other sites.
import { LinkChecker, LinkState } from 'linkinator';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../serve/server.js';
import { checkAnchors } from './crawl-anchors.js';
import { checkExternalLinks } from './crawl-external.js';
import { failureReason } from './failure-reason.js';
import { readSite } from './read-site.js';

export interface CrawlOptions {
  root: string;
  external: boolean;
  /** Parallel requests. */
  concurrency: number;
  /** Per request to another site, in ms. */
  timeout: number;
  /** Retries of a link to another site that failed or answered 5xx. */
  retries: number;
  /** Links matching one of these (the full URL, or the path for internal links) are not checked. */
  skip: readonly RegExp[];
  baseUrl: string;
  /**
   * The site's own origin. Links written in full to it are not pages of the crawl (they may lead
   * to another app on the same host); `external` fetches those that are not pages of this build.
   */
  siteUrl: string | undefined;
}

export interface BrokenLink {
  /** Page the link is on (a path for pages of this site). */
  page: string;
  /** The link (a path for pages of this site, the full URL for others). */
  url: string;
  status: number | null;
  reason: string;
}

export interface CrawlReport {
  pages: number;
  checked: number;
  broken: BrokenLink[];
  durationMs: number;
}

/** The site's own pages answer from this machine: anything slower than this is stuck. */
const LOCAL_TIMEOUT = 30_000;

export async function crawlSite(options: CrawlOptions): Promise<CrawlReport> {
  const started = performance.now();
  const site = await readSite(options.root);
  const server = createStaticServer({ root: options.root, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const local = (url: string): string => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url);
  const skipped = (url: string): boolean => options.skip.some((pattern) => pattern.test(url) || pattern.test(local(url)));
  process.on('uncaughtException', ignoreOrphanedTimeout);
  try {
    const result = await new LinkChecker().check({
      // Every page, not only those linked from the home page: an orphan page's links count too.
      path: site.pages.map((page) => origin + page.url),
      recurse: true,
      concurrency: options.concurrency,
      timeout: LOCAL_TIMEOUT,
      // linkinator checks a page's fragments only when it saw them before fetching the page,
      // so some would go unchecked: crawl-anchors.ts checks them over the built HTML instead.
      checkFragments: false,
      // Our pages are served at extensionless paths; without this linkinator takes them for folders.
      cleanUrls: true,
      // Over loopback, compressing every page only costs time at both ends.
      headers: { 'Accept-Encoding': 'identity' },
      urlRewriteExpressions: rewrites(origin, options),
      linksToSkip: async (link) => !link.startsWith(origin) || skipped(link),
    });
    const broken = result.links
      .filter((link) => link.state === LinkState.BROKEN && !skipped(link.url))
      .map((link) => ({ page: link.parent ? local(link.parent) : '/', url: local(link.url), status: link.status || null, reason: failureReason(link) }));
    broken.push(...checkAnchors(site, options));
    let checked = result.links.filter((link) => link.state !== LinkState.SKIPPED).length;
    if (options.external) {
      const external = await checkExternalLinks(site, options);
      checked += external.checked;
      broken.push(...external.broken);
    }
    return { pages: site.pages.length, checked, broken, durationMs: performance.now() - started };
  } finally {
    process.off('uncaughtException', ignoreOrphanedTimeout);
    server.close();
  }
}

/** The server serves the site at /, where its pages' links expect the baseUrl. */
function rewrites(origin: string, options: CrawlOptions): Array<{ pattern: RegExp; replacement: string }> {
  return options.baseUrl === '/' ? [] : [{ pattern: new RegExp(`^${escapeRegExp(origin + options.baseUrl)}`), replacement: `${origin}/` }];
}

/**
 * linkinator 7.6 leaves unread the body of a response it is going to retry; when that
 * request's timeout fires later, the orphaned stream errors with no listener, which would end
 * the process although the link was already dealt with. Anything else still ends it.
 */
function ignoreOrphanedTimeout(error: Error): void {
  if (error.name !== 'TimeoutError') throw error;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
