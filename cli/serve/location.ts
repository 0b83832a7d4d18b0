// Every Location the preview sends points into the site itself. A browser reads `//host/…` and
// `/\host/…` as another origin, so the leading run of slashes and backslashes becomes one
// slash (and so does any later run, which names the same page); and a decoded path is encoded
// again, so that `%2F%2Fhost`, `?`, `#` or a line break in it cannot change what it means.

/** Characters a path may carry as they are (RFC 3986 `pchar` and `/`). */
const UNSAFE_IN_PATH = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/gu;

/** Encodes a decoded site path for a Location header. */
export function encodeSitePath(decoded: string): string {
  return decoded.replace(UNSAFE_IN_PATH, (character) => encodeURIComponent(character));
}

/** The Location for an (encoded) path on this site, with the request's query. */
export function sameSiteLocation(encodedPath: string, query: string): string {
  return `/${encodedPath.replace(/^[/\\]+/, '').replace(/\/{2,}/g, '/')}${query}`;
}
