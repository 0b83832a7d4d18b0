import test from 'ava';
import { md, problemList, render } from '../../../test/_markdown.js';

test('an inline tag with a style object and className becomes HTML instead of text', async (t) => {
  const { html, problems } = await render(md('<img style={{float: "left", marginRight: "20px", width: 100}} src="/img/a.jpg"/> Beds <code style={{color: "green"}}>soil</code>.'));
  t.deepEqual(problems, []);
  t.is(html, '<p><img style="float:left;margin-right:20px;width:100px" src="/img/a.jpg" loading="lazy" decoding="async" /> Beds <code style="color:green">soil</code>.</p>\n');
});

test('raw HTML blocks get class and for; JSX comments are dropped in blocks, HTML and paragraphs; plain HTML is untouched', async (t) => {
  const { html, problems } = await render(md("<div className='wrapper' {/* outer */}>", '<label htmlFor="bed">Bed</label>', '{/* inside */}', '</div>', '', '{/* a note for editors */}', '', 'Plant {/* not yet */} now.'));
  t.deepEqual(problems, []);
  t.is(html, '<div class="wrapper">\n<label for="bed">Bed</label>\n\n</div>\n<p>Plant now.</p>\n');
  // Tags in plain HTML syntax stay exactly as written.
  const plain = await render(md('<div class="note" data-x=1>', 'Hi', '</div>', '', 'A <kbd title="k">key</kbd>.'));
  t.is(plain.html, '<div class="note" data-x=1>\nHi\n</div>\n<p>A <kbd title="k">key</kbd>.</p>\n');
});


test('a dynamic value in an HTML tag is an error at its line with a hint', async (t) => {
  const result = await render(md('Intro', '', '<div>', '<span style={styles.box}>x</span>', '</div>', '', 'and <img src={logo} /> here'), { lineOffset: 3 });
  t.deepEqual(problemList(result), ['markdown/jsx-html@7', 'markdown/jsx-html@10']);
  t.is(result.problems[0]?.message, 'style={styles.box}: `styles` is a variable or function, which a static page cannot evaluate');
  t.is(result.problems[1]?.message, 'src={logo}: `logo` is a variable or function, which a static page cannot evaluate');
  t.is(result.problems[1]?.hint, 'Write the value out as a literal: a "string", {3}, {true}, {{key: "value"}} or {["a", "b"]}; variables, calls and arithmetic are not evaluated.');
});
