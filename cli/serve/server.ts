// A static server for the built site, safe by default: loopback only, no files outside the
// output folder, no dotfiles, GET and HEAD only, a Host check against DNS rebinding, and any
// other method sent from another site's page refused as such. A static GET from another site
// is answered as a link or an image would be, without CORS headers: that page's script cannot
// read what it gets.
import { realpathSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { BodyCache } from './body-cache.js';
import { encodeSitePath, sameSiteLocation } from './location.js';
import { realRoot } from './real-root.js';
import { judgeHost, originIsForeign } from './request-host.js';
import { resolveRequestPath, type Resolution } from './resolve-path.js';
import { sendFile } from './send-file.js';

export interface StaticServerOptions {
  root: string;
  host: string;
  /** Extra handler tried first (the live-reload channel). Returns true when it answered. */
  intercept?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Script injected before `</body>` of HTML pages (live reload). */
  injectScript?: string;
  /**
   * The site's baseUrl (`/garden/`), asked per request since a rebuild may change it: pages are
   * served under it, as they will be once deployed, so their links work in the preview too.
   */
  baseUrl?: () => string;
}

export function createStaticServer(options: StaticServerOptions): Server {
  const bodies = new BodyCache({ injectScript: options.injectScript });
  const server = createServer({ maxHeaderSize: 16 * 1024 }, (request, response) => {
    handle(request, response, options, bodies).catch(() => {
      if (!response.headersSent) send(response, 500, 'Internal server error');
      else response.destroy();
    });
  });
  // A socket that dies mid-request (a client hanging up, a malformed flood) must never take
  // the process with it. Requests Node cannot parse get a plain status line while the socket
  // is still writable: 431 for oversized headers (maxHeaderSize), 405 for unknown methods.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return void socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large'
      : error.code === 'HPE_INVALID_METHOD' ? '405 Method Not Allowed'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout'
      : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  return server;
}

async function handle(request: IncomingMessage, response: ServerResponse, options: StaticServerOptions, bodies: BodyCache): Promise<void> {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  const host = judgeHost(request.rawHeaders, options.host);
  if (host === 'malformed') return send(response, 400, 'Bad request: expected one well-formed Host header');
  if (host === 'foreign') return send(response, 403, 'Forbidden: unexpected Host header');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (originIsForeign(request.headers.origin, request.headers.host)) return send(response, 403, 'Forbidden: sent by a page of another site (Origin)');
    response.setHeader('Allow', 'GET, HEAD');
    return send(response, 405, 'Method not allowed');
  }
  if (options.intercept?.(request, response)) return;
  const rawUrl = request.url ?? '/';
  if (rawUrl.length > 4096) return send(response, 414, 'URI too long');
  const query = rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?')) : '';
  const root = await realRoot(options.root);
  if (root === undefined) return send(response, 503, 'The site is being rebuilt; try again');
  const baseUrl = options.baseUrl?.() ?? '/';
  // The baseUrl without its final slash: what goes before a site path such as `/docs/`.
  const prefix = baseUrl.replace(/\/$/, '');
  const target = placeUnderBaseUrl(rawUrl.split('?')[0] ?? '/', baseUrl, prefix);
  if (target.kind === 'to-base') {
    response.setHeader('Location', sameSiteLocation(baseUrl, query));
    return send(response, 302, 'Found');
  }
  const resolution: Resolution = target.kind === 'outside' ? { kind: 'candidates', files: [] } : resolveRequestPath(target.path, root);
  switch (resolution.kind) {
    case 'bad-request':
      return send(response, 400, 'Bad request');
    case 'forbidden':
      return send(response, 404, 'Not found');
    case 'redirect': {
      response.setHeader('Location', sameSiteLocation(prefix + encodeSitePath(resolution.location), query));
      return send(response, 301, 'Moved permanently');
    }
    case 'file':
    case 'candidates': {
      const files = resolution.kind === 'file' ? [resolution.file] : resolution.files;
      for (const file of files) {
        const found = safeStat(file, root);
        if (found) return sendFile(request, response, found.real, found.stats, 200, bodies);
      }
      const notFound = safeStat(path.join(root, '404.html'), root);
      if (notFound) return sendFile(request, response, notFound.real, notFound.stats, 404, bodies);
      return send(response, 404, 'Not found');
    }
  }
}

/**
 * Where a request lands under the baseUrl. `/` itself goes to the baseUrl (where a reader
 * opening the preview meant to go); anything else outside it is not part of the site and gets
 * the 404 page.
 */
function placeUnderBaseUrl(pathname: string, baseUrl: string, prefix: string): { kind: 'site'; path: string } | { kind: 'to-base' } | { kind: 'outside' } {
  if (baseUrl === '/') return { kind: 'site', path: pathname };
  if (pathname === '/') return { kind: 'to-base' };
  if (pathname === prefix) return { kind: 'site', path: '/' };
  return pathname.startsWith(baseUrl) ? { kind: 'site', path: pathname.slice(prefix.length) } : { kind: 'outside' };
}

/**
 * The file's real path and stats, when it is a regular file whose real path stays inside root.
 * Most candidates of a clean URL do not exist: a stat that returns nothing rules them out
 * without building an exception, and only a found file has its real path resolved.
 */
function safeStat(file: string, root: string): { real: string; stats: Stats } | undefined {
  try {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats?.isFile()) return undefined;
    const real = realpathSync.native(file);
    return real.startsWith(root + path.sep) ? { real, stats } : undefined; // else a symlink leading out
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end(`${text}\n`);
}
