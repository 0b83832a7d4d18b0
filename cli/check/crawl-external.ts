// `check-links --external`: links to other sites, gathered from the built HTML with every
// page that holds each, then checked by linkinator from a one-off local page that lists them,
// with linkCheck's concurrency, timeout and retries. Kept apart from the crawl of the site
// so a short timeout meant for other sites never applies to the site's own pages. Links written
// in full to the site's own domain are fetched too, unless they name a page or file of this
// build (canonical links, say): the live site may not have this build yet.
import { LinkChecker, LinkState } from 'linkinator';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '../escape-html.js';
import type { BrokenLink, CrawlOptions } from './crawl.js';
import { failureReason } from './failure-reason.js';
import type { BuiltSite } from './read-site.js';
import { scanHtml } from './scan-html.js';
import { SiteFiles } from './site-files.js';

const HTTP = /^https?:\/\//i;

export async function checkExternalLinks(site: BuiltSite, options: CrawlOptions): Promise<{ checked: number; broken: BrokenLink[] }> {
  const pagesByUrl = new Map<string, Set<string>>();
  const inBuild = ownBuildFile(site, options);
  for (const page of site.pages) {
    for (const { value } of scanHtml(page.html).links) {
      const href = value.trim();
      if (!HTTP.test(href) || inBuild(href) || options.skip.some((pattern) => pattern.test(href))) continue;
      const url = URL.canParse(href) ? new URL(href).href : href;
      pagesByUrl.set(url, (pagesByUrl.get(url) ?? new Set()).add(page.url));
    }
  }
  if (pagesByUrl.size === 0) return { checked: 0, broken: [] };
  const list = `<!doctype html>\n${[...pagesByUrl.keys()].map((url) => `<a href="${escapeHtml(url)}"></a>`).join('\n')}\n`;
  const server = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(list));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const start = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const result = await new LinkChecker().check({
      path: start,
      recurse: false,
      concurrency: options.concurrency,
      timeout: options.timeout,
      retry: true,
      retryErrors: options.retries > 0,
      // linkinator retries one time more than its count says.
      retryErrorsCount: Math.max(0, options.retries - 1),
      // linkinator waits 2^n s plus up to this much before retry n.
      retryErrorsJitter: 500,
    });
    const links = result.links.filter((link) => link.url !== start);
    const broken = links
      .filter((link) => link.state === LinkState.BROKEN)
      .flatMap((link) => [...(pagesByUrl.get(link.url) ?? [])].map((page) => ({ page, url: link.url, status: link.status || null, reason: failureReason(link) })));
    return { checked: links.filter((link) => link.state !== LinkState.SKIPPED).length, broken };
  } finally {
    server.close();
  }
}

/** Whether a link written in full names a page or file of this build (under its URL and baseUrl). */
function ownBuildFile(site: BuiltSite, options: CrawlOptions): (href: string) => boolean {
  const files = new SiteFiles(site.files);
  const origin = options.siteUrl !== undefined && URL.canParse(options.siteUrl) ? new URL(options.siteUrl).origin : undefined;
  return (href) => {
    if (origin === undefined || !URL.canParse(href)) return false;
    const url = new URL(href);
    if (url.origin !== origin || !`${url.pathname}/`.startsWith(options.baseUrl)) return false;
    const sitePath = url.pathname.slice(options.baseUrl.length - 1) || '/';
    try {
      return files.fileFor(decodeURIComponent(sitePath)) !== undefined;
    } catch {
      return false;
    }
  };
}
