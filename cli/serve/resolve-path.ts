// Maps a request path to a file inside the served folder, refusing anything that could
// lead outside it (encoded traversal, backslashes, null bytes, dotfiles).
import path from 'node:path';

export type Resolution =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'bad-request' }
  | { kind: 'forbidden' }
  | { kind: 'candidates'; files: string[] };

export function resolveRequestPath(rawPath: string, root: string): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request' };
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return { kind: 'bad-request' };
  const segments = decoded.split('/');
  // Double-encoded traversal (`%252e%252e`) decodes to `%2e%2e`: refuse any remaining escapes of dots and slashes too.
  if (segments.some((segment) => segment === '..' || segment === '.' || /%2e|%2f|%5c/i.test(segment))) return { kind: 'forbidden' };
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return { kind: 'forbidden' };

  // `/x.html` and `/x/index.html` are served at their bare path.
  if (decoded.endsWith('/index.html')) return { kind: 'redirect', location: decoded.slice(0, -'/index.html'.length) || '/' };
  if (decoded.endsWith('.html')) return { kind: 'redirect', location: decoded.slice(0, -'.html'.length) };
  if (decoded.length > 1 && decoded.endsWith('/')) return { kind: 'redirect', location: decoded.replace(/\/+$/, '') };

  const relative = decoded.slice(1);
  const base = path.resolve(root, relative);
  if (base !== root && !base.startsWith(root + path.sep)) return { kind: 'forbidden' };
  if (decoded === '/') return { kind: 'candidates', files: [path.join(root, 'index.html')] };
  return { kind: 'candidates', files: [base, `${base}.html`, path.join(base, 'index.html')] };
}
