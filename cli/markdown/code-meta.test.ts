import test from 'ava';
import { parseFenceInfo, parseRanges, stripHighlightComments } from './code-meta.js';
import { collectFenceLanguages, normalizeLanguage } from './languages.js';

test('fence info: language, quoted title, ranges and line numbers', (t) => {
  const info = parseFenceInfo('dart title="lib/my garden.dart" {1,3-5} showLineNumbers');
  t.is(info.language, 'dart');
  t.is(info.title, 'lib/my garden.dart');
  t.deepEqual([...info.highlightLines], [1, 3, 4, 5]);
  t.is(info.lineNumbersFrom, 1);
  t.deepEqual(parseFenceInfo('js{2}'), { language: 'js', title: undefined, highlightLines: new Set([2]), lineNumbersFrom: undefined });
  t.is(parseFenceInfo("yaml title='a.yml'").title, 'a.yml');
});

test('ranges skip nonsense', (t) => {
  t.deepEqual([...parseRanges('2, x, 5-4, 0, 7-8')], [2, 7, 8]);
});

test('highlight comments in several comment styles, removed from the code', (t) => {
  const { code, highlighted } = stripHighlightComments(['<!-- highlight-next-line -->', '<p>', '/* highlight-start */', 'a', '-- highlight-end', 'b'].join('\n'), '');
  t.is(code, '<p>\na\nb');
  t.deepEqual([...highlighted], [1, 2]);
});

test('each language reads its own comment forms: JSX comments in tsx, # in Python, not // in Python', (t) => {
  const tsx = stripHighlightComments(['const a = 1;', '{/* highlight-next-line */}', '<Bed />', '// highlight-start', 'x', '// highlight-end'].join('\n'), 'tsx');
  t.is(tsx.code, 'const a = 1;\n<Bed />\nx');
  t.deepEqual([...tsx.highlighted], [2, 3]);
  const python = stripHighlightComments(['# highlight-next-line', 'beds = 3', '// highlight-next-line', 'x'].join('\n'), 'py');
  t.is(python.code, 'beds = 3\n// highlight-next-line\nx');
  t.deepEqual([...python.highlighted], [1]);
});

test('a comment with more than the directive on its line is code, not a magic comment', (t) => {
  const { code, highlighted } = stripHighlightComments('x = 1 // highlight-next-line\ny', 'js');
  t.is(code, 'x = 1 // highlight-next-line\ny');
  t.deepEqual([...highlighted], []);
});

test('fence languages are collected once each, aliases normalised, plain text and unknown left out', (t) => {
  const source = ['```js', 'x', '```', '~~~ yml', '```ts title="a.ts"', '```sh', '```dart {1}', '```text', '```nonsense', '```JS', '    ```python (indented code, not a fence)'].join('\n');
  t.deepEqual(collectFenceLanguages(source), ['javascript', 'yaml', 'typescript', 'shellscript', 'dart']);
  t.is(normalizeLanguage('Bash'), 'shellscript');
  t.is(normalizeLanguage('plaintext'), 'text');
});
