import test from 'ava';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GardenError } from '../diagnostics/error.js';
import { FileThread } from './file-thread.js';
import { StagedDiskWriter } from './writer.js';

const outDir = (): string => path.join(mkdtempSync(path.join(tmpdir(), 'garden-file-thread-')), 'dist');

test('files handed to the writer thread are on disk, with the bytes given, once the writer is flushed', async (t) => {
  const out = outDir();
  const writer = new StagedDiskWriter(out, { offThread: true });
  for (let n = 0; n < 50; n++) writer.write(`docs/bed-${n}/index.html`, `<p>Bed ${n}: leeks, ${'é'.repeat(n)}</p>`);
  writer.write('assets/logo.bin', new Uint8Array([0, 1, 2, 255]));
  const source = path.join(path.dirname(out), 'seed-list.txt');
  writeFileSync(source, 'carrot, beet');
  writer.copy(source, 'seeds/list.txt');
  await writer.flush();
  writer.commit();
  t.is(readFileSync(path.join(out, 'docs/bed-49/index.html'), 'utf8'), `<p>Bed 49: leeks, ${'é'.repeat(49)}</p>`);
  t.deepEqual([...readFileSync(path.join(out, 'assets/logo.bin'))], [0, 1, 2, 255]);
  t.is(readFileSync(path.join(out, 'seeds/list.txt'), 'utf8'), 'carrot, beet');
  t.is(readdirSync(path.join(out, 'docs')).length, 50);
});

test('a file the writer thread cannot write fails the flush with an error naming it', async (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-file-thread-'));
  writeFileSync(path.join(root, 'beds'), 'a file where a folder should be');
  const thread = new FileThread();
  try {
    thread.run({ target: path.join(root, 'ok.html'), previous: undefined, content: 'fine' });
    thread.run({ target: path.join(root, 'beds', 'index.html'), previous: undefined, content: 'nowhere to go' });
    const error = await t.throwsAsync(thread.settled());
    t.true(error instanceof GardenError, 'a system error worded as the build words it');
    t.regex(`${(error as GardenError).file} ${error?.message}`, /beds.* cannot create this folder: something of that name is already there/);
    t.is(readFileSync(path.join(root, 'ok.html'), 'utf8'), 'fine', 'the files before it were written');
  } finally {
    await thread.close();
  }
});

test('an aborted build stops the writer thread before the staging folder is removed: nothing is written after', async (t) => {
  const out = outDir();
  mkdirSync(out);
  writeFileSync(path.join(out, 'index.html'), 'previous home');
  const writer = new StagedDiskWriter(out, { offThread: true });
  for (let n = 0; n < 2000; n++) writer.write(`docs/row-${n}/index.html`, `<p>Row ${n}</p>`.repeat(200));
  await writer.abort();
  t.false(existsSync(writer.stagingDir));
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.false(existsSync(writer.stagingDir), 'the writer thread did not bring it back');
  t.deepEqual(readdirSync(path.dirname(out)), ['dist']);
  t.is(readFileSync(path.join(out, 'index.html'), 'utf8'), 'previous home');
});

test('a thread handing over files faster than they are written waits for the writer, rather than holding every page in memory', async (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-file-thread-'));
  const thread = new FileThread();
  const page = `<main>${'Rows of leeks and beets. '.repeat(4000)}</main>`;
  try {
    // The thread started and its modules loaded before the measure begins.
    thread.run({ target: path.join(root, 'first.html'), previous: undefined, content: page });
    await thread.settled();
    const rssBefore = process.memoryUsage().rss;
    // 2,000 pages of 100 KB: 200 MB if none were written before the last was handed over.
    for (let n = 0; n < 2000; n++) thread.run({ target: path.join(root, `bed-${n}.html`), previous: undefined, content: `${page}${n}` });
    const heldMb = (process.memoryUsage().rss - rssBefore) / 1048576;
    await thread.settled();
    t.true(heldMb < 100, `the process grew by ${heldMb.toFixed(0)} MB while handing them over`);
    t.is(readdirSync(root).length, 2001);
    t.is(readFileSync(path.join(root, 'bed-1999.html'), 'utf8'), `${page}1999`);
  } finally {
    await thread.close();
  }
});
