import test from 'ava';
import { ExpressionSandbox, type SandboxData } from './expression-sandbox.js';

const DATA: SandboxData = {
  page: { toc: [{ value: 'Beds', id: 'beds', level: 2 }, { value: 'Soil', id: 'soil', level: 3 }], frontMatter: { title: 'Raised beds' }, metadata: { title: 'Raised beds' }, assets: {} },
  site: { title: 'Garden', tagline: '', url: 'https://garden.example', baseUrl: '/garden/', locale: 'en', customFields: {} },
};

/** A sandbox holding `expressions` (JavaScript, as a program would return them). */
function sandboxWith(expressions: string[], timeoutMs = 300): ExpressionSandbox {
  const sandbox = new ExpressionSandbox(DATA, timeoutMs);
  const loaded = sandbox.load(`__garden.define(function () { return [${expressions.map((source) => `() => (${source})`).join(', ')}]; });`, 'page.mdx');
  if (!loaded.ok) throw new Error(loaded.reason);
  return sandbox;
}

test("expressions read the page's own data, copied in", (t) => {
  const sandbox = sandboxWith(['toc.slice(1)', 'frontMatter.title.toUpperCase()', 'toc.filter((h) => h.level === 2).length', '__garden.useBaseUrl("/img/a.png")']);
  t.deepEqual(sandbox.evaluate(0, 'data'), { ok: true, value: [{ value: 'Soil', id: 'soil', level: 3 }], dropped: [] });
  t.deepEqual(sandbox.evaluate(1, 'node'), { ok: true, value: 'RAISED BEDS', dropped: [] });
  t.deepEqual(sandbox.evaluate(2, 'node'), { ok: true, value: '1', dropped: [] });
  t.deepEqual(sandbox.evaluate(3, 'node'), { ok: true, value: '/garden/img/a.png', dropped: [] });
});

test('nothing of the main realm or of Node is reachable', (t) => {
  const hostile = [
    "toc.constructor.constructor('return process')()",
    "frontMatter.constructor.constructor('return this')()",
    "this.constructor.constructor('return process')()",
    "Object.getPrototypeOf(globalThis).constructor.constructor('return process')()",
    '(() => { Error.prepareStackTrace = (e, frames) => frames.map((f) => f.getThis()); return new Error().stack; })()',
    'typeof process + typeof require + typeof globalThis.process + typeof module + typeof setTimeout + typeof Promise',
    'eval("1 + 1")',
  ];
  const sandbox = sandboxWith(hostile);
  const outcomes = hostile.map((_, index) => sandbox.evaluate(index, 'node'));
  for (const outcome of outcomes.slice(0, 4)) t.like(outcome, { ok: false, reason: 'EvalError: Code generation from strings disallowed for this context' });
  t.regex(String(outcomes[4]?.ok && outcomes[4].value), /^Error\n/, 'the stack trace formatter cannot be replaced');
  t.deepEqual(outcomes[5], { ok: true, value: 'undefinedundefinedundefinedundefinedundefinedundefined', dropped: [] });
  t.false(outcomes[6]?.ok);
});

test('an expression that loops, or promises work for later, is stopped; the sandbox still answers', (t) => {
  const sandbox = sandboxWith(['(() => { for (;;) {} })()', '__garden.hooks.useId()', "(() => { const o = {}; Object.defineProperty(o, 'message', { get() { for (;;) {} } }); throw o; })()"]);
  t.deepEqual(sandbox.evaluate(0, 'node'), { ok: false, reason: 'it ran for more than 300 ms and was stopped', timedOut: true });
  t.true(sandbox.evaluate(1, 'node').ok);
  t.like(sandbox.evaluate(2, 'node'), { ok: false });
});

test('elements become trees: HTML elements drop their event handlers, external components keep their name', (t) => {
  const sandbox = sandboxWith([
    '__garden.h("button", { onClick: () => alert("x"), className: "big" }, "Press")',
    '(() => { const Highlight = ({ children, color }) => __garden.h("span", { style: { backgroundColor: color } }, children); return __garden.h(Highlight, { color: "green" }, "Docs"); })()',
    '__garden.h(__garden.external("Link"), { to: "/docs" }, "Start")',
    '__garden.h(__garden.external("Card"), { onPick: () => 1 })',
    '({ a: 1 })',
  ]);
  t.deepEqual(sandbox.evaluate(0, 'node'), { ok: true, value: { $$garden: 'html', name: 'button', props: { className: 'big' }, children: 'Press' }, dropped: [{ element: 'button', prop: 'onClick' }] });
  t.like(sandbox.evaluate(1, 'node'), { ok: true, value: { $$garden: 'html', name: 'span', props: { style: { backgroundColor: 'green' } }, children: 'Docs' } });
  t.like(sandbox.evaluate(2, 'node'), { ok: true, value: { $$garden: 'component', name: 'Link', props: { to: '/docs' }, children: 'Start' } });
  t.like(sandbox.evaluate(3, 'node'), { ok: false, reason: 'TypeError: the onPick prop of <Card> is a function, which a page rendered at build time cannot pass on' });
  t.like(sandbox.evaluate(4, 'node'), { ok: false, reason: 'TypeError: an object with a cannot be shown as content: show one of its fields, like {value.title}' });
});
