// Docusaurus-style MDX pages built by the real CLI: theme imports, partials, the site's own
// components and JSX-style HTML render; anything beyond the static subset fails with file:line.
import test from 'ava';
import { importHint } from '../cli/markdown/plugins/mdx-esm.js';
import { fixtureConfig, makeSite, MINIMAL_SITE, read, runCli, writeFiles } from './_site.js';

const SITE: Record<string, string> = {
  ...MINIMAL_SITE,
  'site.config.ts': fixtureConfig("markdown: { components: { ReactPlayer: 'src/components/ReactPlayer.tsx' } },"),
  'src/components/ReactPlayer.tsx':
    'export default function ReactPlayer(props: { url: string; width: string; config: { start: number; controls: boolean } }) {\n' +
    '  return <iframe className="player" title="Video" src={`${props.url}?start=${props.config.start}&controls=${props.config.controls ? 1 : 0}`} width={props.width} />;\n}\n',
  'content/docs/planting.mdx': [
    '---',
    'title: Planting',
    '---',
    '',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import Catalog from './settings/_catalog.mdx';",
    "import ReactPlayer from 'react-player/youtube';",
    '',
    '<Tabs groupId="season">',
    '  <TabItem value="spring" label="Spring" default>',
    '    Sow **peas**.',
    '  </TabItem>',
    '  <TabItem value="autumn" label="Autumn">',
    '    Plant garlic.',
    '  </TabItem>',
    '</Tabs>',
    '',
    '<Catalog />',
    '',
    "<div className='wrapper'><ReactPlayer url=\"https://video.example/seeds\" width=\"100%\" config={{start: 30, controls: true}} /></div>",
    '',
    '<img style={{float: "left", marginRight: "20px", width: 120}} src="/favicon.svg" alt="Seed"/> Seeds {/* check the photo */} sprout.',
    '',
    "<img src={require('./img/bed.png').default} alt=\"Bed\" /> and <a href={require('@site/content/docs/plan.pdf').default}>the plan</a>",
    '',
  ].join('\n'),
  'content/docs/img/bed.png': 'bed image bytes',
  'content/docs/plan.pdf': 'plan bytes',
  'content/docs/settings/_catalog.mdx': '---\ntitle: not a page\n---\n\n## Seed catalogs\n\nSee [the catalog settings](./catalogs.md).\n',
  'content/docs/settings/catalogs.md': '---\ntitle: Catalogs\n---\n\nCatalog settings.\n',
};

