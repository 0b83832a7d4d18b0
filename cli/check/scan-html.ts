// One pass over a page's final HTML for what link checking needs: every href, src and srcset
// value, and every anchor (`id`, or `name` on an `<a>`). A regex over attributes rather than a
// DOM: React writes `name="value"` with entities escaped, and escapes quotes in text, so a
// match is an attribute. Raw HTML from markdown may use single quotes, so those are read too
// (an unquoted value is not: it is rare, and would cost every page a slower pattern);
// comments are skipped, being no part of the page.

export type LinkAttribute = 'href' | 'src' | 'srcset';

export interface HtmlLink {
  attribute: LinkAttribute;
  /** The URL with entities decoded, as a browser reads it. */
  value: string;
  /** Where the attribute starts in the HTML, to find its tag when reporting. */
  offset: number;
}

export interface ScannedHtml {
  links: HtmlLink[];
  anchors: Set<string>;
}

const ATTRIBUTE = /<!--[\s\S]*?-->|[ \t\n\r\f](href|src|srcset|id|name)=(?:"([^"]*)"|'([^']*)')/gi;
/** Attribute names as React writes them (lower case), so most matches need no toLowerCase. */
const NAMES = new Map<string, LinkAttribute | 'id' | 'name'>([['href', 'href'], ['src', 'src'], ['srcset', 'srcset'], ['id', 'id'], ['name', 'name']]);

export function scanHtml(html: string): ScannedHtml {
  const links: HtmlLink[] = [];
  const anchors = new Set<string>();
  const pattern = new RegExp(ATTRIBUTE); // its own lastIndex
  for (let match = pattern.exec(html); match !== null; match = pattern.exec(html)) {
    const name = match[1];
    if (name === undefined) continue; // a comment
    // Text escapes `"` but not always `'` (markdown-it keeps it, in code spans too), so a
    // single-quoted value counts only when it sits inside a tag.
    if (match[2] === undefined && !insideTag(html, match.index)) continue;
    const raw = match[2] ?? match[3] ?? '';
    const value = raw.includes('&') ? decodeEntities(raw) : raw;
    const attribute = NAMES.get(name) ?? NAMES.get(name.toLowerCase());
    if (attribute === 'id') anchors.add(value);
    else if (attribute === 'name') {
      if (tagAt(html, match.index) === 'a') anchors.add(value);
    } else if (attribute === 'srcset') {
      for (const url of srcsetUrls(value)) links.push({ attribute, value: url, offset: match.index });
    } else if (attribute) links.push({ attribute, value, offset: match.index });
  }
  return { links, anchors };
}

function insideTag(html: string, offset: number): boolean {
  return html.lastIndexOf('<', offset) > html.lastIndexOf('>', offset);
}

/** The lower-case name of the tag an attribute at `offset` belongs to. */
export function tagAt(html: string, offset: number): string {
  const start = html.lastIndexOf('<', offset);
  return /^<([a-zA-Z][\w-]*)/.exec(html.slice(start, start + 40))?.[1]?.toLowerCase() ?? '';
}

const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The URLs of a srcset (`a.png 1x, b.png 2x`). A URL is a run of non-space characters, so a
 * comma inside one (a `data:` URL) is kept; commas end a candidate only after its URL.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let index = 0;
  while (index < srcset.length) {
    while (index < srcset.length && /[\s,]/.test(srcset[index] ?? '')) index++;
    const start = index;
    while (index < srcset.length && !/\s/.test(srcset[index] ?? '')) index++;
    let url = srcset.slice(start, index);
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      // Skip the descriptors (`2x`, `640w`) up to the next comma.
      while (index < srcset.length && srcset[index] !== ',') index++;
    }
    if (url) urls.push(url);
  }
  return urls;
}
