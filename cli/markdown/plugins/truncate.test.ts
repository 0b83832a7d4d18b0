import test from 'ava';
import { md, render } from '../../../test/_markdown.js';

test('<!-- truncate --> splits the excerpt from the rest; the full html holds both and no marker', async (t) => {
  const { html, excerptHtml } = await render(md('Spring is here.', '', '<!-- truncate -->', '', '## Details', '', 'More.'));
  t.is(excerptHtml, '<p>Spring is here.</p>\n');
  t.true(html.startsWith(excerptHtml ?? '-'));
  t.true(html.includes('<p>More.</p>'));
  t.false(html.includes('truncate'));
});

test('the MDX form {/* truncate */} works the same', async (t) => {
  const { html, excerptHtml } = await render(md('Short intro.', '', '{/* truncate */}', '', 'Rest.'));
  t.is(excerptHtml, '<p>Short intro.</p>\n');
  t.is(html, '<p>Short intro.</p>\n<p>Rest.</p>\n');
});

test('without a marker there is no excerpt', async (t) => {
  t.is((await render(md('Just text.'))).excerptHtml, undefined);
});

test('a marker in a code block is code, not a marker', async (t) => {
  const { excerptHtml, html } = await render(md('```html', '<!-- truncate -->', '```'));
  t.is(excerptHtml, undefined);
  t.true(html.includes('&lt;!-- truncate --&gt;'));
});
