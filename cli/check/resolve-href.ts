// An href as written on a page → the path on this site it points at, and its #fragment.
// Links with a scheme (https:, mailto:, tel:, data:, javascript:) or a host (`//cdn…`) leave
// the site and are not the build's to check: as in Docusaurus, this holds for links written in
// full to the site's own domain too, which may lead to another app served on the same host.

export type ResolvedHref =
  | { kind: 'external' }
  | { kind: 'internal'; path: string; fragment: string | undefined };

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const ORIGIN = 'http://garden.invalid';

/**
 * `pageUrl` is where the page is served (with baseUrl), for relative links. A path under
 * `baseUrl` is taken relative to it; other paths are taken as they are, because the theme and
 * markdown write routes without the baseUrl today.
 */
export function resolveHref(href: string, pageUrl: string, baseUrl: string): ResolvedHref {
  const trimmed = href.trim();
  if (trimmed === '' || SCHEME.test(trimmed) || trimmed.startsWith('//')) return { kind: 'external' };
  const hashAt = trimmed.indexOf('#');
  const beforeHash = hashAt < 0 ? trimmed : trimmed.slice(0, hashAt);
  const fragment = hashAt < 0 ? undefined : decode(trimmed.slice(hashAt + 1));
  const queryAt = beforeHash.indexOf('?');
  const written = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  let sitePath: string;
  if (written === '') sitePath = pageUrl;
  else if (written.startsWith('/') && !/(^|\/)\.\.?(\/|$)/.test(written) && !written.includes('\\')) sitePath = written;
  else sitePath = new URL(written, ORIGIN + pageUrl).pathname; // relative, or with ./ ../ segments
  return { kind: 'internal', path: stripBase(decode(sitePath), baseUrl), fragment };
}

function stripBase(sitePath: string, baseUrl: string): string {
  if (baseUrl === '/') return sitePath;
  const bare = baseUrl.slice(0, -1);
  if (sitePath === bare) return '/';
  return sitePath.startsWith(baseUrl) ? sitePath.slice(bare.length) : sitePath;
}

function decode(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
