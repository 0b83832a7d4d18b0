// What the link check keeps of a page: its links (each once, with the tag it sits on, for the
// error message) and its anchors. Taken from the HTML as soon as a page is rendered, in
// whichever thread rendered it, so the build never holds every page's HTML at once.
import { scanAttributes, tagAt, type LinkAttribute } from './scan-html.js';

export interface PageLink {
  attribute: LinkAttribute;
  /** The URL as written, entities decoded. */
  value: string;
  /** The tag of its first occurrence (`a`, `img`, `link`…). */
  tag: string;
}

export interface PageLinks {
  links: PageLink[];
  anchors: string[];
}

export function scanPageLinks(html: string, table = new LinkTable()): PageLinks {
  const links: PageLink[] = [];
  const page = table.startPage();
  const anchors = scanAttributes(html, (attribute, value, offset) => {
    const link = table.firstOnPage(page, attribute, value, html, offset);
    if (link) links.push(link);
  });
  return { links, anchors: [...anchors] };
}

/**
 * The link objects of every page a thread scans, shared: the sidebar's hundreds of links repeat
 * on every page of a large site, and are looked up once each per page (by value: a page keeps
 * each URL once, with the tag of its first occurrence) instead of being made again, their tag
 * found again. (Pages of one thread share these objects; the link check looks at a shared one once.)
 */
export class LinkTable {
  private readonly known = new Map<string, { page: number; variants: PageLink[] }>();
  private pages = 0;

  startPage(): number {
    // Links of a long `serve --watch` session that left the site are not kept for ever.
    if (this.known.size > MAX_SHARED_LINKS) this.known.clear();
    return ++this.pages;
  }

  /** The shared link for this occurrence, or undefined if the page has had its URL already. */
  firstOnPage(page: number, attribute: LinkAttribute, value: string, html: string, offset: number): PageLink | undefined {
    const entry = this.known.get(value);
    if (entry?.page === page) return undefined;
    const tag = tagAt(html, offset);
    if (!entry) {
      // A copy: V8 keeps the whole page alive behind a string cut from it, and the table outlives the page.
      const own = Buffer.from(value, 'utf16le').toString('utf16le');
      const link = { attribute, value: own, tag };
      this.known.set(own, { page, variants: [link] });
      return link;
    }
    entry.page = page;
    let link = entry.variants.find((seen) => seen.tag === tag && seen.attribute === attribute);
    if (!link) entry.variants.push((link = { attribute, value: entry.variants[0]?.value ?? value, tag }));
    return link;
  }
}

const MAX_SHARED_LINKS = 100_000;
