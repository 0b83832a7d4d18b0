import test from 'ava';
import { md, problemList, render } from '../../../test/_markdown.js';

const tabs = md(
  '<Tabs groupId="platform">',
  '  <TabItem value="ios" label="iOS">',
  '',
  '  Open **Xcode**.',
  '',
  '  </TabItem>',
  '  <TabItem value="android" label="Android" default>',
  '',
  '  ```dart',
  '  final x = 1;',
  '  ```',
  '',
  '  </TabItem>',
  '</Tabs>',
);

test('tabs render as a tab list and panels with ARIA wiring and data attributes', async (t) => {
  const { html, problems } = await render(tabs);
  t.deepEqual(problems, []);
  t.true(html.startsWith('<div class="tabs" data-group-id="platform">\n<div class="tabs-list" role="tablist">\n'));
  t.true(html.includes('<button type="button" role="tab" class="tabs-tab" id="tab-1-0" aria-controls="tabpanel-1-0" aria-selected="false" tabindex="-1" data-value="ios">iOS</button>'));
  t.true(html.includes('<button type="button" role="tab" class="tabs-tab" id="tab-1-1" aria-controls="tabpanel-1-1" aria-selected="true" tabindex="0" data-value="android">Android</button>'));
  t.true(html.includes('<div class="tabs-panel" role="tabpanel" id="tabpanel-1-0" aria-labelledby="tab-1-0" data-value="ios" tabindex="0" hidden="">\n<p>Open <strong>Xcode</strong>.</p>\n</div>'));
  t.true(html.includes('<div class="tabs-panel" role="tabpanel" id="tabpanel-1-1" aria-labelledby="tab-1-1" data-value="android" tabindex="0">\n<div class="code-block" data-language="dart">'));
  t.false(html.includes('<Tab'), 'no raw component tags left');
});

test('without a default the first tab is selected; a second group gets its own ids', async (t) => {
  const group = md('<Tabs>', '<TabItem value="a" label="A">', '', 'First', '', '</TabItem>', '<TabItem value="b" label="B">', '', 'Second', '', '</TabItem>', '</Tabs>');
  const { html } = await render(group + '\n' + group);
  t.false(html.includes('data-group-id'));
  t.regex(html, /id="tab-1-0" aria-controls="tabpanel-1-0" aria-selected="true"/);
  t.regex(html, /id="tab-2-1" aria-controls="tabpanel-2-1" aria-selected="false"/);
  t.regex(html, /id="tabpanel-1-1"[^>]*hidden="">/);
});

test('markdown right after the tags works even without blank lines', async (t) => {
  const { html } = await render(md('<Tabs>', '<TabItem value="a" label="A">', '*inner*', '</TabItem>', '</Tabs>'));
  t.true(html.includes('<p><em>inner</em></p>'));
});

test('a missing </Tabs> is reported at its <Tabs> line and the HTML is closed', async (t) => {
  const result = await render(md('Intro', '', '<Tabs>', '<TabItem value="a">', '', 'x'), { lineOffset: 2 });
  t.deepEqual(problemList(result), ['markdown/tabs@5']);
  t.true(result.html.trimEnd().endsWith('</div>\n</div>'));
});

test('a TabItem outside Tabs is reported', async (t) => {
  const result = await render(md('<TabItem value="a">', '', 'x', '', '</TabItem>'));
  t.deepEqual(problemList(result), ['markdown/tabs@1', 'markdown/tabs@5']);
});

test('tabs written on one line cannot be read and say so', async (t) => {
  const result = await render(md('<Tabs><TabItem value="a">x</TabItem></Tabs>'));
  t.true(problemList(result).every((problem) => problem === 'markdown/tabs@1'));
  t.true(result.problems.length > 0);
});

test('content indented under TabItem (as in Docusaurus examples) is markdown, not an indented code block', async (t) => {
  const { html } = await render(
    md('<Tabs>', '  <TabItem value="apple" label="Apple" default>', '    This is an **apple**', '', '    - red', '    - green', '  </TabItem>', '</Tabs>'),
  );
  t.true(html.includes('<p>This is an <strong>apple</strong></p>\n<ul>\n<li>red</li>'));
  t.false(html.includes('<pre'));
});

test('a </TabItem> line shown in a code sample does not close the tab; tabs nest', async (t) => {
  const { html, problems } = await render(
    md('<Tabs>', '<TabItem value="a" label="A">', '', '```md', '</TabItem>', '```', '', '<Tabs groupId="inner">', '<TabItem value="x">', '', 'Inner', '', '</TabItem>', '</Tabs>', '', 'Still A', '', '</TabItem>', '</Tabs>'),
  );
  t.deepEqual(problems, []);
  t.true(html.includes('&lt;/TabItem&gt;'));
  t.regex(html, /<p>Inner<\/p>\n<\/div>\n<\/div>\n<p>Still A<\/p>\n<\/div>\n<\/div>\n$/);
  t.regex(html, /data-group-id="inner"/);
});

test('a <Tabs> tag over several lines gives labels by values, and queryString names the parameter that picks a tab', async (t) => {
  const { html, problems } = await render(
    md('<Tabs', '  defaultValue="pear"', '  queryString="fruit"', '  values={[', "    {label: 'Apple', value: 'apple'},", "    {label: 'Pear', value: 'pear'},", '  ]}>', '<TabItem value="apple">', '', 'Crisp.', '', '</TabItem>', '<TabItem value="pear">', '', 'Soft.', '', '</TabItem>', '</Tabs>', '', '<Tabs groupId="os" queryString>', '<TabItem value="linux">', '', 'Tux.', '', '</TabItem>', '</Tabs>'),
  );
  t.deepEqual(problems, []);
  t.true(html.startsWith('<div class="tabs" data-query-string="fruit">'));
  t.regex(html, /data-value="apple">Apple<\/button>/);
  t.regex(html, /aria-selected="true" tabindex="0" data-value="pear">Pear<\/button>/);
  t.true(html.includes('<div class="tabs" data-group-id="os" data-query-string="os">'));
});
