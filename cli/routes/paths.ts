// Route ↔ file rules. Trailing slashes are off: `/a/b` is written to `a/b.html` and `/` to
// `index.html`, so a route can sit beside a folder of the same name (`docs.html` + `docs/`).
import path from 'node:path';

/** Normalises a route: leading slash, no trailing slash (except `/`), no doubled slashes, no `.` parts. */
export function normalizeRoute(route: string): string {
  const collapsed = ('/' + route).replace(/\/{2,}/g, '/').replace(/\/\.(?=\/|$)/g, '');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : '/';
}

/** The file (relative to the output folder, with `/` separators) a route is written to. */
export function routeToOutFile(route: string, trailingSlash = false): string {
  const normalized = normalizeRoute(route);
  if (normalized === '/') return 'index.html';
  const bare = normalized.slice(1);
  return trailingSlash ? `${bare}/index.html` : `${bare}.html`;
}

/** Joins a route under the site's baseUrl (`/` or `/sub/`). */
export function withBaseUrl(baseUrl: string, route: string): string {
  if (baseUrl === '/' || !route.startsWith('/')) return route;
  return normalizeRoute(baseUrl.replace(/\/$/, '') + route);
}

/** A posix-style path relative to `root`, as users see paths in messages. */
export function toSitePath(root: string, absolutePath: string): string {
  return path.relative(root, absolutePath).split(path.sep).join('/');
}

/** Joins route segments, ignoring empty ones. */
export function joinRoute(...segments: string[]): string {
  return normalizeRoute(segments.filter((segment) => segment !== '').join('/'));
}

/** `Featured Gardeners` → `featured-gardeners`, for generated routes. */
export function slugify(text: string): string {
  return text.toLowerCase().trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
}
