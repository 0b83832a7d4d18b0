// What the link check keeps of a page: its links (each once, with the tag it sits on, for the
// error message) and its anchors. Taken from the HTML as soon as a page is rendered, in
// whichever thread rendered it, so the build never holds every page's HTML at once.
import { scanHtml, tagAt, type LinkAttribute } from './scan-html.js';

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

export function scanPageLinks(html: string): PageLinks {
  const scanned = scanHtml(html);
  const seen = new Set<string>();
  const links: PageLink[] = [];
  for (const link of scanned.links) {
    if (seen.has(link.value)) continue;
    seen.add(link.value);
    links.push({ attribute: link.attribute, value: link.value, tag: tagAt(html, link.offset) });
  }
  return { links, anchors: [...scanned.anchors] };
}

/**
 * Shares equal links between pages. Pages come back from the render workers as copies, and the
 * sidebar's hundreds of links repeat on every page of a large site: kept once each, they cost
 * the link check a pointer per page rather than an object and a string.
 */
export function linkInterner(): (page: PageLinks) => void {
  const known = new Map<string, PageLink>();
  return (page) => {
    page.links = page.links.map((link) => {
      const key = `${link.attribute} ${link.tag} ${link.value}`;
      const shared = known.get(key);
      if (shared) return shared;
      known.set(key, link);
      return link;
    });
  };
}
