// An href as written on a page → the path on this site it points at, and its #fragment.
// Links with a scheme (https:, mailto:, tel:, data:, javascript:) or a host (`//cdn…`) leave
// the site and are not the build's to check: as in Docusaurus, this holds for links written in
// full to the site's own domain too, which may lead to another app served on the same host.

export type ResolvedHref =
  | { kind: 'external' }
  | { kind: 'internal'; path: string; fragment: string | undefined };

/**
 * A link into another locale's pages (`/fr/docs/intro` from the default locale's, `/docs/intro`
 * from the French ones) is that locale's, which another build makes (or none, with `--locale`).
 * Every route exists in every locale, so it is taken as the same route of this build: the page
 * must exist, but its #fragment is not checked (a translated page's headings have other ids).
 */

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const ORIGIN = 'http://garden.invalid';

/**
 * `pageUrl` is where the page is served (with baseUrl), for relative links. A path under
 * `baseUrl` is taken relative to it; other paths are taken as they are, because the theme and
 * markdown write routes without the baseUrl today.
 */
export function resolveHref(href: string, pageUrl: string, baseUrl: string, otherLocaleBases: readonly string[] = []): ResolvedHref {
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
  const decoded = decode(sitePath);
  const locale = otherLocaleBases.length ? otherLocaleOf(decoded, baseUrl, otherLocaleBases) : undefined;
  if (locale !== undefined) return { kind: 'internal', path: stripBase(decoded, locale), fragment: undefined };
  return { kind: 'internal', path: stripBase(decoded, baseUrl), fragment };
}

/** The base URL of the other locale a site path lies in: the longest base holding it, when that is not this build's. */
function otherLocaleOf(sitePath: string, baseUrl: string, otherLocaleBases: readonly string[]): string | undefined {
  let longest = isUnder(sitePath, baseUrl) ? baseUrl : undefined;
  let other: string | undefined;
  for (const base of otherLocaleBases) {
    if (isUnder(sitePath, base) && base.length > (longest?.length ?? 0)) longest = other = base;
  }
  return longest === other ? other : undefined;
}

function isUnder(sitePath: string, base: string): boolean {
  return sitePath.startsWith(base) || sitePath === base.slice(0, -1);
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
