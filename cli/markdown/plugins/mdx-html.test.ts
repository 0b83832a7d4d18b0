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


test("a value in an HTML tag is evaluated with the page's data; one naming nothing the page has is an error at its line", async (t) => {
  const result = await render(md('<div>', '<span title={frontMatter.title} style={{width: 10 * 2}}>x</span>', '</div>', '', 'and <img alt={frontMatter.title + "!"} src={logo} /> here'), { lineOffset: 3, data: { frontMatter: { title: 'Beds' }, metadata: {}, assets: {} } });
  t.deepEqual(problemList(result), ['markdown/mdx-expression@8']);
  t.is(result.problems[0]?.message, 'the props of <img> failed: ReferenceError: logo is not defined');
  t.true(result.html.includes('<span title="Beds" style="width:20px">x</span>'));
  t.false(result.html.includes('logo'));
});

test('an event handler on an HTML tag is dropped with one warning for its line, and the element is kept', async (t) => {
  const result = await render(md('<button className="big" onClick={() => alert("x")} onMouseOver={track}>Water</button>', '', '<div onClick={() => 1}>', 'Beds', '</div>'));
  t.deepEqual(result.problems.map((problem) => [problem.severity, problem.line, problem.message]), [
    ['warning', 1, 'onClick on <button>, onMouseOver on <button> needs a browser: the page shows the element without it'],
    ['warning', 3, 'onClick on <div> needs a browser: the page shows the element without it'],
  ]);
  t.is(result.html, '<p><button class="big">Water</button></p>\n<div>\nBeds\n</div>\n');
});
