import test from 'ava';
import { highlightingRenderer, md, page } from '../../../test/_markdown.js';
import { convertCommands } from './npm2yarn.js';

const source = md('Install it:', '', '```bash npm2yarn', 'npm install --save-dev @geo/garden', 'npm run build', '```', '', '```bash', 'npm install left-alone', '```');

test('a ```bash npm2yarn fence becomes npm, Yarn and pnpm tabs, as Docusaurus makes them; other fences stay', async (t) => {
  const renderer = await highlightingRenderer({ themes: { light: 'github-light', dark: 'github-dark' }, languages: ['bash'], npm2yarn: { sync: false, converters: ['yarn', 'pnpm'] } });
  const { html, problems } = renderer.render(source, page());
  t.deepEqual(problems, []);
  const tabs = [...html.matchAll(/role="tab"[^>]*data-value="(\w+)">(\w+)<\/button>/g)].map(([, value, label]) => `${value}:${label}`);
  t.deepEqual(tabs, ['npm:npm', 'yarn:Yarn', 'pnpm:pnpm']);
  t.regex(html, /<div class="tabs">/, 'without sync, no group');
  const panels = html.split('class="tabs-panel"').slice(1).map((panel) => panel.replace(/<[^>]+>/g, ''));
  t.regex(panels[0]!, /npm install --save-dev @geo\/garden\s*npm run build/);
  t.regex(panels[1]!, /yarn add --dev @geo\/garden\s*yarn build/);
  t.regex(panels[2]!, /pnpm add --save-dev @geo\/garden\s*pnpm run build/);
  t.is(html.match(/class="tabs"/g)?.length, 1, 'a fence without the meta is left as code');
  t.true(html.includes('left-alone'));
});

test('with sync every such set of tabs is in the npm2yarn group; converters choose the tabs', async (t) => {
  const renderer = await highlightingRenderer({ themes: { light: 'github-light', dark: 'github-dark' }, languages: ['bash'], npm2yarn: { sync: true, converters: ['bun'] } });
  const { html } = renderer.render(source, page());
  t.regex(html, /<div class="tabs" data-group-id="npm2yarn">/);
  t.deepEqual([...html.matchAll(/data-value="(\w+)">(\w+)<\/button>/g)].map(([, value, label]) => `${value}:${label}`), ['npm:npm', 'bun:Bun']);
});

test('without the option, the fence is a plain code block', async (t) => {
  const renderer = await highlightingRenderer({ themes: { light: 'github-light', dark: 'github-dark' }, languages: ['bash'] });
  t.false(renderer.render(source, page()).html.includes('class="tabs"'));
});

test('npm-to-yarn converts as Docusaurus relies on (a change in the library fails here)', (t) => {
  t.is(convertCommands('npm install\nnpm i react\n', 'yarn'), 'yarn install\nyarn add react\n');
  t.is(convertCommands('npx create-docusaurus site classic', 'yarn'), 'yarn dlx create-docusaurus site classic');
  t.is(convertCommands('npm uninstall react', 'pnpm'), 'pnpm remove react');
});
