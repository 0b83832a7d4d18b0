import test from 'ava';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readContent } from './read.js';

test('files and folders starting with _ are helpers, not content', async (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-read-'));
  const files = ['content/pages/index.tsx', 'content/pages/_parts/hero.tsx', 'content/pages/_data.tsx', 'content/pages/about.md', 'content/pages/_partial.md', 'content/docs/intro.md', 'content/docs/_drafts/idea.md', 'content/docs/guide/_category_.json'];
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file.endsWith('.json') ? '{}' : '# x');
  }
  const content = await readContent(root, { docs: 'content/docs', news: 'content/news', pages: 'content/pages', sidebars: 'content/docs/sidebars.ts' });
  t.deepEqual(content.pageComponents.map((file) => file.collectionPath), ['index.tsx']);
  t.deepEqual(content.pages.map((file) => file.collectionPath), ['about.md']);
  t.deepEqual(content.docs.map((file) => file.sourcePath), ['content/docs/intro.md']);
  t.deepEqual(content.docCategories.map((file) => file.collectionPath), ['guide/_category_.json']);
  t.deepEqual(content.news, []);
  t.is(content.sidebars, undefined);
});
