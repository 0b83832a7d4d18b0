// The body cache over real files in a temp folder.
import test from 'ava';
import { mkdtempSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BodyCache } from './body-cache.js';

function folder(): string {
  return mkdtempSync(path.join(tmpdir(), 'garden-bodies-'));
}

test('a body is made once per version of the file, and the preview script goes into pages', async (t) => {
  const page = path.join(folder(), 'page.html');
  writeFileSync(page, '<html><body>beds</body></html>');
  const bodies = new BodyCache({ injectScript: '<script>reload()</script>' });
  const first = await bodies.get(page, statSync(page), 'br', true);
  t.is(brotliDecompressSync(first!).toString(), '<html><body>beds<script>reload()</script></body></html>');
  t.is(await bodies.get(page, statSync(page), 'br', true), first);
  t.is((await bodies.get(page, statSync(page), 'identity', true))!.toString(), '<html><body>beds<script>reload()</script></body></html>');
  t.is(gunzipSync((await bodies.get(page, statSync(page), 'gzip', true))!).toString(), '<html><body>beds<script>reload()</script></body></html>');
});

test('a file rewritten in place, or replaced by a rename, is read again', async (t) => {
  const dir = folder();
  const page = path.join(dir, 'page.html');
  writeFileSync(page, '<p>one</p>');
  const bodies = new BodyCache();
  t.is(gunzipSync((await bodies.get(page, statSync(page), 'gzip', true))!).toString(), '<p>one</p>');
  // Same size, new content, a later modification time: what a rebuild writing in place leaves.
  writeFileSync(page, '<p>two</p>');
  utimesSync(page, new Date(), new Date(Date.now() + 2_000));
  t.is(gunzipSync((await bodies.get(page, statSync(page), 'gzip', true))!).toString(), '<p>two</p>');
  // A new file renamed over the old one, even with the old one's size and times: a new inode.
  const old = statSync(page);
  writeFileSync(path.join(dir, 'next.html'), '<p>six</p>');
  utimesSync(path.join(dir, 'next.html'), old.atime, old.mtime);
  renameSync(path.join(dir, 'next.html'), page);
  t.is(gunzipSync((await bodies.get(page, statSync(page), 'gzip', true))!).toString(), '<p>six</p>');
});

test('memory stays within its bound, and large files are left to streaming', async (t) => {
  const dir = folder();
  const bodies = new BodyCache({ maxBytes: 10_000, maxFileBytes: 4_000 });
  for (let i = 0; i < 20; i++) {
    const file = path.join(dir, `${i}.txt`);
    writeFileSync(file, `${i}`.padEnd(3_000, 'x'));
    t.is((await bodies.get(file, statSync(file), 'identity', false))!.length, 3_000);
    t.true(bodies.size <= 10_000, `${bodies.size} bytes held`);
  }
  const large = path.join(dir, 'large.txt');
  writeFileSync(large, 'x'.repeat(5_000));
  t.is(bodies.get(large, statSync(large), 'identity', false), undefined);
});

test('a large page is still made, with its script, but not kept', async (t) => {
  const page = path.join(folder(), 'large.html');
  writeFileSync(page, `<html><body>${'x'.repeat(5_000)}</body></html>`);
  const bodies = new BodyCache({ injectScript: '<script>reload()</script>', maxFileBytes: 4_000 });
  const body = await bodies.get(page, statSync(page), 'identity', true);
  t.true(body!.toString().endsWith('<script>reload()</script></body></html>'));
  t.is(bodies.size, 0);
});
