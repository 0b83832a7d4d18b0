import test from 'ava';
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFiles } from './find-files.js';
import { siteRootOf } from './inside-site.js';

function site(files: string[], links: Record<string, string>): string {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'garden-find-')));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '# x');
  }
  for (const [link, target] of Object.entries(links)) symlinkSync(target, path.join(root, link));
  return root;
}

test('a linked folder inside the site is read; loops, even through two links, are refused without a lap of duplicates', async (t) => {
  const root = site(['docs/guide/beds.md', 'docs/a/one.md', 'docs/b/two.md', 'shared/note.md'], { 'docs/guide/back': '..', 'docs/inside': '../shared', 'docs/a/to-b': '../b', 'docs/b/to-a': '../a' });
  const { files, problems } = await findFiles(siteRootOf(root), path.join(root, 'docs'), ['**/*.md']);
  t.deepEqual(files, ['a/one.md', 'a/to-b/two.md', 'b/to-a/one.md', 'b/two.md', 'guide/beds.md', 'inside/note.md']);
  t.deepEqual(problems.map((problem) => `${problem.file}  ${problem.message}`).sort(), [
    'docs/a/to-b/to-a  symbolic link loop: it leads back to docs/a, a folder it is in',
    'docs/b/to-a/to-b  symbolic link loop: it leads back to docs/b, a folder it is in',
    'docs/guide/back  symbolic link loop: it leads back to docs, a folder it is in',
  ]);
});

test('a broken link with a content name is reported; links the patterns leave out are not', async (t) => {
  const root = site(['docs/intro.md'], { 'docs/gone.md': './nowhere.md', 'docs/picture.png': '/dev/zero' });
  const { files, problems } = await findFiles(siteRootOf(root), path.join(root, 'docs'), ['**/*.md']);
  t.deepEqual(files, ['intro.md']);
  t.deepEqual(problems.map((problem) => `${problem.file}  ${problem.message}`), ['docs/gone.md  symbolic link to ./nowhere.md, which cannot be followed']);
});

test('a content folder that is itself a link out of the site is one problem, and none of its files are read', async (t) => {
  const outside = site(['secret.md'], {});
  const root = site([], { docs: outside });
  const { files, problems } = await findFiles(siteRootOf(root), path.join(root, 'docs'), ['**/*.md']);
  t.deepEqual(files, []);
  t.deepEqual(problems.map((problem) => `${problem.file}  ${problem.message}`), [`docs  leads to ${outside}, outside the site folder ${root}`]);
});

test('links to a hidden file or folder (.env, .git) are refused, once each, and nothing under them is listed', async (t) => {
  const root = site(['.env', '.git/config', 'static/logo.svg', '.notes.md'], { 'static/env.txt': '../.env', 'static/repo': '../.git', 'static/notes.md': '../.notes.md' });
  const { files, problems } = await findFiles(siteRootOf(root), path.join(root, 'static'), ['**/*']);
  t.deepEqual(files, ['logo.svg']);
  t.deepEqual(problems.map((problem) => `${problem.code} ${problem.file}  ${problem.message}`).sort(), [
    "files/hidden static/env.txt  leads to .env, a hidden file or folder (a name starting with '.')",
    "files/hidden static/notes.md  leads to .notes.md, a hidden file or folder (a name starting with '.')",
    "files/hidden static/repo  leads to .git, a hidden file or folder (a name starting with '.')",
  ]);
});

test('a link to a folder outside the site that the patterns also match is reported once', async (t) => {
  const outside = site(['secret.txt'], {});
  const root = site(['static/logo.svg'], { 'static/shared': outside });
  const { problems } = await findFiles(siteRootOf(root), path.join(root, 'static'), ['**/*']);
  t.deepEqual(problems.map((problem) => `${problem.file}  ${problem.message}`), [`static/shared  leads to ${outside}, outside the site folder ${root}`]);
});
