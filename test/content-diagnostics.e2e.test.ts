// End to end: content mistakes that used to build in silence, through the real CLI. A bad
// date, image, title or tag stops the build with every problem at its line and the previous
// output left as it was; tags that only look alike get pages of their own.
import test from 'ava';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MINIMAL_SITE, makeSite, read, runCli, snapshot } from './_site.js';

test('each silent mistake is named at its line with a hint in one build, and dist/ is left untouched', async (t) => {
  const root = makeSite({
    ...MINIMAL_SITE,
    'content/news/2025-02-01-late.md': '---\ntitle: Late\ndate: 2025-02-30\ntags: [C.NET]\n---\n\nText.\n',
    'content/news/2025-02-02-other.md': '---\ntitle: Other\ntags: [C NET]\n---\n\nText.\n',
    'content/docs/empty.md': '---\ntitle: ""\nimage: "javascript:alert(1)"\n---\n\nText.\n\n<!-- never closed\n',
  });
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'dist/index.html'), 'previous build');
  // A previous build's output: garden-site marks every output folder it writes.
  writeFileSync(path.join(root, 'dist/.garden-site-output'), '');
  const before = await snapshot(path.join(root, 'dist'));
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  const expected = [
    'error content/docs/empty.md:2  title: must not be empty\n    hint: write the title, or remove the line to let garden-site choose one\n',
    "error content/docs/empty.md:3  image: 'javascript:alert(1)' is not an http(s) URL or a site path\n    hint: write a full URL like https://example.com/cover.png, or the site path of a file in the static folder, like /img/cover.png\n",
    'error content/news/2025-02-01-late.md:3  date: 2025-02-30 is not a date: February 2025 has 28 days\n    hint: write a day that exists, like 2025-02-28\n',
    "error content/news/2025-02-02-other.md:3  tags: 'C NET' and 'C.NET' (in content/news/2025-02-01-late.md) would share the page /news/tags/c-net\n    hint: write both the same way if they are one tag, or give one a permalink in tags.yml beside the posts\n",
  ];
  for (const line of expected) t.true(result.stderr.includes(line), `missing:\n${line}\nin:\n${result.stderr}`);
  t.deepEqual(await snapshot(path.join(root, 'dist')), before);
});

test('C++, C#, c and 🍅 each get a tag page the link check reaches; a bare last_update date is shown; an unclosed comment warns and keeps the footer', async (t) => {
  const root = makeSite({
    ...MINIMAL_SITE,
    'content/news/2025-03-02-langs.md': '---\ntitle: Languages\ntags: [C++, C#, c, 🍅]\n---\n\nText.\n',
    'content/docs/intro.md': '---\ntitle: Introduction\nlast_update: 2020-01-02\n---\n\nWelcome.\n\n<!-- draft notes\n\nHidden.\n',
  });
  const result = await runCli(['build'], root);
  t.is(result.code, 0, result.stderr);
  t.true(result.stderr.includes('warning content/docs/intro.md:8  <!-- is never closed with -->, so the rest of the page is hidden\n    hint: add --> where the comment should end\n'), result.stderr);
  for (const slug of ['c-plus-plus', 'c-sharp', 'c', '🍅']) t.true(existsSync(path.join(root, `dist/news/tags/${slug}.html`)), slug);
  t.regex(read(root, 'dist/news/tags/c-plus-plus.html'), /1 post tagged “C\+\+”/);
  const intro = read(root, 'dist/docs/intro.html');
  t.regex(intro, /Last updated on <time dateTime="2020-01-02T00:00:00.000Z">/);
  t.regex(intro, /<footer/);
});
