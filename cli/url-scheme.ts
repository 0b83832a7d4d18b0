// The one scheme check of the URLs garden-site writes into pages from the config, front matter,
// authors.yml, sidebars and markdown's JSX attributes: http(s), mailto and tel URLs, paths
// (from the root or relative) and #fragments pass; anything else (`javascript:`, `data:`,
// `vbscript:`) is refused, since a click on it runs in the site's origin. Browsers decode
// entities and drop control characters and spaces before they read a scheme, so
// `jav&#x09;ascript:` is read as `javascript:`: the check reads it the same way. The config's
// fields use it as the zod type `safeUrl` (config/field-schemas.ts). Raw HTML written in
// markdown is the author's and is not checked.
import { decodeHTML } from 'entities';

/** The schemes a page may link to; the config's HTML is sanitised to the same list (sanitize-html.ts). */
export const ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
const ALLOWED = new Set(ALLOWED_SCHEMES);
/** C0 controls, space, DEL and C1 controls: dropped before the scheme is read. */
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

export interface UrlProblem {
  message: string;
  hint: string;
}

export const URL_SCHEME_HINT = 'write an http(s), mailto or tel URL, a path on this site like /docs/intro or ./beds, or a #fragment';

/** Why `url` may not be written into a page as a link or an image, or undefined when it may. */
export function urlSchemeProblem(url: string): UrlProblem | undefined {
  const scheme = schemeOf(url);
  if (scheme === undefined || ALLOWED.has(scheme)) return undefined;
  return { message: `'${scheme}:' URLs are not allowed`, hint: URL_SCHEME_HINT };
}

/** The scheme a browser would read in `url` (lower case), or undefined for a path or fragment. */
function schemeOf(url: string): string | undefined {
  let text = url;
  // Decoded until nothing changes (a few rounds at most): `&amp;#x09;` hides an entity in an entity.
  for (let round = 0; round < 4; round++) {
    const decoded = decodeHTML(text);
    if (decoded === text) break;
    text = decoded;
  }
  return SCHEME.exec(text.replace(INVISIBLE, ''))?.[1]?.toLowerCase();
}
