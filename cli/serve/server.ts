// A static server for the built site, safe by default: loopback only, no files outside the
// output folder, no dotfiles, GET and HEAD only, and a Host check against DNS rebinding.
import { createReadStream, realpathSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chooseEncoding, createCompressor } from './compress.js';
import { contentType, isCompressible } from './content-types.js';
import { encodeSitePath, sameSiteLocation } from './location.js';
import { judgeHost } from './request-host.js';
import { resolveRequestPath, type Resolution } from './resolve-path.js';

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
  const server = createServer({ maxHeaderSize: 16 * 1024 }, (request, response) => {
    handle(request, response, options).catch(() => {
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

async function handle(request: IncomingMessage, response: ServerResponse, options: StaticServerOptions): Promise<void> {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  const host = judgeHost(request.rawHeaders, options.host);
  if (host === 'malformed') return send(response, 400, 'Bad request: expected one well-formed Host header');
  if (host === 'foreign') return send(response, 403, 'Forbidden: unexpected Host header');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
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
        if (found) return serveFile(request, response, found.real, found.stats, 200, options);
      }
      const notFound = safeStat(path.join(root, '404.html'), root);
      if (notFound) return serveFile(request, response, notFound.real, notFound.stats, 404, options);
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
 * The served folder's real path. A rebuild swaps the folder by two renames, so for a moment it
 * may be missing: wait a little rather than answer 404 for a page that exists.
 */
async function realRoot(root: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      return realpathSync(root);
    } catch {
      await sleep(25);
    }
  }
  return undefined;
}

/** The file's real path and stats, when it is a regular file whose real path stays inside root. */
function safeStat(file: string, root: string): { real: string; stats: Stats } | undefined {
  try {
    const real = realpathSync(file);
    if (!real.startsWith(root + path.sep)) return undefined; // a symlink leading out
    const stats = statSync(real);
    return stats.isFile() ? { real, stats } : undefined;
  } catch {
    return undefined;
  }
}

function serveFile(request: IncomingMessage, response: ServerResponse, file: string, stats: Stats, status: number, options: StaticServerOptions): void {
  const type = contentType(file);
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  response.setHeader('Content-Type', type);
  response.setHeader('Last-Modified', stats.mtime.toUTCString());
  response.setHeader('ETag', etag);
  response.setHeader('Cache-Control', /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  response.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && (request.headers['if-none-match'] === etag || (!request.headers['if-none-match'] && modifiedSince(request, stats)))) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.statusCode = status;
  const inject = options.injectScript && type.startsWith('text/html');
  const encoding = isCompressible(type) ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  if (encoding) response.setHeader('Content-Encoding', encoding);
  if (request.method === 'HEAD') return void response.end();
  const stream = createReadStream(file);
  stream.on('error', () => response.destroy());
  if (inject) {
    // Small HTML pages: buffer, inject the live-reload script, then send.
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      const html = Buffer.concat(chunks).toString('utf8').replace('</body>', `${options.injectScript}</body>`);
      if (encoding) {
        const zip = createCompressor(encoding);
        zip.pipe(response);
        zip.end(html);
      } else response.end(html);
    });
    return;
  }
  (encoding ? stream.pipe(createCompressor(encoding)) : stream).pipe(response);
}

function modifiedSince(request: IncomingMessage, stats: Stats): boolean {
  const since = request.headers['if-modified-since'];
  return since !== undefined && Math.floor(stats.mtimeMs / 1000) <= Math.floor(Date.parse(since) / 1000);
}

function send(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end(`${text}\n`);
}
