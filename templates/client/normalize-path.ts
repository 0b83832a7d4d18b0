// One address per page: `/docs/intro.html` and `/docs/index.html` show as `/docs/intro` and
// `/docs` (static hosts serve both forms; the preview server redirects them).
export function normalizePath(): void {
  const { pathname, search, hash } = location;
  const bare = pathname.replace(/\/index\.html$/i, '').replace(/\.html$/i, '') || '/';
  if (bare !== pathname) history.replaceState(history.state, '', bare + search + hash);
}
