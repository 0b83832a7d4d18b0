import test from 'ava';
import { md, problemList, render } from '../../../test/_markdown.js';

test("Docusaurus's theme imports are accepted and print nothing", async (t) => {
  const result = await render(md("import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", "import Admonition from '@theme/Admonition';", "import Details from '@theme/Details';", "import CodeBlock from '@theme/CodeBlock';", '', 'Text.'));
  t.deepEqual(result.problems, []);
  t.is(result.html, '<p>Text.</p>\n');
});

test('an import the config does not map is reported at its line with a hint naming markdown.components', async (t) => {
  const result = await render(md('# Title', '', "import ReactPlayer from 'react-player/youtube';", "import { Tweet, Card as Box } from 'react-tweet';"), { lineOffset: 5 });
  t.deepEqual(problemList(result), ['markdown/mdx-import@8', 'markdown/mdx-import@9', 'markdown/mdx-import@9']);
  t.is(result.problems[0]?.message, "Cannot import ReactPlayer from 'react-player/youtube': the package is not installed");
  t.is(result.problems[0]?.hint, "Import ReactPlayer from a file of the site (@site/src/components/ReactPlayer) or an installed package, or map it under markdown.components in site.config.ts.");
  t.is(result.problems[2]?.message, "Cannot import Box from 'react-tweet': the package is not installed");
  t.false(result.html.includes('import'));
});

test('export default, side-effect imports and tabs imported under another name are errors with hints', async (t) => {
  const result = await render(md('export default function Layout() {}', "import './styles.css';", "import MyTabs from '@theme/Tabs';", '', "export { meta } from './other';"));
  t.deepEqual(result.problems.map((problem) => [problem.line, problem.message, problem.hint]), [
    [1, 'export default is not supported in a page', "A page has no default export here: its layout is the theme's. Put values in the front matter and shared markup in an `export const Name = (props) => …` of its own, or a component under src/components."],
    [2, "Cannot import './styles.css': there is no such file", 'Check the path: from this file, or from the site root as @site/….'],
    [3, '@theme/Tabs must be imported as Tabs, not MyTabs', "Write import Tabs from '@theme/Tabs'; tabs are read by their tag names."],
    [5, "Cannot read this export: export { meta } from './other';", 'Export a declaration: export const Name = (props) => …, or export function Name(props) { … }.'],
  ]);
});

test('an export spans blank-free lines holding block HTML, and what it declares is usable below', async (t) => {
  const result = await render(
    md(
      'export const Highlight = ({children, color}) => (',
      '  <div',
      '    style={{backgroundColor: color, padding: 2}}>',
      '    {children}',
      '  </div>',
      ');',
      'export const season = {name: "spring", beds: 4};',
      '',
      '# Planting',
      '',
      '<Highlight color="#25c2a0">Docusaurus **green**</Highlight> in {season.name}, {season.beds * 2} rows.',
    ),
  );
  t.deepEqual(result.problems, []);
  t.is(result.title, 'Planting');
  t.is(result.html, '<h1 id="planting">Planting</h1>\n<p><div style="background-color:#25c2a0;padding:2px">Docusaurus <strong>green</strong></div> in spring, 8 rows.</p>\n');
});

test('an import spread over several lines is one statement; prose and code mentioning import are not imports', async (t) => {
  const result = await render(md('import {', '  Tweet,', "} from 'react-tweet';", '', 'We import seeds and', 'export vegetables.', '', '```js', "import x from 'y';", '```', '', '- import x from list items'));
  t.deepEqual(problemList(result), ['markdown/mdx-import@1']);
  t.is(result.problems[0]?.message, "Cannot import Tweet from 'react-tweet': the package is not installed");
});
