// No reported problem is longer than a few lines, whatever value it quotes.
import test from 'ava';
import { GardenError } from './error.js';
import { formatProblem } from './report.js';

const plain = { isTTY: false, write: () => {} };

test('a megabyte-long message is cut to 300 characters with an ellipsis', (t) => {
  const value = 'x'.repeat(1_000_000);
  const problem = new GardenError(`authors: unknown author key '${value}'`, { code: 'news/unknown-author', file: 'content/news/2025-01-01-a.md', line: 3, hint: 'add the author to authors.yml' });
  t.is(formatProblem(problem, plain), `error content/news/2025-01-01-a.md:3  authors: unknown author key '${'x'.repeat(271)}…\n    hint: add the author to authors.yml\n`);
});

test('a message of many lines keeps its first four', (t) => {
  const problem = new GardenError(['one', 'two', 'three', 'four', 'five', 'six'].join('\n'), { code: 'internal', hint: `a${'h'.repeat(400)}` });
  t.is(formatProblem(problem, plain), `error one\ntwo\nthree\nfour…\n    hint: a${'h'.repeat(299)}…\n`);
});

test('a long path loses its middle, keeping both ends', (t) => {
  const problem = new GardenError('cannot open: the name is too long for the file system', { code: 'system/ENAMETOOLONG', file: `dist/news/${'b'.repeat(300)}/index.html` });
  t.is(formatProblem(problem, plain), `error dist/news/${'b'.repeat(49)}…${'b'.repeat(48)}/index.html  cannot open: the name is too long for the file system\n`);
});

test('a short message is left whole', (t) => {
  const problem = new GardenError('title: expected a string', { code: 'config/invalid', file: 'site.config.ts' });
  t.is(formatProblem(problem, plain), 'error site.config.ts  title: expected a string\n');
});

test('a character outside the BMP is never cut in half', (t) => {
  const problem = new GardenError(`${'x'.repeat(299)}🍅🍅`, { code: 'internal' });
  t.is(formatProblem(problem, plain), `error ${'x'.repeat(299)}…\n`);
});
