// The link check over the final HTML: every internal href, src and srcset of every page must
// lead to a page or file of the build, and every #fragment to an anchor on its target page.
// Pure: pages' links and anchors (page-links.ts) and file names in, findings out.
import { closestMatch } from '../content/suggest.js';
import { scanPageLinks, type PageLink, type PageLinks } from './page-links.js';
import { resolveHref } from './resolve-href.js';
import type { LinkAttribute } from './scan-html.js';
import { SiteFiles } from './site-files.js';

export interface PageHtml {
  /** The route (`/docs/intro`), without baseUrl. */
  url: string;
  outFile: string;
  html: string;
}

/** A page as the check sees it: where it is, and what scanPageLinks found in its HTML. */
export interface LinkedPage extends PageLinks {
  url: string;
  outFile: string;
}

export interface LinkCheckOptions {
  baseUrl: string;
  trailingSlash: boolean;
  /** The other locales' base URLs (otherLocaleBases): links into them are taken as this build's routes, unanchored (resolve-href.ts). */
  otherLocaleBases?: readonly string[];
  /** Links matching any of these (as written) are not checked. */
  skip: readonly RegExp[];
  checkLinks: boolean;
  checkAnchors: boolean;
}

export interface LinkFinding {
  kind: 'link' | 'anchor';
  /** Route of the page the link is on. */
  page: string;
  /** The link as written (entities decoded). */
  href: string;
  attribute: LinkAttribute;
  /** Tag the link sits on (`a`, `img`, `link`…). */
  tag: string;
  /** The site path it resolved to (`/docs/gone`). */
  target: string;
  fragment: string | undefined;
  /** A near miss: a page path for a broken link, an id for a broken anchor. */
  suggestion: string | undefined;
}

/** A page read whole (from disk, say), scanned for the check. */
export function linkedPage(page: PageHtml): LinkedPage {
  return { url: page.url, outFile: page.outFile, ...scanPageLinks(page.html) };
}

type Resolution = { file: string | undefined; path: string; fragment: string | undefined } | undefined;

/** What links resolve against: the build's files, and each page's anchors. */
export class LinkTargets {
  readonly files: SiteFiles;
  private readonly anchors: Map<string, ReadonlySet<string>>;

  constructor(pages: ReadonlyArray<Pick<LinkedPage, 'outFile' | 'anchors'>>, otherFiles: Iterable<string>) {
    this.anchors = new Map(pages.map((page) => [page.outFile, new Set(page.anchors)]));
    this.files = new SiteFiles([...pages.map((page) => page.outFile), ...otherFiles]);
  }

  anchorsOf(file: string): ReadonlySet<string> | undefined {
    return this.anchors.get(file);
  }
}

export function checkLinks(pages: readonly LinkedPage[], otherFiles: Iterable<string>, options: LinkCheckOptions): LinkFinding[] {
  return checkLinksAgainst(pages, new LinkTargets(pages, otherFiles), options);
}

/** The links of `pages`, checked against targets that may hold more pages than these (an incremental check). */
export function checkLinksAgainst(pages: readonly LinkedPage[], targets: LinkTargets, options: LinkCheckOptions): LinkFinding[] {
  const { files } = targets;
  // Site-root links resolve the same from every page: resolve each once.
  const rooted = new Map<string, Resolution>();
  const isRooted = (href: string): boolean => (href.startsWith('/') && !href.startsWith('//')) || /^https?:/.test(href);
  const resolve = (href: string, pageUrl: string): Resolution => {
    const cacheable = isRooted(href);
    if (cacheable && rooted.has(href)) return rooted.get(href);
    const resolved = resolveHref(href, pageUrl, options.baseUrl, options.otherLocaleBases);
    const result = resolved.kind === 'external' ? undefined : { file: files.fileFor(resolved.path), path: resolved.path, fragment: resolved.fragment };
    if (cacheable) rooted.set(href, result);
    return result;
  };
  const findings: LinkFinding[] = [];
  const suggest = suggester(files);
  // Pages rendered by one thread share their link objects (check/page-links.ts): a site-root link found fine on one page is
  // fine on all, so the sidebar's hundreds of links are looked at once, not once per page.
  const fineEverywhere = new Set<PageLink>();
  for (const page of pages) {
    const pageUrl = servedUrl(page.url, options);
    for (const link of page.links) {
      if (fineEverywhere.has(link)) continue;
      if (options.skip.some((pattern) => pattern.test(link.value))) continue;
      const resolved = resolve(link.value, pageUrl);
      if (!resolved) {
        if (isRooted(link.value)) fineEverywhere.add(link);
        continue;
      }
      const base = { page: page.url, href: link.value, attribute: link.attribute, target: resolved.path, fragment: resolved.fragment };
      if (resolved.file === undefined) {
        if (options.checkLinks) findings.push({ ...base, kind: 'link', tag: link.tag, suggestion: suggest(resolved.path) });
        continue;
      }
      const targetAnchors = targets.anchorsOf(resolved.file);
      const fragment = resolved.fragment;
      if (!options.checkAnchors || !targetAnchors || !fragment || targetAnchors.has(fragment) || implicitFragment(fragment)) {
        if (isRooted(link.value)) fineEverywhere.add(link);
        continue;
      }
      findings.push({ ...base, kind: 'anchor', tag: link.tag, suggestion: closestMatch(fragment, [...targetAnchors]) });
    }
  }
  return findings;
}

/** Where a page is served, with baseUrl: relative links resolve against it. */
function servedUrl(route: string, options: LinkCheckOptions): string {
  const base = options.baseUrl === '/' ? '' : options.baseUrl.slice(0, -1);
  if (route === '/') return `${base}/`;
  return `${base}${route}${options.trailingSlash ? '/' : ''}`;
}

/** Fragments a browser handles with no element: `#top`, and text fragments (`#:~:text=`). */
function implicitFragment(fragment: string): boolean {
  return fragment.toLowerCase() === 'top' || fragment.startsWith(':~:');
}

function suggester(files: SiteFiles): (path: string) => string | undefined {
  let paths: string[] | undefined;
  const cache = new Map<string, string | undefined>();
  return (path) => {
    if (!cache.has(path)) cache.set(path, closestMatch(path, (paths ??= files.pagePaths())));
    return cache.get(path);
  };
}
