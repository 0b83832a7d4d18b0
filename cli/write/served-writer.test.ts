import test from 'ava';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import fg from 'fast-glob';
import path from 'node:path';
import { ServedFolderWriter, type ServedOutput } from './served-writer.js';

/** One build through the writer, as write-site.ts drives it: pages, then the index after pagesWritten. */
async function build(out: string, previous: ServedOutput | undefined, pages: Record<string, string>, index: string, onPagesWritten: () => void = () => {}): Promise<{ output: ServedOutput; changed: readonly string[] }> {
  const writer = new ServedFolderWriter(out, previous, onPagesWritten);
  for (const [file, html] of Object.entries(pages)) writer.write(file, html);
  await writer.pagesWritten();
  writer.write('search/index.json', index);
  return { changed: writer.commit(), output: writer.output };
}

function read(out: string, file: string): string {
  return readFileSync(path.join(out, file), 'utf8');
}

test('the first build puts every file in place at once; later ones write only what differs and remove what is gone', async (t) => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'garden-served-')), 'dist');
  const first = await build(out, undefined, { 'index.html': 'home', 'docs/a.html': 'a', 'docs/b.html': 'b' }, '["home","a","b"]');
  t.deepEqual([...first.changed].sort(), ['docs/a.html', 'docs/b.html', 'index.html', 'search/index.json']);
  t.true(existsSync(path.join(out, '.garden-site-output')), 'the folder is marked as garden-site output');
  const untouched = statSync(path.join(out, 'index.html')).mtimeMs;

  const second = await build(out, first.output, { 'index.html': 'home', 'docs/a.html': 'a, edited' }, '["home","a, edited"]');
  t.deepEqual([...second.changed].sort(), ['docs/a.html', 'docs/b.html', 'search/index.json']);
  t.is(read(out, 'docs/a.html'), 'a, edited');
  t.false(existsSync(path.join(out, 'docs/b.html')));
  t.is(statSync(path.join(out, 'index.html')).mtimeMs, untouched, 'an unchanged page is not written again');
});

test('the pages are in place and the reload hook has run before the search index is written', async (t) => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'garden-served-')), 'dist');
  const first = await build(out, undefined, { 'index.html': 'home' }, 'old index');
  let seen: { page: string; index: string } | undefined;
  await build(out, first.output, { 'index.html': 'new home' }, 'new index', () => {
    seen = { page: read(out, 'index.html'), index: read(out, 'search/index.json') };
  });
  t.deepEqual(seen, { page: 'new home', index: 'old index' }, 'the previous index is served until the new one is written');
  t.is(read(out, 'search/index.json'), 'new index');
});

test('a copied file is written again only when its source changed', async (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-served-'));
  const out = path.join(root, 'dist');
  const source = path.join(root, 'logo.svg');
  writeFileSync(source, '<svg/>');
  const copyBuild = async (previous: ServedOutput | undefined) => {
    const writer = new ServedFolderWriter(out, previous, () => {});
    writer.copy(source, 'img/logo.svg');
    await writer.pagesWritten();
    return { changed: writer.commit(), output: writer.output };
  };
  const first = await copyBuild(undefined);
  t.deepEqual((await copyBuild(first.output)).changed, []);
  writeFileSync(source, '<svg class="new"/>');
  const third = await copyBuild(first.output);
  t.deepEqual(third.changed, ['img/logo.svg']);
  t.is(read(out, 'img/logo.svg'), '<svg class="new"/>');
});

test('after builds that add, remove, reorder and record files twice, the folder holds each file as its last record says', async (t) => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'garden-served-')), 'dist');
  let seed = 7;
  const random = (n: number): number => (seed = (seed * 48271) % 2147483647) % n;
  let previous: ServedOutput | undefined;
  for (let round = 0; round < 40; round++) {
    // Mostly the same files in the same order with one changed, as after an edit; sometimes a different set.
    const count = round % 5 === 4 ? 3 + random(6) : 6;
    // p0.html is recorded twice: the later record counts.
    const early = [...Array.from({ length: count }, (_, n) => [`p${round % 5 === 4 ? random(9) : n}.html`, `v${random(3)}`] as const), ['p0.html', `w${random(3)}`] as const];
    const late = Array.from({ length: 1 + random(2) }, (_, n) => [`search/${n}.json`, `i${random(3)}`] as const);
    const writer = new ServedFolderWriter(out, previous, () => {});
    for (const [file, text] of early) writer.write(file, text);
    await writer.pagesWritten();
    for (const [file, text] of late) writer.write(file, text);
    writer.commit();
    previous = writer.output;
    const expected = new Map([...early, ...late]);
    const onDisk = fg.sync('**/*', { cwd: out }).sort();
    t.deepEqual(onDisk, [...expected.keys()].sort(), `round ${round}`);
    for (const [file, text] of expected) t.is(read(out, file), text, `round ${round}: ${file}`);
  }
});