test('tabs via @theme imports, a partial, a component with object props inside HTML and JSX-style HTML build into plain HTML', async (t) => {
  const root = makeSite(SITE);
  const result = await runCli(['build'], root);
  t.is(result.code, 0, result.stderr);
  t.notRegex(result.stderr, /warning|error/);
  const html = read(root, 'dist/docs/planting.html');
  t.regex(html, /<div class="tabs" data-group-id="season">/);
  t.regex(html, /data-value="spring" tabindex="0">\n<p>Sow <strong>peas<\/strong>.<\/p>/);
  t.regex(html, /<h2 id="seed-catalogs">Seed catalogs/);
  t.regex(html, /See <a href="\/docs\/settings\/catalogs">the catalog settings<\/a>\./);
  t.false(html.includes('not a page'));
  t.regex(html, /<div class="wrapper"><iframe class="player" title="Video" src="https:\/\/video\.example\/seeds\?start=30&amp;controls=1" width="100%"><\/iframe><\/div>/);
  t.regex(html, /<img style="float:left;margin-right:20px;width:120px" src="\/favicon\.svg" alt="Seed"[^>]*> Seeds sprout\./);
  t.false(/import |className|\{\{|ReactPlayer|require/.test(html.slice(html.indexOf('<main'))));
  // require() of the page's own files gives their published URLs, as Docusaurus's url-loader does.
  const image = /<img src="(\/assets\/images\/bed-[0-9a-f]{8}\.png)" alt="Bed"/.exec(html)?.[1];
  const plan = /<a href="(\/assets\/images\/plan-[0-9a-f]{8}\.pdf)">the plan<\/a>/.exec(html)?.[1];
  t.truthy(image, html);
  t.truthy(plan);
  t.is(read(root, `dist${image}`), 'bed image bytes');
  t.is(read(root, `dist${plan}`), 'plan bytes');
  // The partial is not a page of its own.
  t.throws(() => read(root, 'dist/docs/settings/_catalog.html'));
});

test('what the page cannot evaluate fails the build with file, line and hint; what it exports is usable below', async (t) => {
  const root = makeSite({
    ...SITE,
    'content/docs/dynamic.mdx': [
      '---',
      'title: Dynamic',
      '---',
      '',
      "import { Tweet } from 'react-tweet';",
      'export const year = 2024;',
      '',
      '<ReactPlayer url={videoUrl} width="100%" config={{start: 1, controls: false}} />',
      '',
      '<div style={{width: size + 10}} title={`Beds of ${year}`}>x</div>',
      '',
      '<Tweet id="1" />',
      '',
      "<img src={require('leaf-icons/sun.svg').default} alt=\"Sun\" />",
      '',
      "<img src={require('./img/missing.png').default} alt=\"Gone\" />",
      '',
    ].join('\n'),
  });
  const result = await runCli(['build'], root);
  t.is(result.code, 1);
  const lines = result.stderr.split('\n');
  const problem = (location: string) => lines.slice(lines.findIndex((line) => line.includes(location))).slice(0, 2).join('\n');
  t.is(problem('dynamic.mdx:5'), `error content/docs/dynamic.mdx:5  Cannot import Tweet from 'react-tweet': the package is not installed\n    hint: ${importHint('Tweet')}`);
  t.is(problem('dynamic.mdx:8'), "error content/docs/dynamic.mdx:8  the props of <ReactPlayer> failed: ReferenceError: videoUrl is not defined\n    hint: An expression may use the page's data (toc, frontMatter, metadata, assets), what the page imports and exports, and plain JavaScript; it runs once, at build time. To show a brace as text, write \\{.");
  t.true(result.stderr.includes('error content/docs/dynamic.mdx:10  the props of <div> failed: ReferenceError: size is not defined'), result.stderr);
  t.true(result.stderr.includes('error content/docs/dynamic.mdx:12  <Tweet> is not a known component'), result.stderr);
  t.true(result.stderr.includes("error content/docs/dynamic.mdx:14  the props of <img> failed: require('leaf-icons/sun.svg') cannot load a package in a page"), result.stderr);
  t.true(result.stderr.includes("error content/docs/dynamic.mdx:16  the props of <img> failed: require('./img/missing.png'): there is no such file"), result.stderr);
  t.false(result.stderr.includes('dynamic.mdx:6'), 'the export is fine');
});

test('render workers load the components too: a build on two workers gives the same page', async (t) => {
  const inProcess = makeSite(SITE);
  const workers = makeSite(SITE);
  const [one, two] = await Promise.all([runCli(['build'], inProcess, { env: { GARDEN_SITE_WORKERS: '0' } }), runCli(['build'], workers, { env: { GARDEN_SITE_WORKERS: '2' } })]);
  t.is(one.code, 0, one.stderr);
  t.is(two.code, 0, two.stderr);
  const page = read(workers, 'dist/docs/planting.html');
  t.regex(page, /<iframe class="player"/);
  t.is(page, read(inProcess, 'dist/docs/planting.html'));
});

test('an edited partial, then an edited component module, is seen by the next (cached) build', async (t) => {
  const root = makeSite(SITE);
  t.is((await runCli(['build'], root)).code, 0);
  writeFiles(root, { 'content/docs/settings/_catalog.mdx': '## Seed lists\n\nEdited.\n' });
  const second = await runCli(['build'], root);
  t.is(second.code, 0, second.stderr);
  t.regex(read(root, 'dist/docs/planting.html'), /<h2 id="seed-lists">Seed lists/);
  writeFiles(root, { 'src/components/ReactPlayer.tsx': 'export default function ReactPlayer(props: { url: string }) {\n  return <video className="edited" src={props.url} />;\n}\n' });
  const third = await runCli(['build'], root);
  t.is(third.code, 0, third.stderr);
  t.regex(read(root, 'dist/docs/planting.html'), /<video class="edited" src="https:\/\/video\.example\/seeds"><\/video>/);
});
