import test from 'ava';
import { GardenError } from './error.js';
import { foldRepeats, reportProblems } from './report.js';

const nested = (message: string, hint: string) => new GardenError(message, { code: 'markdown/jsx-html', file: 'content/docs/deep.md', line: 7, hint });

test('identical problems are written once, with how many times they were found; different ones stay apart', (t) => {
  const problems = [
    ...Array.from({ length: 5_000 }, () => nested('<Details> cannot be used inside HTML', 'Put <Details> on a line of its own.')),
    ...Array.from({ length: 4_999 }, () => nested('</Details> has no matching <Details>', 'Open the component first.')),
    new GardenError('<Details> cannot be used inside HTML', { code: 'markdown/jsx-html', file: 'content/docs/deep.md', line: 9, hint: 'Put <Details> on a line of its own.' }),
  ];
  let written = '';
  reportProblems(problems, { isTTY: false, write: (text) => (written += text) });
  t.is(written, [
    'error content/docs/deep.md:7  <Details> cannot be used inside HTML (5,000 times)\n    hint: Put <Details> on a line of its own.\n',
    'error content/docs/deep.md:7  </Details> has no matching <Details> (4,999 times)\n    hint: Open the component first.\n',
    'error content/docs/deep.md:9  <Details> cannot be used inside HTML\n    hint: Put <Details> on a line of its own.\n',
  ].join(''));
  t.is(foldRepeats(problems).length, 3);
});
