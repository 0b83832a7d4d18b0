import test from 'ava';
import { formatProblem } from '../../diagnostics/report.js';
import { md, render } from '../../../test/_markdown.js';

const PLAIN = { isTTY: false, write: () => {} };
const WARNING = (line: number) => `warning content/docs/garden/beds.md:${line}  <!-- is never closed with -->, so the rest of the page is hidden\n    hint: add --> where the comment should end\n`;

const CASES: Array<[string, string, string[]]> = [
  ['a comment opened on its own line', md('# Beds', '', 'Intro.', '', '<!-- draft notes', '', '## Hidden', '', 'Never shown.'), [WARNING(5)]],
  ['a comment opened after a closed one on the same line', md('Intro.', '', '<!-- one --> <!-- two', 'more'), [WARNING(3)]],
  ['a comment opened on a later line of an HTML block', md('Intro.', '', '<div>', 'text', '<!-- hidden', '</div>'), [WARNING(5)]],
  ['closed comments', md('Intro.', '', '<!-- one -->', '', '<!--', 'two', '-->', '', 'End.'), []],
  ['a comment in a code block', md('```html', '<!-- not closed', '```'), []],
];

for (const [name, source, expected] of CASES) {
  test(`unclosed HTML comment warnings: ${name}`, async (t) => {
    const result = await render(source, { lineOffset: 0 });
    t.deepEqual(result.problems.map((problem) => formatProblem(problem, PLAIN)), expected);
  });
}

test('the warning counts front matter lines, and the comment is closed so the page after it stays whole', async (t) => {
  const result = await render(md('Intro.', '', '<!-- draft', 'hidden'), { lineOffset: 4 });
  t.deepEqual(result.problems.map((problem) => problem.location), ['content/docs/garden/beds.md:7']);
  t.is(result.html, '<p>Intro.</p>\n<!-- draft\nhidden -->\n');
});
