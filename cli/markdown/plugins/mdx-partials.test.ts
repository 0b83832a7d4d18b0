import test from 'ava';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFiles } from '../../../test/_site.js';
import { md, render } from '../../../test/_markdown.js';

/** A page in a temp site with real partial files; links resolve to the pages listed. */
function site(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-partials-'));
  writeFiles(root, files);
  const pages = new Map([[path.join(root, 'content/docs/settings/catalogs.md'), '/docs/settings/catalogs']]);
  return (source: string) =>
    render(source, {
      sourcePath: 'content/docs/guide.md',
      absolutePath: path.join(root, 'content/docs/guide.md'),
      lineOffset: 3,
      resolveMarkdownLink: (file) => pages.get(file),
    });
}

test("a partial is inlined where its tag stands, without its front matter, its links resolved from its own folder, its headings in the page's TOC", async (t) => {
  const render = site({ 'content/docs/settings/_catalog.mdx': '---\ntitle: ignored\n---\n\n## Catalogs\n\nSee [the catalogs](./catalogs.md).\n' });
  const result = await render(md("import Catalog from './settings/_catalog.mdx';", '', '## Before', '', '<Catalog />', '', '## After'));
  t.deepEqual(result.problems, []);
  t.is(result.html.replace(/ <a class="hash-link"[^<]*<\/a>/g, ''), '<h2 id="before">Before</h2>\n<h2 id="catalogs">Catalogs</h2>\n<p>See <a href="/docs/settings/catalogs">the catalogs</a>.</p>\n<h2 id="after">After</h2>\n');
  t.deepEqual(result.toc.map((item) => item.id), ['before', 'catalogs', 'after']);
  // For the link check, the partial's links are the page's, written on the tag's line.
  t.deepEqual(result.links, [{ href: '/docs/settings/catalogs', line: 8 }]);
  t.false(result.html.includes('ignored'));
});

test("a partial's problems name its own file and line", async (t) => {
  const render = site({ 'content/docs/_shared.md': '---\ntitle: x\n---\n\nText\n\n[gone](./missing.md)\n' });
  const result = await render(md("import Shared from './_shared.md';", '', '<Shared />'));
  t.deepEqual(result.problems.map((problem) => `${problem.location} ${problem.message}`), ['content/docs/_shared.md:7 Link to a missing page: ./missing.md']);
});

test('a missing partial is reported at its import; a cycle is reported, not followed (problems come in line order)', async (t) => {
  const render = site({ 'content/docs/_a.md': "import B from './_b.md';\n\n<B />\n", 'content/docs/_b.md': "import A from './_a.md';\n\n<A />\n" });
  const result = await render(md("import Gone from './_gone.mdx';", "import A from './_a.md';", '', '<Gone />', '', '<A />'));
  t.deepEqual(result.problems.map((problem) => [problem.location, problem.message, problem.hint]), [
    ['content/docs/_b.md:3', 'The partial <A> includes itself: content/docs/_a.md → content/docs/_b.md → content/docs/_a.md', 'Remove the import or the tag that closes the circle.'],
    ['content/docs/guide.md:4', 'Cannot import Gone: there is no file content/docs/_gone.mdx', 'Check the path; a partial is imported relative to this file, or from the site root as @site/….'],
  ]);
});
