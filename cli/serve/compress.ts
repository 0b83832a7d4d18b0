// Compression for text responses: brotli when the browser takes it (smaller), else gzip.
// Brotli runs at a middle quality: a preview recompresses on every request and must stay quick.
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

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

export function createCompressor(encoding: Encoding): BrotliCompress | Gzip {
  return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
}
