import test from 'ava';
import { checkMessageTable, resolveWords, siteMessages } from './messages.js';

test("a locale's words are its translations over the table's English; the theme's table may reword the engine's", (t) => {
  const table = siteMessages({ 'theme.CodeBlock.copy': { message: 'Copy', description: 'engine' }, 'theme.x': { message: 'X', description: 'engine' } }, { 'theme.CodeBlock.copy': { message: 'Copy code', description: 'theme' } });
  t.deepEqual(resolveWords(table, new Map([['theme.x', 'Ix'], ['site.own', 'not in the table']])), { 'theme.CodeBlock.copy': 'Copy code', 'theme.x': 'Ix' });
});

test("a theme's table that is not one is an error naming the theme's file", (t) => {
  t.deepEqual(checkMessageTable(undefined, 'templates/index.tsx'), {});
  for (const table of [['garden.a'], { 'garden.a': 'Words' }, { 'garden.a': { message: 'Words' } }]) {
    t.throws(() => checkMessageTable(table, 'templates/index.tsx'), { message: /^the theme's messages: /, instanceOf: Error });
  }
  t.like(t.throws(() => checkMessageTable({ 'garden.a': 'Words' }, 'templates/index.tsx')), { file: 'templates/index.tsx', code: 'theme/messages' });
});
