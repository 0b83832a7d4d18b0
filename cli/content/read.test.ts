import test from 'ava';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readCollections } from '../collections/registry.js';
import { SiteConfigSchema } from '../config/schema.js';

test('files and folders starting with _ are helpers, not content', async (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-read-'));
  const files = ['content/pages/index.tsx', 'content/pages/_parts/hero.tsx', 'content/pages/_data.tsx', 'content/pages/about.md', 'content/pages/_partial.md', 'content/docs/intro.md', 'content/docs/_drafts/idea.md', 'content/docs/guide/_category_.json'];
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file.endsWith('.json') ? '{}' : '# x');
  }
  const content = await readCollections(root, SiteConfigSchema.parse({ title: 'Read', url: 'https://read.example' }));
  const [pages, docs, news] = [content.pages.get('default'), content.docs.get('default'), content.news.get('default')];
  t.deepEqual(pages?.components.map((file) => file.collectionPath), ['index.tsx']);
  t.deepEqual(pages?.markdown.map((file) => file.collectionPath), ['about.md']);
  t.deepEqual(docs?.markdown.map((file) => file.sourcePath), ['content/docs/intro.md']);
  t.deepEqual(docs?.categories.map((file) => file.collectionPath), ['guide/_category_.json']);
  t.deepEqual(news?.markdown, []);
  t.is(docs?.sidebars, undefined);
});
