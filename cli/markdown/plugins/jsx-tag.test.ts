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

test('a value that is not a literal, and a spread, are kept as their source for the sandbox', (t) => {
  t.deepEqual(readJsxTag('<Chart data={beds.slice(1)} />', 0), {
    name: 'Chart',
    closing: false,
    selfClosing: true,
    attributes: [{ name: 'data', value: null, braced: true, expression: { source: 'beds.slice(1)', at: 13 } }],
    end: 30,
    jsx: true,
  });
  t.like(readJsxTag('<Chart {...props} />', 0), { attributes: [{ name: '', spread: true, expression: { source: 'props', at: 11 } }] });
  t.like(readJsxTag('<Chart {props} />', 0), { error: '{props} is not an attribute' });
});
