import test from 'ava';
import { md, problemList, render } from '../../../test/_markdown.js';

test('import and export lines are reported at their file lines, front matter included', async (t) => {
  const result = await render(md('# Title', '', "import Tabs from '@theme/Tabs';", "import Chart from '../components/Chart';", '', 'export const meta = {};'), { lineOffset: 5 });
  t.deepEqual(problemList(result), ['markdown/mdx-import@8', 'markdown/mdx-import@9', 'markdown/mdx-import@11']);
  t.is(result.problems[0]?.file, 'content/docs/garden/beds.md');
  t.regex(result.problems[0]?.hint ?? '', /remove the import — Tabs and TabItem are built in/);
});

test('an unknown component is reported with its name and line; built-in lowercase HTML is fine', async (t) => {
  const result = await render(md('Intro', '', '<details>', '<summary>More</summary>', '', 'Body', '', '</details>', '', '<Chart data={x} />', '', 'Text with <Highlight color="red">this</Highlight> inside.'), { lineOffset: 2 });
  t.deepEqual(problemList(result), ['markdown/unknown-component@12', 'markdown/unknown-component@14']);
  t.regex(result.problems[0]?.message ?? '', /<Chart>/);
  t.regex(result.problems[1]?.message ?? '', /<Highlight>/);
});

test('a component on a later line of a paragraph gets that line', async (t) => {
  const result = await render(md('Line one', 'line two', 'and <Badge /> here'));
  t.deepEqual(problemList(result), ['markdown/unknown-component@3']);
});

test('a component markdown-it does not read as HTML (JSX object props) is still caught', async (t) => {
  const result = await render(md('<Chart data={{ beds: 3 }} />'));
  t.deepEqual(problemList(result), ['markdown/unknown-component@1']);
});

test('code never triggers the guard', async (t) => {
  const result = await render(
    md('```js', "import x from 'y';", 'export default x;', '<Foo />', '```', '', '    import indented from "code";', '', 'Use `<Foo>` or `import x`.', '', '~~~', '<Bar>', '~~~'),
  );
  t.deepEqual(result.problems, []);
});

test('escaped tags, HTML comments and prose mentioning import are fine', async (t) => {
  const result = await render(md('Write \\<Foo> or &lt;Bar>.', '', '<!-- <Old /> -->', '', 'We import seeds and', 'export vegetables.', '', '- import x from list items'));
  t.deepEqual(result.problems, []);
});
