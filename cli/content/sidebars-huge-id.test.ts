// A doc id of any length in the sidebars file is an unknown id at its line, never a crash.
import test from 'ava';
import { doc, sidebarsFrom } from '../../test/_docs-fixture.js';

test('a megabyte-long unknown doc id is reported at its line', (t) => {
  const id = 'd'.repeat(1_000_000);
  const text = `export default {\n  main: [\n    'intro',\n    '${id}',\n  ],\n};\n`;
  const { problems } = sidebarsFrom({ main: ['intro', id] }, { 'intro.md': doc({ title: 'Introduction' }) }, {}, text);
  t.deepEqual(problems.map((problem) => ({ message: problem.message, line: problem.line })), [{ message: `main[1]: unknown doc id '${id}'`, line: 4 }]);
});
