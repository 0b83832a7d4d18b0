// One pass over a page's final HTML for what link checking needs: every href, src and srcset
// value, and every anchor (`id`, or `name` on an `<a>`). A scan for ` name="value"` rather than
// a DOM: React writes `name="value"` with entities escaped, and escapes quotes in text, so a
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

/** The names the scan reads, by their last letter: most `=`s of a page (class, rel, aria-*) are passed over on that alone. */
const NAME_BY_LAST_LETTER = new Map<number, LinkAttribute | 'id' | 'name'>([...(['href', 'src', 'srcset', 'id', 'name'] as const)].map((name) => [name.charCodeAt(name.length - 1), name]));

export function scanHtml(html: string): ScannedHtml {
  const links: HtmlLink[] = [];
  const anchors = scanAttributes(html, (attribute, value, offset) => links.push({ attribute, value, offset }));
  return { links, anchors };
}

/** The scan itself: each link handed to `onLink` as it is found, in page order; the anchors returned. */
export function scanAttributes(html: string, onLink: (attribute: LinkAttribute, value: string, offset: number) => void): Set<string> {
  const anchors = new Set<string>();
  for (let at = 0, comment = commentFrom(html, 0); ; ) {
    const equals = html.indexOf('=', at);
    if (equals === -1) break;
    if (comment && comment.start < equals) {
      // The comment comes first (a name before the `=` cannot overlap its `<!--`): skipped whole.
      at = comment.end;
      comment = commentFrom(html, at);
      continue;
    }
    at = equals + 1;
    const name = nameBefore(html, equals);
    const quote = html[equals + 1];
    if (name === undefined || (quote !== '"' && quote !== "'")) continue;
    const close = html.indexOf(quote, equals + 2);
    if (close === -1) continue;
    at = close + 1;
    if (comment && comment.start < at) comment = commentFrom(html, at); // inside the value: no comment
    const offset = equals - name.length - 1;
    // Text escapes `"` but not always `'` (markdown-it keeps it, in code spans too), so a
    // single-quoted value counts only when it sits inside a tag.
    if (quote === "'" && !insideTag(html, offset)) continue;
    const raw = html.slice(equals + 2, close);
    const value = raw.includes('&') ? decodeEntities(raw) : raw;
    if (name === 'id') anchors.add(value);
    else if (name === 'name') {
      if (tagAt(html, offset) === 'a') anchors.add(value);
    } else if (name === 'srcset') {
      for (const url of srcsetUrls(value)) onLink(name, url, offset);
    } else onLink(name, value, offset);
  }
  return anchors;
}

/**
 * The next `<!--…-->` from `from`, if closed. The scan looks for each `=` with indexOf and
 * checks the name before it, rather than running one regex over the whole page (comments, or a
 * space, a name and a quoted value), which tries a match at every character of every page.
 */
function commentFrom(html: string, from: number): { start: number; end: number } | undefined {
  const start = html.indexOf('<!--', from);
  const end = start === -1 ? -1 : html.indexOf('-->', start + 4);
  return end === -1 ? undefined : { start, end: end + 3 };
}

/** The attribute name just before an `=`, in any case, if it is one the scan reads and follows white space. */
function nameBefore(html: string, equals: number): LinkAttribute | 'id' | 'name' | undefined {
  const name = NAME_BY_LAST_LETTER.get(html.charCodeAt(equals - 1) | 0x20);
  if (name === undefined) return undefined;
  const start = equals - name.length;
  return start >= 1 && SPACE.has(html.charCodeAt(start - 1)) && sameLetters(html, start, name) ? name : undefined;
}

const SPACE = new Set([0x20, 0x09, 0x0a, 0x0d, 0x0c]);

/** `html` at `start` spells `name` (ASCII letters), ignoring case: `| 0x20` lowers a letter and turns nothing else into one. */
function sameLetters(html: string, start: number, name: string): boolean {
  for (let index = 0; index < name.length; index++) {
    if ((html.charCodeAt(start + index) | 0x20) !== name.charCodeAt(index)) return false;
  }
  return true;
}

function insideTag(html: string, offset: number): boolean {
  return html.lastIndexOf('<', offset) > html.lastIndexOf('>', offset);
}

/** The lower-case name of the tag an attribute at `offset` belongs to (up to 39 characters). */
export function tagAt(html: string, offset: number): string {
  const open = html.lastIndexOf('<', offset);
  if (open === -1 || !isLetter(html.charCodeAt(open + 1))) return '';
  const limit = Math.min(open + 40, html.length);
  let end = open + 2;
  while (end < limit && (isLetter(html.charCodeAt(end)) || TAG_NAME_SIGNS.has(html.charCodeAt(end)))) end++;
  return html.slice(open + 1, end).toLowerCase();
}

/** Besides letters, a tag name here runs on over digits, `_` and `-`. */
const TAG_NAME_SIGNS = new Set([...'0123456789_-'].map((sign) => sign.charCodeAt(0)));

function isLetter(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
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
