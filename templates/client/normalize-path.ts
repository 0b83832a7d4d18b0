// One address per page: `/docs/intro.html` and `/docs/intro/index.html` show as `/docs/intro`
// (static hosts serve the first form; the preview server redirects both; on a static host the
// 404 page's head script sends the second on, cli/render/not-found-script.ts, by this rule).
// An address with an empty segment before `.html` names no page and is left as it is.
const BARE_ADDRESS = /^((?:\/[^/]+)*?)(?:\/index)?\.html$/i;

export function normalizePath(): void {
  const { pathname, search, hash } = location;
  const bare = BARE_ADDRESS.exec(pathname);
  if (bare) history.replaceState(history.state, '', (bare[1] || '/') + search + hash);
}
