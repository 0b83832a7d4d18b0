// The Host and Origin headers of a request to the preview. RFC 9112 asks for exactly one Host,
// well formed; and it must name this machine (or the host given with --host), so a page on
// another name that resolves to 127.0.0.1 (DNS rebinding) cannot read the site. Origin names
// the site of the page that sent the request, which for the preview's own pages is the Host
// it was sent to: anything else is another site, open in the same browser.
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A host name or IPv4 address, or an IPv6 address in brackets, then an optional port. */
const HOST_FIELD = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::(\d{1,5}))?$/;

export type HostVerdict = 'ok' | 'malformed' | 'foreign';

/**
 * Judges the request's Host from its raw header lines: Node keeps only the first of several
 * Host headers in `headers.host`, so a second one would go unseen there.
 */
export function judgeHost(rawHeaders: readonly string[], configuredHost: string): HostVerdict {
  const values: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    if (rawHeaders[index]!.toLowerCase() === 'host') values.push(rawHeaders[index + 1]!);
  }
  // Node answers an HTTP/1.1 request without Host with 400 itself; an HTTP/1.0 one names no host to trust.
  if (values.length === 0) return 'foreign';
  if (values.length > 1) return 'malformed';
  const match = HOST_FIELD.exec(values[0]!);
  if (!match || (match[2] !== undefined && Number(match[2]) > 65535)) return 'malformed';
  return hostAllowed(match[1]!, configuredHost) ? 'ok' : 'foreign';
}

function hostAllowed(name: string, configuredHost: string): boolean {
  return LOOPBACK_NAMES.has(name.toLowerCase()) || name === configuredHost || (configuredHost === '0.0.0.0' && /^[\d.]+$/.test(name));
}

/**
 * Whether a request was sent by a page of another site. Browsers send Origin with every request
 * a script makes across sites and every one that is not a GET or HEAD; its absence is a link, a
 * typed address or the preview's own page. `null` (a sandboxed page, a file) is foreign.
 */
export function originIsForeign(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== host?.toLowerCase();
  } catch {
    return true;
  }
}
