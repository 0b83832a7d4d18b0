import test from 'ava';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { componentSetup } from '../components.js';
import { md, page, problemList, render } from '../../../test/_markdown.js';
import { createMarkdownRenderer } from '../renderer.js';
import type { MarkdownRenderer } from '../types.js';

/** A renderer with real component modules, written to a temp site. */
async function withComponents(): Promise<MarkdownRenderer> {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-components-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(
    path.join(root, 'src/Button.tsx'),
    'export default function Button(props: { label: string; link: string; outline?: boolean; sizes?: number[] }) {\n' +
      '  return <a className={props.outline ? "button outline" : "button"} href={props.link} data-sizes={props.sizes?.join(" ")}>{props.label}</a>;\n}\n',
  );
  writeFileSync(
    path.join(root, 'src/media.tsx'),
    'import type { ReactNode } from "react";\n' +
      'export function Player(props: { url: string; width: string; options: { autoplay: boolean; start: number } }) {\n' +
      '  return <iframe src={`${props.url}?start=${props.options.start}`} width={props.width} data-autoplay={String(props.options.autoplay)} />;\n}\n' +
      'export function Card(props: { title: string; children?: ReactNode }) {\n  return <section className="card"><h3>{props.title}</h3>{props.children}</section>;\n}\n' +
      'export function Broken(): never {\n  throw new Error("no data");\n}\n',
  );
  return createMarkdownRenderer({
    themes: { light: 'github-light', dark: 'github-dark' },
    languages: [],
    components: componentSetup(root, { Button: 'src/Button.tsx', Player: 'src/media.tsx', Card: 'src/media.tsx', Broken: 'src/media.tsx' }),
  });
}

let shared: Promise<MarkdownRenderer> | undefined;
const renderWith = async (source: string) => (await (shared ??= withComponents())).render(source, page());

test('a component alone on a line renders with string, bare, number and array props', async (t) => {
  const { html, problems } = await renderWith(md("import Button from '@site/src/components/Button';", '', '<Button outline label="here" link="/docs/intro" sizes={[1, 2]} />'));
  t.deepEqual(problems, []);
  t.is(html, '<a class="button outline" href="/docs/intro" data-sizes="1 2">here</a>\n');
});

test('object props inside a raw HTML block', async (t) => {
  const { html, problems } = await renderWith(md("import Player from 'react-player/youtube';", '', "<div className='wrapper'><Player url=\"https://v.example/a\" width=\"100%\" options={{autoplay: false, start: 30}} /></div>"));
  t.deepEqual(problems, []);
  t.is(html, '<div class="wrapper"><iframe src="https://v.example/a?start=30" width="100%" data-autoplay="false"></iframe></div>\n');
});

test("a component's content is markdown, in blocks and in paragraphs", async (t) => {
  const { html, problems } = await renderWith(md('<Card title="Beds">', '  Raised **beds** drain well.', '', '  - cedar', '</Card>', '', 'See <Card title="x">*this*</Card> too.'));
  t.deepEqual(problems, []);
  t.is(html, '<section class="card"><h3>Beds</h3>\n<p>Raised <strong>beds</strong> drain well.</p>\n<ul>\n<li>cedar</li>\n</ul>\n</section>\n<p>See <section class="card"><h3>x</h3><em>this</em></section> too.</p>\n');
});

test('a dynamic prop, an unknown component and a failing component are errors at their lines', async (t) => {
  const result = await renderWith(md('<Button label={label} link="/" />', '', '<Chart data={{beds: 3}} />', '', 'Text <Badge /> here.', '', '<Broken />'));
  t.deepEqual(
    result.problems.map((problem) => `${problem.code}@${problem.line} ${problem.message}`),
    [
      'markdown/mdx-expression@1 the props of <Button> failed: ReferenceError: label is not defined',
      'markdown/unknown-component@3 <Chart> is not a known component',
      'markdown/unknown-component@5 <Badge> is not a known component',
      'markdown/component-failed@7 <Broken> failed to render: no data',
    ],
  );
  t.is(result.problems[1]?.hint, "Map Chart to a module of this site in site.config.ts under markdown.components (Chart: 'src/components/Chart.tsx'). Built in: @theme/Tabs, TabItem, Admonition, Details, CodeBlock, TOCInline, Heading, IdealImage, @docusaurus/Link, useBaseUrl, and ./partial.md(x) files.");
});

test('a component with content inside HTML gets that HTML; a stray closing tag is an error', async (t) => {
  const result = await renderWith(md('<div><Card title="A"><em>inner</em></Card></div>', '', '<div>', '</Card>', '</div>'));
  t.is(result.html, '<div><section class="card"><h3>A</h3><em>inner</em></section></div>\n<div>\n\n</div>\n');
  t.deepEqual(result.problems.map((problem) => `${problem.line} ${problem.message}`), ['4 </Card> has no matching <Card>']);
});

test('Admonition, Details and CodeBlock imported from @theme render as the built-in admonition, details and code block', async (t) => {
  const { html, problems } = await render(
    md("import Admonition from '@theme/Admonition';", "import Details from '@theme/Details';", "import CodeBlock from '@theme/CodeBlock';", '', '<Admonition type="tip" title="Cedar">', 'It *lasts*.', '</Admonition>', '', '<Details summary="Why raised?">', '', 'Drainage.', '', '</Details>', '', '<CodeBlock language="python" title="bed.py">', '{`width = 120', 'print(width)`}', '</CodeBlock>'),
  );
  t.deepEqual(problems, []);
  t.true(html.startsWith('<div class="admonition admonition-tip" role="note" aria-label="Cedar">\n<p class="admonition-heading"><svg'));
  t.true(html.includes('Cedar</p>\n<div class="admonition-content">\n<p>It <em>lasts</em>.</p>\n</div>\n</div>\n<details>\n<summary>Why raised?</summary>\n<p>Drainage.</p>\n</details>\n<div class="code-block" data-language="python"><div class="code-block-title">bed.py</div>'));
  t.regex(html, /<span class="line"><span[^>]*>print<\/span>/);
});

test('the built-ins need their import; tags inside code are never read', async (t) => {
  const result = await render(md('<Details summary="x">', '', 'y', '', '</Details>', '', '```md', '<Foo />', '```', '', 'Use `<Foo>` or \\<Foo>.'));
  t.deepEqual(problemList(result), ['markdown/unknown-component@1']);
});
