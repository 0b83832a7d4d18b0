import test from 'ava';
import { GardenError } from '../diagnostics/error.js';
import { collectFenceLanguages, createMarkdownRenderer } from './renderer.js';
import { md, problemList, render } from '../../test/_markdown.js';

// A page as the engine sees it: front matter (4 lines, stripped by the engine) then the body.
const body = md(
  '# Raised beds', //                                   file line 5
  '',
  "import Chart from '../components/Chart';", //       7
  '',
  'Read [the team page](../home/team.md#our-story) and [the old page](./old.md).', // 9
  '',
  '<!-- truncate -->',
  '',
  '## Build the frame',
  '',
  ':::tip Use cedar',
  'It lasts.',
  ':::',
  '',
  '```dart title="lib/bed.dart" {2}',
  'class Bed {',
  '  final int width = 120;',
  '}',
  '```',
  '',
  '<Chart beds={3} />', //                              25
  '',
  '![frame](./img/frame.png)', //                        27
);

test('a whole page: html, excerpt, title, toc, links and every problem in line order', async (t) => {
  const result = await render(body, { lineOffset: 4 });
  t.is(result.title, 'Raised beds');
  t.deepEqual(result.toc.map((item) => item.id), ['build-the-frame']);
  t.regex(result.excerptHtml ?? '', /^<h1 id="raised-beds">Raised beds<\/h1>\n/);
  t.false((result.excerptHtml ?? '').includes('Build the frame'));
  t.true(result.html.includes('<div class="admonition admonition-tip"'));
  t.true(result.html.includes('<div class="code-block-title">lib/bed.dart</div>'));
  t.regex(result.html, /<span class="line highlighted">[^\n]*<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">final<\/span>/);
  t.deepEqual(result.links, [{ href: '/docs/home/team#our-story', line: 9 }]);
  t.deepEqual(problemList(result), ['markdown/mdx-import@7', 'markdown/broken-link@9', 'markdown/unknown-component@25', 'markdown/missing-image@27']);
  t.true(result.problems.every((problem) => problem instanceof GardenError && problem.file === 'content/docs/garden/beds.md'));
});

test('raw HTML passes through and markdown tables work; bare URLs become links and quotes stay straight', async (t) => {
  const { html } = await render(md('<kbd>Ctrl</kbd> "quoted" -- https://dart.dev', '', '| Bed | Size |', '| --- | ---: |', '| A | 2 |'));
  t.true(html.includes('<p><kbd>Ctrl</kbd> &quot;quoted&quot; -- <a href="https://dart.dev" target="_blank" rel="noopener noreferrer">https://dart.dev</a></p>'));
  t.true(html.includes('<th style="text-align:right">Size</th>'));
});

test('collectFenceLanguages is exported from the renderer for the engine', (t) => {
  t.deepEqual(collectFenceLanguages(md('```yml', 'a: 1', '```')), ['yaml']);
});

test('an unknown theme is a configuration error with a hint', async (t) => {
  const error = await t.throwsAsync(createMarkdownRenderer({ themes: { light: 'github-light', dark: 'no-such-theme' }, languages: [] }));
  t.true(error instanceof GardenError);
  t.is((error as GardenError).code, 'markdown/unknown-theme');
});
