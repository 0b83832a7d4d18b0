import test from 'ava';
import { mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFiles } from '../../test/_site.js';
import { readPartialText } from './partial-file.js';

test('a hidden partial is never read, imported by its own name or through a link', (t) => {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'garden-partial-file-')));
  writeFiles(root, { '.partial.mdx': 'TOKEN=secret', '.git/notes.md': 'secret', 'content/docs/_shared.mdx': 'Shared text' });
  symlinkSync('../../.git/notes.md', path.join(root, 'content/docs/_notes.md'));
  t.deepEqual(readPartialText(path.join(root, '.partial.mdx'), root), { refused: 'hidden', detail: '.partial.mdx' });
  t.deepEqual(readPartialText(path.join(root, 'content/docs/_notes.md'), root), { refused: 'hidden', detail: '.git/notes.md' });
  t.deepEqual(readPartialText(path.join(root, 'content/docs/_shared.mdx'), root), { text: 'Shared text' });
});
