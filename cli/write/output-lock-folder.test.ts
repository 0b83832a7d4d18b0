import test from 'ava';
import { mkdirSync, mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toGardenErrors } from '../diagnostics/error.js';
import { acquireOutputLock } from './output-lock.js';

test('a folder where the lock file goes is an error naming it', async (t) => {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'garden-lock-folder-')));
  const outDir = path.join(root, 'dist');
  mkdirSync(`${outDir}.lock`);
  const error = await t.throwsAsync(acquireOutputLock({ outDir, shownOut: 'dist', waitMs: 0, onNotice: () => {} }));
  const [problem] = toGardenErrors(error);
  t.is(problem?.file, `${outDir}.lock`);
  t.is(problem?.message, 'cannot read: it is a folder, where a file was expected');
});
