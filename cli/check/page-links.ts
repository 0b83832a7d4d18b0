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
  // By value, then a short list of the tag/attribute variants seen with it (almost always one):
  // a key string per link was a million concatenations on a 4,000-page site.
  const known = new Map<string, PageLink[]>();
  return (page) => {
    const links = page.links;
    for (let index = 0; index < links.length; index++) {
      const link = links[index] as PageLink;
      const variants = known.get(link.value);
      const shared = variants?.find((seen) => seen.tag === link.tag && seen.attribute === link.attribute);
      if (shared) links[index] = shared;
      else if (variants) variants.push(link);
      else known.set(link.value, [link]);
    }
  };
}
