import test from 'ava';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GardenError, GardenErrors } from '../diagnostics/error.js';
import { explainOverflow, largestParts, outputBudget } from './output-budget.js';
import { writeOrReuse } from './reuse-output.js';
import { ServedFolderWriter } from './served-writer.js';
import { StagedDiskWriter } from './writer.js';

const outDir = (): string => path.join(mkdtempSync(path.join(tmpdir(), 'garden-budget-')), 'dist');
const page = (bytes: number): string => 'x'.repeat(bytes);

/** The bytes of the pages in the staging folder (not garden-site's marker). */
function stagedBytes(writer: StagedDiskWriter): number {
  const files = readdirSync(writer.stagingDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
  return files.reduce((sum, name) => sum + statSync(path.join(writer.stagingDir, name)).size, 0);
}

test('the file that would pass the limit is refused, and so is every file after it', (t) => {
  const writer = new StagedDiskWriter(outDir(), { budget: outputBudget(1_000) });
  writer.write('a.html', page(600));
  const refused = t.throws(() => writer.write('b.html', page(600)));
  t.is((refused as GardenError).code, 'limits/output-bytes');
  t.throws(() => writer.write('c.html', page(1)), { message: 'the output reached limits.outputBytes (1,000 bytes)' });
  t.deepEqual(readdirSync(writer.stagingDir).filter((name) => !name.startsWith('.')), ['a.html']);
  void writer.abort();
});

test('files written by the writer thread, and pages written by a render thread, count against one limit', async (t) => {
  const budget = outputBudget(10_000);
  const writer = new StagedDiskWriter(outDir(), { offThread: true, budget });
  // As a render worker writes a page straight into the staging folder (render/page-output.ts).
  writeOrReuse(path.join(writer.stagingDir, 'index.html'), page(4_000), undefined, budget);
  for (let n = 0; n < 5; n++) writer.write(`docs/bed-${n}.html`, page(2_000));
  const error = await t.throwsAsync(writer.flush());
  t.is((error as GardenError).code, 'limits/output-bytes');
  t.true(stagedBytes(writer) <= 10_000, 'nothing past the limit is on disk');
  t.throws(() => writeOrReuse(path.join(writer.stagingDir, 'late.html'), page(1), undefined, budget));
  await writer.abort();
});

test("serve --watch's writer counts every file of a build, the unchanged ones too: the folder it serves is the output", async (t) => {
  const out = outDir();
  const first = new ServedFolderWriter(out, undefined, () => {}, outputBudget(1_000));
  first.write('index.html', page(600));
  await first.pagesWritten();
  first.commit();
  const second = new ServedFolderWriter(out, first.output, () => {}, outputBudget(1_000));
  second.write('index.html', page(600));
  t.throws(() => second.write('docs/new.html', page(600)), { message: 'the output reached limits.outputBytes (1,000 bytes)' });
  t.deepEqual([...second.writtenSizes()], [['index.html', 600]]);
});

test('the limit reached is one error naming the largest parts of the output; other problems are kept', (t) => {
  const budget = outputBudget(100);
  const unrelated = new Error('unrelated');
  t.is(explainOverflow(unrelated, budget, () => []), unrelated, 'below the limit, a failure is left as it is');
  const writer = new StagedDiskWriter(outDir(), { budget });
  t.throws(() => writer.write('big.html', page(101)));
  const reached = new GardenError('the output reached limits.outputBytes (100 bytes)', { code: 'limits/output-bytes' });
  const other = new GardenError('a broken link', { code: 'links/broken' });
  const explained = explainOverflow(new GardenErrors([other, reached, reached]), budget, () => [['news/tags/a.html', 60], ['news/tags/b.html', 30], ['index.html', 10]]);
  t.true(explained instanceof GardenErrors);
  t.deepEqual((explained as GardenErrors).errors.map((problem) => problem.message), [
    'a broken link',
    'the output reached limits.outputBytes (100 bytes), so the build stopped after writing 100 bytes in 3 files; most of it: news/tags/ (90 bytes in 2 files), the top folder (10 bytes in 1 file)',
  ]);
  void writer.abort();
});

test('the largest parts are folders two levels deep, at most three, largest first', (t) => {
  const files: Array<[string, number]> = [['docs/a/b/c.html', 5], ['docs/a/d.html', 5], ['docs/e.html', 1], ['news/2025/04/x.html', 30], ['img/logo.png', 20], ['sitemap.xml', 2]];
  t.is(largestParts(files), 'after writing 63 bytes in 6 files; most of it: news/2025/ (30 bytes in 1 file), img/ (20 bytes in 1 file), docs/a/ (10 bytes in 2 files)');
});
