// The 404 page's own head script. A static host without rewrites (GitHub Pages) serves
// `404.html` for `/docs/intro/index.html`, since the page's file is `docs/intro.html`; the
// script sends the reader on to the bare address (`/docs/intro`, query and fragment kept),
// which the host does serve, before the not-found text is painted. A path that does not
// normalise to a page address (`/.html`, `/a//index.html`) or whose bare address has no page
// either stays the not-found page: the bare address ends in no `.html`, so this never loops.
// The preview server redirects these forms itself (resolve-path.ts); without JavaScript a
// static host serves `/docs/intro.html` as it is, and the `/index.html` form stays not found.

/** The bare address of a `.html` or `/index.html` address, or undefined when it has none. */
export const BARE_ADDRESS = /^((?:\/[^/]+)*?)(?:\/index)?\.html$/i;

export function notFoundRedirectScript(): string {
  return `(function(){var l=location,m=${BARE_ADDRESS.toString()}.exec(l.pathname);if(m)l.replace((m[1]||'/')+l.search+l.hash)})();`;
}
