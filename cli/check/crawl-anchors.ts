// `check-links`' anchors: every `#fragment` of every built page checked against the ids of its
// target page, with the build's own checker over the HTML on disk. (linkinator checks a
// page's fragments only if it saw them before fetching that page, so it misses some.)
import type { BrokenLink, CrawlOptions } from './crawl.js';
import { checkLinks, linkedPage } from './links.js';
import type { BuiltSite } from './read-site.js';

export function checkAnchors(site: BuiltSite, options: Pick<CrawlOptions, 'baseUrl' | 'skip'>): BrokenLink[] {
  const findings = checkLinks(site.pages.map(linkedPage), site.files, {
    baseUrl: options.baseUrl,
    trailingSlash: false,
    skip: options.skip,
    checkLinks: false,
    checkAnchors: true,
  });
  return findings.map((finding) => ({ page: finding.page, url: finding.href, status: null, reason: `no element with id "${finding.fragment ?? ''}" on ${finding.target}` }));
}
