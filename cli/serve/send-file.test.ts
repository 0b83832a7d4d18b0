// Ranges, validators and cached compressed bodies, over real HTTP on 127.0.0.1.
import test from 'ava';
import { mkdirSync, mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticServer } from './server.js';
import { get } from '../../test/_http-get.js';


const PAGE = '<html><body>Leeks want deep, loose soil.</body></html>';
const SCRIPT = '<script>reload()</script>';

async function serve(t: { teardown: (fn: () => void) => void }, injectScript?: string): Promise<{ port: number; root: string }> {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'garden-send-')), 'dist');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'leeks.html'), PAGE);
  writeFileSync(path.join(root, '404.html'), '<html><body>Page Not Found</body></html>');
  writeFileSync(path.join(root, 'assets/clip.bin'), Buffer.from(Array.from({ length: 256 }, (_, i) => i)));
  const server = createStaticServer({ root, host: '127.0.0.1', ...(injectScript ? { injectScript } : {}) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => server.close());
  return { port: (server.address() as AddressInfo).port, root };
}

test('a range gets 206 with the bytes asked for, uncompressed; past the end gets 416', async (t) => {
  const { port } = await serve(t);
  const whole = await get(port, '/assets/clip.bin');
  t.is(whole.headers['accept-ranges'], 'bytes');
  const part = await get(port, '/assets/clip.bin', { Range: 'bytes=10-19', 'Accept-Encoding': 'br' });
  t.is(part.status, 206);
  t.is(part.headers['content-range'], 'bytes 10-19/256');
  t.deepEqual([...part.body], [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  const tail = await get(port, '/leeks', { Range: 'bytes=-8', 'Accept-Encoding': 'gzip, br' });
  t.like(tail, { status: 206, headers: { 'content-range': `bytes ${PAGE.length - 8}-${PAGE.length - 1}/${PAGE.length}`, 'content-encoding': undefined } });
  t.is(tail.body.toString(), PAGE.slice(-8));
  const beyond = await get(port, '/assets/clip.bin', { Range: 'bytes=256-' });
  t.like(beyond, { status: 416, headers: { 'content-range': 'bytes */256' } });
  t.is(beyond.body.toString(), 'Range not satisfiable\n');
});

test('If-Range with the current Last-Modified keeps the range; anything else gets the whole file', async (t) => {
  const { port } = await serve(t);
  const first = await get(port, '/assets/clip.bin');
  const lastModified = String(first.headers['last-modified']);
  t.is((await get(port, '/assets/clip.bin', { Range: 'bytes=0-3', 'If-Range': lastModified })).status, 206);
  const changed = await get(port, '/assets/clip.bin', { Range: 'bytes=0-3', 'If-Range': 'Mon, 01 Jan 2024 00:00:00 GMT' });
  t.is(changed.status, 200);
  t.is(changed.body.length, 256);
});

test('validators give 304 for pages as for assets, and the 404 page never does', async (t) => {
  const { port } = await serve(t, SCRIPT);
  const page = await get(port, '/leeks', { 'Accept-Encoding': 'br' });
  t.is((await get(port, '/leeks', { 'If-None-Match': String(page.headers.etag), 'Accept-Encoding': 'br' })).status, 304);
  t.is((await get(port, '/leeks', { 'If-Modified-Since': String(page.headers['last-modified']) })).status, 304);
  const missing = await get(port, '/no/such/page');
  t.is((await get(port, '/no/such/page', { 'If-None-Match': String(missing.headers.etag) })).status, 404);
});

test('a page rewritten by a rebuild is served anew in every encoding, with the preview script', async (t) => {
  const { port, root } = await serve(t, SCRIPT);
  const expected = (text: string): string => text.replace('</body>', `${SCRIPT}</body>`);
  t.is(brotliDecompressSync((await get(port, '/leeks', { 'Accept-Encoding': 'br' })).body).toString(), expected(PAGE));
  t.is(gunzipSync((await get(port, '/leeks', { 'Accept-Encoding': 'gzip' })).body).toString(), expected(PAGE));
  const rewritten = PAGE.replace('deep', 'damp');
  const file = path.join(root, 'leeks.html');
  writeFileSync(file, rewritten);
  utimesSync(file, new Date(), new Date(statSync(file).mtimeMs + 2_000));
  t.is(brotliDecompressSync((await get(port, '/leeks', { 'Accept-Encoding': 'br' })).body).toString(), expected(rewritten));
  t.is(gunzipSync((await get(port, '/leeks', { 'Accept-Encoding': 'gzip' })).body).toString(), expected(rewritten));
  const plain = await get(port, '/leeks');
  t.is(plain.body.toString(), expected(rewritten));
  t.is(plain.headers['content-length'], String(Buffer.byteLength(expected(rewritten))));
});
