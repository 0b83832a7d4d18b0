import test from 'ava';
import { findClosingBrace, parseStaticExpression } from './jsx-expression.js';

const value = (source: string) => {
  const result = parseStaticExpression(source);
  return result.ok && !result.empty ? result.value : result;
};

test('literals: strings, numbers, booleans, null and expression-free template literals', (t) => {
  t.is(value(' "a \\"b\\" \\u00e9" '), 'a "b" é');
  t.is(value("'single'"), 'single');
  t.is(value('42'), 42);
  t.is(value('-1.5e2'), -150);
  t.is(value('0x1f'), 31);
  t.is(value('true'), true);
  t.is(value('false'), false);
  t.is(value('null'), null);
  t.is(value('`line one\nline two`'), 'line one\nline two');
});

test('object and array literals nest, with trailing commas, quoted keys and comments', (t) => {
  t.deepEqual(value('{a: 1, "b-c": "x", nested: {list: [1, "two", false,]}, /* note */ }'), { a: 1, 'b-c': 'x', nested: { list: [1, 'two', false] } });
  t.deepEqual(value('[]'), []);
});

test('a comment alone is empty', (t) => {
  t.deepEqual(parseStaticExpression(' /* just a note */ '), { ok: true, empty: true });
});

test('anything that needs evaluating is refused with the reason', (t) => {
  t.deepEqual(parseStaticExpression('someVar'), { ok: false, error: '`someVar` is a variable or function, which a static page cannot evaluate' });
  t.deepEqual(parseStaticExpression('a + b'), { ok: false, error: '`a` is a variable or function, which a static page cannot evaluate' });
  t.deepEqual(parseStaticExpression('1 + 2'), { ok: false, error: '`+ 2` after the value needs evaluating; only literal values are allowed' });
  t.deepEqual(parseStaticExpression('`Hi ${name}`'), { ok: false, error: 'a template literal with ${…} needs evaluating; write the text itself' });
  t.deepEqual(parseStaticExpression('{...base, a: 1}'), { ok: false, error: 'a spread (`...`) needs evaluating; write the properties out' });
  t.deepEqual(parseStaticExpression('{a}'), { ok: false, error: 'the property `a` needs a value (`a: …`)' });
  t.deepEqual(parseStaticExpression('format(1)'), { ok: false, error: '`format` is a variable or function, which a static page cannot evaluate' });
});

test('the closing brace skips braces in strings, template literals and comments', (t) => {
  const text = '{{a: "}", b: `{`, /* } */ c: 1}} rest';
  t.is(findClosingBrace(text, 0), text.indexOf(' rest'));
  t.is(findClosingBrace('{ never', 0), -1);
});
