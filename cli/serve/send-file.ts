// Sends one found file: validators (ETag, Last-Modified, 304s), byte ranges, and the body from
// the body cache, compressed when the browser takes it. Files too large for the cache stream
// from disk, compressed on the way.
import { createReadStream, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BodyCache } from './body-cache.js';
import { chooseEncoding, createCompressor } from './compress.js';
import { contentType, isCompressible } from './content-types.js';
import { chooseRange } from './range.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function sendFile(request: IncomingMessage, response: ServerResponse, file: string, stats: Stats, status: number, bodies: BodyCache): Promise<void> {
  const type = contentType(file);
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const lastModified = stats.mtime.toUTCString();
  response.setHeader('Content-Type', type);
  response.setHeader('Last-Modified', lastModified);
  response.setHeader('ETag', etag);
  response.setHeader('Cache-Control', file.includes('/assets/') ? IMMUTABLE : 'no-cache');
  response.setHeader('Vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (status === 200 && (ifNoneMatch === etag || (!ifNoneMatch && modifiedSince(request, stats)))) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.statusCode = status;
  const isHtml = type.startsWith('text/html');
  const ranged = status === 200 && request.headers.range !== undefined;
  // A range counts bytes of the file as it is, so ranged answers are never compressed.
  const encoding = !ranged && isCompressible(type) ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  if (status === 200) response.setHeader('Accept-Ranges', 'bytes');
  if (encoding) response.setHeader('Content-Encoding', encoding);
  if (request.method === 'HEAD' && !ranged) return void response.end();
  const cached = bodies.get(file, stats, encoding ?? 'identity', isHtml);
  if (!cached) return streamFile(request, response, file, stats, encoding, lastModified);
  const body = await cached;
  if (!ranged) {
    response.setHeader('Content-Length', body.length);
    response.end(body);
    return;
  }
  const range = chooseRange(request.headers.range, headerText(request.headers['if-range']), lastModified, body.length);
  if (range.kind === 'unsatisfiable') return unsatisfiable(response, body.length);
  const part = range.kind === 'part' ? body.subarray(range.start, range.end + 1) : body;
  if (range.kind === 'part') {
    response.statusCode = 206;
    response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${body.length}`);
  }
  response.setHeader('Content-Length', part.length);
  response.end(request.method === 'HEAD' ? undefined : part);
}

/** Large files: read in chunks and compressed on the way, or the asked-for range as it is. */
function streamFile(request: IncomingMessage, response: ServerResponse, file: string, stats: Stats, encoding: string | undefined, lastModified: string): void {
  const range = encoding ? { kind: 'whole' as const } : chooseRange(request.headers.range, headerText(request.headers['if-range']), lastModified, stats.size);
  if (range.kind === 'unsatisfiable') return unsatisfiable(response, stats.size);
  if (range.kind === 'part') {
    response.statusCode = 206;
    response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stats.size}`);
  }
  if (!encoding) response.setHeader('Content-Length', range.kind === 'part' ? range.end - range.start + 1 : stats.size);
  if (request.method === 'HEAD') return void response.end();
  const stream = createReadStream(file, range.kind === 'part' ? { start: range.start, end: range.end } : {});
  stream.on('error', () => response.destroy());
  (encoding === 'br' || encoding === 'gzip' ? stream.pipe(createCompressor(encoding)) : stream).pipe(response);
}

function unsatisfiable(response: ServerResponse, size: number): void {
  response.statusCode = 416;
  response.setHeader('Content-Range', `bytes */${size}`);
  response.removeHeader('Content-Encoding');
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end('Range not satisfiable\n');
}

function modifiedSince(request: IncomingMessage, stats: Stats): boolean {
  const since = request.headers['if-modified-since'];
  return since !== undefined && Math.floor(stats.mtimeMs / 1000) <= Math.floor(Date.parse(since) / 1000);
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
