import test from 'ava';
import { md, render } from '../../../test/_markdown.js';

const dart = md('```dart', 'final garden = Garden();', 'class Bed {}', '```');

/** The `<span class="line">`s of the first code block, as text without tags. */
function lineTexts(html: string): string[] {
  const code = /<code>([\s\S]*?)<\/code>/.exec(html)?.[1] ?? '';
  return code.split('\n').map((line) => line.replace(/<[^>]+>/g, ''));
}

test('a dart block is highlighted by shiki with light and dark colours as CSS variables', async (t) => {
  const { html } = await render(dart);
  t.regex(html, /<div class="code-block" data-language="dart">/);
  t.regex(html, /<pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e"/);
  // Keywords get the themes' keyword colours (github: red in light, salmon in dark), unlike plain identifiers.
  t.true(html.includes('<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">final</span>'));
  t.true(html.includes('<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">class</span>'));
  t.false(html.includes('color:'), 'no fixed colour: the CSS picks the variable by colour mode');
  t.deepEqual(lineTexts(html), ['final garden = Garden();', 'class Bed {}']);
  t.is(html.match(/<span class="line">/g)?.length, 2);
});

test('aliases load the right grammar (ts → typescript)', async (t) => {
  const { html } = await render(md('```ts', 'const x: number = 1;', '```'));
  t.true(html.includes('<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">const</span>'));
});

test('an unknown or unloaded language falls back to plain text without failing', async (t) => {
  for (const language of ['cobol-9000', 'haskell', '']) {
    const { html, problems } = await render(md('```' + language, 'main = <b> & done', '```'));
    t.deepEqual(problems, []);
    t.true(html.includes('<span class="line">main = &lt;b&gt; &amp; done</span>'), language);
  }
});

test('title="…" adds a title bar above the code', async (t) => {
  const { html } = await render(md('```dart title="lib/garden.dart"', 'void main() {}', '```'));
  t.regex(html, /^<div class="code-block" data-language="dart"><div class="code-block-title">lib\/garden.dart<\/div><div class="code-block-body"><pre/);
});

test('{1,3-4} highlights those lines', async (t) => {
  const { html } = await render(md('```dart {1,3-4}', 'a;', 'b;', 'c;', 'd;', 'e;', '```'));
  const classes = [...html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1]);
  t.deepEqual(classes, ['line highlighted', 'line', 'line highlighted', 'line highlighted', 'line']);
});

test('highlight comments mark lines and are removed from the code', async (t) => {
  const { html } = await render(
    md('```dart', '// highlight-next-line', 'final a = 1;', 'final b = 2;', '// highlight-start', 'final c = 3;', 'final d = 4;', '// highlight-end', 'final e = 5;', '```'),
  );
  t.false(html.includes('highlight-'));
  t.deepEqual(lineTexts(html), ['final a = 1;', 'final b = 2;', 'final c = 3;', 'final d = 4;', 'final e = 5;']);
  const highlighted = [...html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1] === 'line highlighted');
  t.deepEqual(highlighted, [true, false, true, true, false]);
});

test('# highlight comments work in bash, yaml and python', async (t) => {
  for (const language of ['bash', 'yaml', 'python']) {
    const { html } = await render(md('```' + language, 'one', '# highlight-next-line', 'two', '```'));
    t.deepEqual(lineTexts(html), ['one', 'two'], language);
    t.regex(html, /<span class="line">.*<\/span>\n<span class="line highlighted">/, language);
  }
});

test('showLineNumbers numbers the lines outside the copied text', async (t) => {
  const { html } = await render(md('```dart showLineNumbers', 'a;', 'b;', '```'));
  t.regex(html, /<pre class="shiki shiki-themes github-light github-dark line-numbers"/);
  t.deepEqual([...html.matchAll(/data-line="(\d+)"/g)].map((m) => m[1]), ['1', '2']);
  t.deepEqual(lineTexts(html), ['a;', 'b;']);
  const from = await render(md('```dart showLineNumbers=10', 'a;', '```'));
  t.regex(from.html, /data-line="10"/);
});

test('every block has a copy button for the client script', async (t) => {
  const { html } = await render(dart);
  t.true(html.includes('<button type="button" class="copy-button" data-copy aria-label="Copy code">Copy</button>'));
});

test('the same block renders identically from the cache', async (t) => {
  const first = (await render(dart)).html;
  const second = (await render(dart)).html;
  t.is(first, second);
  const other = (await render(dart.replace('```dart', '```dart {1}'))).html;
  t.not(other, first, 'the info string is part of the cache key');
});

test('JSX comments mark lines in tsx, and a block with a {2} range keeps its comments as written', async (t) => {
  const highlightedLines = (html: string) => [...html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1] === 'line highlighted');
  const jsx = await render(md('```tsx', '<Garden>', '  {/* highlight-next-line */}', '  <Bed />', '</Garden>', '```'));
  t.deepEqual(lineTexts(jsx.html), ['&lt;Garden&gt;', '  &lt;Bed /&gt;', '&lt;/Garden&gt;']);
  t.deepEqual(highlightedLines(jsx.html), [false, true, false]);
  const ranged = await render(md('```ts {2}', '// highlight-next-line', 'const a = 1;', '```'));
  t.deepEqual(lineTexts(ranged.html), ['// highlight-next-line', 'const a = 1;']);
  t.deepEqual(highlightedLines(ranged.html), [false, true]);
});
