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
  t.is(result.problems[0]?.message, "Cannot import ReactPlayer from 'react-player/youtube'");
  t.is(result.problems[0]?.hint, "Map ReactPlayer to a module of this site in site.config.ts under markdown.components (ReactPlayer: 'src/components/ReactPlayer.tsx'). Built in: @theme/Tabs, @theme/TabItem, @theme/Admonition, @theme/Details, @theme/CodeBlock and ./partial.md(x) files.");
  t.is(result.problems[2]?.message, "Cannot import Box from 'react-tweet'");
  t.false(result.html.includes('import'));
});

test('export lines, side-effect imports and tabs imported under another name are errors with hints', async (t) => {
  const result = await render(md("export const meta = {a: 1};", "import './styles.css';", "import MyTabs from '@theme/Tabs';"));
  t.deepEqual(result.problems.map((problem) => [problem.line, problem.message, problem.hint]), [
    [1, 'MDX export is not supported: export const meta = {a: 1};', 'A page exports nothing: put values in the front matter (title, description, …) or in the text, and shared markup in a component mapped under markdown.components in site.config.ts.'],
    [2, "Cannot import './styles.css' for its side effects", "Remove the line: styles belong in the theme (templates/styles/), scripts in the theme's client code."],
    [3, '@theme/Tabs must be imported as Tabs, not MyTabs', "Write import Tabs from '@theme/Tabs'; tabs are read by their tag names."],
  ]);
});

test('an import spread over several lines is one statement; prose and code mentioning import are not imports', async (t) => {
  const result = await render(md('import {', '  Tweet,', "} from 'react-tweet';", '', 'We import seeds and', 'export vegetables.', '', '```js', "import x from 'y';", '```', '', '- import x from list items'));
  t.deepEqual(problemList(result), ['markdown/mdx-import@1']);
  t.is(result.problems[0]?.message, "Cannot import Tweet from 'react-tweet'");
});
