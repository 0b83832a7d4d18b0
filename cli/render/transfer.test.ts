// Problems cross a worker boundary whole: place, code frame and the words for system errors.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { GardenError } from '../diagnostics/error.js';
import { fromPlainFailure, toPlainFailure } from './transfer.js';

test('a problem keeps its column and source line through structured clone', (t) => {
  const problem = new GardenError('title: expected a string', { code: 'config/invalid', file: 'site.config.ts', line: 4, column: 3, sourceLine: '  title: 123,', hint: 'put the value in quotes' });
  const arrived = fromPlainFailure(structuredClone(toPlainFailure(problem)));
  t.like(arrived, { message: 'title: expected a string', file: 'site.config.ts', line: 4, column: 3, sourceLine: '  title: 123,', location: 'site.config.ts:4:3' });
});

test('a system error met in a worker arrives in words', (t) => {
  let thrown: unknown;
  try {
    readFileSync('/nonexistent/garden-site/page.md');
  } catch (error) {
    thrown = error;
  }
  const arrived = fromPlainFailure(structuredClone(toPlainFailure(thrown)));
  t.like(arrived, { code: 'system/ENOENT', file: '/nonexistent/garden-site/page.md', message: 'cannot open: it does not exist' });
});
