// The one HTML sanitiser, for HTML a site writes in its config (the footer's copyright, navbar
// and footer `html` items, the announcement bar): Docusaurus renders these as HTML, so a
// migrated site's `<a href>` must stay a link, but nothing in them may run: no scripts or
// styles, no event attributes, no URL outside http(s), mailto, tel, relative paths and
// fragments. sanitize-html does the parsing and the allowlist; the list is ours.
// Loading it costs tens of milliseconds of CPU: the config loader loads it only for a config
// that holds markup (holdsMarkup), and text with no markup skips it.
import type { IOptions } from 'sanitize-html';
import { ALLOWED_SCHEMES } from './url-scheme.js';

type Sanitize = typeof import('sanitize-html');

const SVG_SHAPES = ['path', 'g', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon'];
const SVG_ATTRIBUTES = ['viewBox', 'xmlns', 'width', 'height', 'fill', 'fill-rule', 'clip-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'd', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'points', 'transform', 'opacity', 'focusable'];

/** What a site's HTML may hold: text markup, links, images and inline SVG icons. */
function allowlist(sanitize: Sanitize): IOptions {
  return {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'picture', 'source', 'details', 'summary', 'svg', 'title', ...SVG_SHAPES],
    allowedAttributes: {
      '*': ['class', 'id', 'title', 'role', 'lang', 'dir', 'aria-*'],
      a: ['href', 'target', 'rel', 'hreflang'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      source: ['srcset', 'sizes', 'type', 'media'],
      details: ['open'],
      svg: SVG_ATTRIBUTES,
      ...Object.fromEntries(SVG_SHAPES.map((tag) => [tag, SVG_ATTRIBUTES])),
    },
    allowedSchemes: [...ALLOWED_SCHEMES],
    allowedSchemesByTag: {},
    // `//host/path` leaves the site without saying for where: written in full or not at all.
    allowProtocolRelative: false,
    // SVG's attribute names are case-sensitive (viewBox).
    parser: { lowerCaseAttributeNames: false },
    transformTags: {
      // A link opening another tab never hands that page a hold on this one.
      a: (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
    },
  };
}

let loaded: { sanitize: Sanitize; options: IOptions } | undefined;

/**
 * Loads the library, once. The compiled engine has it in a chunk of its own, loaded only here:
 * a config whose strings hold no markup never pays for it (holdsMarkup).
 */
export async function loadSanitizer(): Promise<void> {
  if (loaded) return;
  const { default: sanitize } = await import('sanitize-html');
  loaded ??= { sanitize, options: allowlist(sanitize) };
}

/** Whether any string in `value` (a config's export) holds markup: only then is the sanitiser needed. */
export function holdsMarkup(value: unknown, seen = new Set<object>()): boolean {
  if (typeof value === 'string') return MARKUP.test(value);
  if (typeof value !== 'object' || value === null || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((item) => holdsMarkup(item, seen));
}

/** Text that holds no markup and no character reference comes out as it went in. */
const MARKUP = /[<>&]/;

/** `html` with everything that could run, or point outside the allowed URL schemes, removed. */
export function sanitizeHtml(html: string): string {
  if (!MARKUP.test(html)) return html;
  if (!loaded) throw new Error('sanitizeHtml was called before loadSanitizer: the config loader awaits it for a config that holds markup');
  return loaded.sanitize(html, loaded.options);
}
