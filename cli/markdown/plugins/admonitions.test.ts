import test from 'ava';
import { md, problemList, render } from '../../../test/_markdown.js';

const heading = (html: string) => /<p class="admonition-heading"><svg[^>]*>.*?<\/svg>(.*?)<\/p>/.exec(html)?.[1];

for (const [type, kind, title] of [
  ['note', 'note', 'Note'],
  ['tip', 'tip', 'Tip'],
  ['info', 'info', 'Info'],
  ['warning', 'warning', 'Warning'],
  ['danger', 'danger', 'Danger'],
  ['caution', 'warning', 'Caution'],
] as const) {
  test(`:::${type} renders a ${kind} admonition titled "${title}"`, async (t) => {
    const { html, problems } = await render(md(`:::${type}`, 'Mind the **frost**.', ':::'));
    t.true(html.startsWith(`<div class="admonition admonition-${kind}" role="note" aria-label="${title}">`));
    t.is(heading(html), title);
    t.true(html.includes('<div class="admonition-content">\n<p>Mind the <strong>frost</strong>.</p>\n</div>'));
    t.deepEqual(problems, []);
  });
}

test('a title after the type replaces the default and may hold inline markdown', async (t) => {
  const { html } = await render(md(':::tip Water *early*', 'Before the sun is high.', ':::'));
  t.is(heading(html), 'Water <em>early</em>');
  t.regex(html, /aria-label="Water early"/);
});

test('the Docusaurus bracket title form works too', async (t) => {
  t.is(heading((await render(md(':::info[Soil facts]', 'x', ':::'))).html), 'Soil facts');
});

test('more colons on the outer block nest admonitions', async (t) => {
  const { html } = await render(md('::::note', 'Outer', '', ':::tip', 'Inner', ':::', '', 'Outer again', '::::', '', 'After'));
  const inner = html.indexOf('admonition-tip');
  t.true(inner > html.indexOf('admonition-note'));
  t.true(html.indexOf('<p>Outer again</p>') > inner);
  t.true(html.trimEnd().endsWith('</div>\n</div>\n<p>After</p>'));
});

test('a ::: line inside a fenced code block does not close the admonition', async (t) => {
  const { html } = await render(md(':::note', '```md', ':::', '```', 'Still inside', ':::'));
  t.regex(html, /<p>Still inside<\/p>\n<\/div>\n<\/div>/);
});

test('an admonition inside a list item ends with the item', async (t) => {
  const { html } = await render(md('- Step', '', '  :::tip', '  Inside', '  :::', '- Next'));
  t.regex(html, /<li>\n<p>Step<\/p>\n<div class="admonition admonition-tip"/);
  t.true(html.includes('</div>\n</div>\n</li>\n<li>\n<p>Next</p>'));
});

test('an unknown type is a problem at its file line with the valid types as hint', async (t) => {
  const result = await render(md('Intro', '', ':::foo', 'Body', ':::'), { lineOffset: 4 });
  t.deepEqual(problemList(result), ['markdown/unknown-admonition@7']);
  t.regex(result.problems[0]?.hint ?? '', /:::note, :::tip, :::info, :::warning, :::danger/);
  t.true(result.html.includes('<p>Body</p>'), 'the content is still rendered');
});

test('an unclosed admonition is a warning and runs to the end', async (t) => {
  const result = await render(md(':::tip', 'Open ended'));
  t.deepEqual(problemList(result), ['markdown/unclosed-admonition@1']);
  t.is(result.problems[0]?.severity, 'warning');
});

test('three colons alone in text are not an admonition', async (t) => {
  t.is((await render(md('Ratio 1:::2'))).html, '<p>Ratio 1:::2</p>\n');
});
