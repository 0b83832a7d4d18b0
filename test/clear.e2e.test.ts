// `garden-site clear` removes what garden-site made, and only that.
import test from 'ava';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeSite, MINIMAL_SITE, read, runCli, snapshot } from './_site.js';

test('clear removes the output folder and the cache a build left', async (t) => {
  const site = makeSite(MINIMAL_SITE);
  t.is((await runCli(['build'], site)).code, 0);
  t.true(existsSync(path.join(site, 'dist/index.html')));
  t.true(existsSync(path.join(site, '.garden-cache')));
  const result = await runCli(['clear'], site);
  t.is(result.code, 0, result.stderr);
  t.is(result.stderr, '✔ removed dist and .garden-cache\n');
  t.false(existsSync(path.join(site, 'dist')));
  t.false(existsSync(path.join(site, '.garden-cache')));
  t.is((await runCli(['clear'], site)).stderr, '✔ nothing to clear: no dist and no .garden-cache\n');
});

test('clear leaves a folder garden-site did not make, and says so', async (t) => {
  const site = makeSite({ ...MINIMAL_SITE, 'dist/notes.txt': 'my own notes\n' });
  t.is((await runCli(['build', '--out', 'public'], site)).code, 0);
  mkdirSync(path.join(site, '.garden-cache'), { recursive: true });
  writeFileSync(path.join(site, '.garden-cache/keep-me.txt'), 'not a cache store\n');
  const result = await runCli(['clear'], site);
  t.is(result.code, 1);
  t.is(
    result.stderr,
    'error dist was not made by garden-site (it has no .garden-site-output file), so it was left as it is\n    hint: check what it holds and delete it yourself if nothing there is needed, or name the output folder with --out\n' +
      'error .garden-cache holds files garden-site did not write (keep-me.txt), so it was left as it is\n    hint: move those files elsewhere, then run garden-site clear again\n' +
      '✖ clear: nothing removed\n',
  );
  t.is(read(site, 'dist/notes.txt'), 'my own notes\n');
  t.true(existsSync(path.join(site, '.garden-cache/keep-me.txt')));

  rmSync(path.join(site, '.garden-cache'), { recursive: true });
  const other = await runCli(['clear', '--out', 'public'], site);
  t.is(other.code, 0, other.stderr);
  t.false(existsSync(path.join(site, 'public')));
});

test('clear follows the rule a build does: never a source folder or the site root, whatever marker it carries', async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, '.garden-site-output': 'marker copied here', 'content/.garden-site-output': 'marker copied here' });
  const before = await snapshot(root);
  const cases: Array<[string, string]> = [
    ['content', 'error output folder content contains the pages folder content/pages: a build replaces its output folder whole and would delete it\n'],
    ['.', 'error output folder . is the site root .: a build replaces its output folder whole and would delete the site\n'],
  ];
  for (const [out, message] of cases) {
    const result = await runCli(['clear', '--out', out], root);
    t.is(result.code, 1, result.stderr);
    t.is(result.stderr, `${message}    hint: build into a folder that holds nothing else, like dist (the default): --out dist\n✖ clear: nothing removed\n`);
    t.deepEqual(await snapshot(root), before, `clear --out ${out} left the site as it was`);
  }
});
