// Problems the CLI reports in words rather than as a crash: system errors, huge values.
import test from 'ava';
import { rmSync } from 'node:fs';
import { fixtureConfig, makeSite, MINIMAL_SITE, runCli } from './_site.js';

test('a megabyte-long author key is an unknown author, reported in a few lines', async (t) => {
  const key = 'k'.repeat(1_000_000);
  const root = makeSite({ ...MINIMAL_SITE, 'content/news/2025-04-01-huge.md': `---\ntitle: Huge\nauthors: [${key}]\n---\n\nText.\n` });
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.is(
    result.stderr,
    `error content/news/2025-04-01-huge.md:3  authors: unknown author key '${'k'.repeat(271)}…\n    hint: add the author to authors.yml beside the posts, or write the author inline: {name, title, url}\n✖ build failed: 1 error; the previous output was left as it was\n`,
  );
});

test('a sidebars file that is a folder is named, with what to do', async (t) => {
  const config = fixtureConfig().replace("docs: { homeDoc: 'intro', showLastUpdateTime: false }", "docs: { homeDoc: 'intro', showLastUpdateTime: false, sidebarPath: 'content/docs/crops' }");
  const root = makeSite({ ...MINIMAL_SITE, 'site.config.ts': config });
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.is(
    result.stderr,
    `error content/docs/crops  a folder, not a regular file
    hint: only regular files are read: point the setting or link at a file, or move this out of the site folder
✖ build failed: 1 error; the previous output was left as it was
`,
  );
});
