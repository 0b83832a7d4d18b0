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

test('a 300-character slug is a name too long for the file system, at its output path', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'content/docs/long.md': `---\ntitle: Long\nslug: /${'s'.repeat(300)}\n---\n\nText.\n` });
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  t.is(
    result.stderr,
    `error dist/docs/${'s'.repeat(49)}…${'s'.repeat(54)}.html  cannot open: the name is too long for the file system
    hint: shorten the file name, slug or id that makes this path; most file systems allow 255 characters per name
✖ build failed: 1 error; the previous output was left as it was
`,
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
    `error content/docs/crops  cannot read: it is a folder, where a file was expected
    hint: rename or remove the folder, or point the setting or link at a file
✖ build failed: 1 error; the previous output was left as it was
`,
  );
});
