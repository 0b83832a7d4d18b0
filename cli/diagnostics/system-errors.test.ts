// System errors in words, from real errors Node throws (and, where the machine cannot be made
// to fail that way, errors made as Node makes them, from its own table of system errors).
import test from 'ava';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getSystemErrorMap } from 'node:util';
import { toGardenErrors } from './error.js';
import { formatProblem } from './report.js';

const plain = { isTTY: false, write: () => {} };

/** What Node throws for `syscall` on `file` failing with `code` (the shape of its UVException). */
function nodeError(code: string, syscall: string, file?: string): NodeJS.ErrnoException {
  const [errno, [, description] = ['', code]] = [...getSystemErrorMap()].find(([, [name]]) => name === code) ?? [0];
  const error: NodeJS.ErrnoException = new Error(`${code}: ${description}, ${syscall}${file ? ` '${file}'` : ''}`);
  Object.assign(error, { errno, code, syscall, ...(file ? { path: file } : {}) });
  return error;
}

/** The error `action` throws, as `garden-site build` reports it (paths relative to `cwd`). */
function reported(action: () => unknown, cwd: string): string {
  let thrown: unknown;
  try {
    action();
  } catch (error) {
    thrown = error;
  }
  const before = process.cwd();
  process.chdir(cwd);
  try {
    return toGardenErrors(thrown).map((problem) => formatProblem(problem, plain)).join('');
  } finally {
    process.chdir(before);
  }
}

const root = mkdtempSync(path.join(tmpdir(), 'garden-system-errors-'));
test.after.always(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(path.join(root, 'content/docs'), { recursive: true });
mkdirSync(path.join(root, 'dist'));
writeFileSync(path.join(root, 'content/docs/intro.md'), '# Intro\n');

const cases: Array<{ name: string; action: () => unknown; expected: string }> = [
  {
    name: 'ENOSPC (a real full device)',
    action: () => writeFileSync('/dev/full', 'page'),
    expected: 'error cannot write a file: no space left on the disk\n    hint: free some disk space, or build into a folder on another disk with --out DIR, then build again\n',
  },
  {
    name: 'EACCES (a real refusal, even to root)',
    action: () => writeFileSync('/sys/kernel/garden-site', 'page'),
    expected: 'error /sys/kernel/garden-site  cannot open: permission denied\n    hint: check the owner and permissions of this path and the folders above it (ls -l); garden-site acts as the user who started it\n',
  },
  {
    name: 'EACCES on a content file',
    action: () => {
      throw nodeError('EACCES', 'open', path.join(root, 'content/docs/intro.md'));
    },
    expected: 'error content/docs/intro.md  cannot open: permission denied\n    hint: check the owner and permissions of this path and the folders above it (ls -l); garden-site acts as the user who started it\n',
  },
  {
    name: 'EPERM',
    action: () => {
      throw nodeError('EPERM', 'unlink', path.join(root, 'dist/index.html'));
    },
    expected: 'error dist/index.html  cannot delete: the operation is not permitted\n    hint: the file may be read-only, locked by another program or owned by another user: close the programs using it and check its permissions\n',
  },
  {
    name: 'EROFS',
    action: () => {
      throw nodeError('EROFS', 'mkdir', path.join(root, 'dist'));
    },
    expected: 'error dist  cannot create this folder: the file system is read-only\n    hint: build into a writable folder with --out DIR\n',
  },
  {
    name: 'ENAMETOOLONG (a real 300-character slug)',
    action: () => writeFileSync(path.join(root, 'dist', 'a'.repeat(300), 'index.html'), 'page'),
    expected: `error dist/${'a'.repeat(54)}…${'a'.repeat(48)}/index.html  cannot open: the name is too long for the file system\n    hint: shorten the file name, slug or id that makes this path; most file systems allow 255 characters per name\n`,
  },
  {
    name: 'EISDIR (a real folder read as a file)',
    action: () => readFileSync(path.join(root, 'content/docs')),
    expected: 'error cannot read a file: it is a folder, where a file was expected\n    hint: rename or remove the folder, or point the setting or link at a file\n',
  },
  {
    name: 'ENOTDIR (a real file used as a folder)',
    action: () => readdirSync(path.join(root, 'content/docs/intro.md')),
    expected: 'error content/docs/intro.md  cannot list this folder: part of the path is a file, where a folder was expected\n    hint: rename the file that is in the way, or correct the path\n',
  },
  {
    name: 'EMFILE',
    action: () => {
      throw nodeError('EMFILE', 'open', path.join(root, 'content/docs/intro.md'));
    },
    expected: 'error content/docs/intro.md  cannot open: too many files are open at once\n    hint: raise the limit of open files (ulimit -n 4096) and build again\n',
  },
  {
    name: 'ENOENT during read (a real missing file)',
    action: () => readFileSync(path.join(root, 'content/docs/gone.md')),
    expected: 'error content/docs/gone.md  cannot open: it does not exist\n    hint: it may have been moved or deleted while garden-site was working; check the path, then build again\n',
  },
  {
    name: 'a real bug stays a bug',
    action: () => (undefined as unknown as { title: string }).title,
    expected: "error Cannot read properties of undefined (reading 'title')\n    hint: This looks like a bug in garden-site; please report it with the stack trace (run with DEBUG=garden-site).\n",
  },
];

for (const { name, action, expected } of cases) {
  test(`system error: ${name}`, (t) => {
    t.is(reported(action, root), expected);
  });
}
