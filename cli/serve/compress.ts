// Compression for text responses: brotli when the browser takes it (smaller), else gzip.
// Brotli runs at a middle quality: a page is compressed when first asked for after each rebuild,
// and that first answer must stay quick.
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliCompress, type Gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const offered = String(acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality === undefined || !/^\s*q=0(\.0*)?\s*$/.test(quality))
    .map(([name]) => (name ?? '').trim().toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return undefined;
}

/** A streaming compressor, for files too large to hold in memory. */
export function createCompressor(encoding: Encoding): BrotliCompress | Gzip {
  return encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip();
}

/** A whole body compressed off the main thread. */
export function compressBody(encoding: Encoding, body: Buffer): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, BROTLI_OPTIONS) : gzipAsync(body);
}
