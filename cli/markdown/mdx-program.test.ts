import test from 'ava';
import { ExpressionSandbox } from './expression-sandbox.js';
import { compileProgram, type ProgramInput } from './mdx-program.js';

const SITE = { title: 'Garden', tagline: '', url: 'https://garden.example', baseUrl: '/', locale: 'en', customFields: {} };

function load(input: ProgramInput): ExpressionSandbox {
  const program = compileProgram(input);
  const sandbox = new ExpressionSandbox({ page: { toc: [] }, site: SITE }, 300);
  const loaded = sandbox.load(program.code, 'page.mdx');
  if (!loaded.ok) throw new Error(loaded.reason);
  return sandbox;
}

test('exported components written in JSX render through the sandbox', (t) => {
  const sandbox = load({
    bindings: [],
    exports: [{ source: 'const Highlight = ({children, color}) => (\n  <span style={{backgroundColor: color}}>{children}</span>\n);', bodyLine: 2 }],
    expressions: [{ source: '<Highlight color="#25c2a0">green</Highlight>', bodyLine: 6 }, { source: '<>{[1, 2].map((n) => <b key={n}>{n}</b>)}</>', bodyLine: 7 }],
  });
  t.deepEqual(sandbox.evaluate(0, 'node'), { ok: true, value: { $$garden: 'html', name: 'span', props: { style: { backgroundColor: '#25c2a0' } }, children: 'green' }, dropped: [] });
  t.like(sandbox.evaluate(1, 'node'), { ok: true, value: [{ name: 'b', children: '1' }, { name: 'b', children: '2' }] });
});

test('syntax errors are placed at their lines and leave the rest of the program', (t) => {
  for (const jsx of [false, true]) {
    const program = compileProgram({
      bindings: [],
      exports: [{ source: 'const Broken = () => (', bodyLine: 1 }],
      expressions: [{ source: 'toc.slice(1', bodyLine: 4 }, { source: jsx ? '<b>ok</b>' : '"ok"', bodyLine: 9 }],
    });
    t.deepEqual(program.problems.map((problem) => [problem.part, problem.index, problem.bodyLine]), [['export', 0, 1], ['expression', 0, 4]], jsx ? 'compiled' : 'as written');
    const sandbox = new ExpressionSandbox({ page: { toc: [] }, site: SITE }, 300);
    t.true(sandbox.load(program.code, 'page.mdx').ok);
    t.true(sandbox.evaluate(1, 'node').ok);
  }
});

test('async functions and import() compile to code that fails when it runs, never to a promise', (t) => {
  const sandbox = load({
    bindings: [],
    exports: [],
    expressions: [{ source: '(async () => 1)()', bodyLine: 0 }, { source: "import('node:fs')", bodyLine: 1 }, { source: '(function* () { yield 1; })().next().value', bodyLine: 2 }],
  });
  t.like(sandbox.evaluate(0, 'node'), { ok: false, reason: 'ReferenceError: Promise is not defined' });
  t.like(sandbox.evaluate(1, 'node'), { ok: false, reason: 'ReferenceError: Promise is not defined' });
  t.like(sandbox.evaluate(2, 'node'), { ok: true, value: '1' });
});
