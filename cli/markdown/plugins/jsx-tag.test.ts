import test from 'ava';
import { readJsxTag } from './jsx-tag.js';

test('a component tag with string, bare, number and object attributes, over several lines', (t) => {
  const text = '<Button outline label="here"\n  size={3} data={{a: 1, b: "x"}} />after';
  t.deepEqual(readJsxTag(text, 0), {
    name: 'Button',
    closing: false,
    selfClosing: true,
    attributes: [
      { name: 'outline', value: true, braced: false },
      { name: 'label', value: 'here', braced: false },
      { name: 'size', value: 3, braced: true },
      { name: 'data', value: { a: 1, b: 'x' }, braced: true },
    ],
    end: text.indexOf('after'),
    jsx: true,
  });
});

test('closing tags, comments among attributes and React attribute names', (t) => {
  t.like(readJsxTag('</Tabs>', 0), { name: 'Tabs', closing: true, end: 7, jsx: false });
  t.like(readJsxTag("<div className='wrapper' {/* why */}>", 0), { name: 'div', attributes: [{ name: 'className', value: 'wrapper', braced: false }], jsx: true });
});

test('text that is not a tag is left alone', (t) => {
  t.is(readJsxTag('a <3 b', 2), undefined);
  t.is(readJsxTag('<Foo unclosed="x', 0), undefined);
  t.is(readJsxTag('<a"b>', 0), undefined);
});

test('a dynamic value is an error at the value', (t) => {
  t.deepEqual(readJsxTag('<Chart data={beds} />', 0), {
    error: 'data={beds}: `beds` is a variable or function, which a static page cannot evaluate',
    at: 12,
    hint: 'Write the value out as a literal: a "string", {3}, {true}, {{key: "value"}} or {["a", "b"]}; variables, calls and arithmetic are not evaluated.',
  });
  t.like(readJsxTag('<Chart {...props} />', 0), { error: 'the attribute spread {...props} needs evaluating' });
});
