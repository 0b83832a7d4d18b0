import test from 'ava';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { componentSetup } from '../components.js';
import { importSpecifiers, resolvePageImport } from '../page-imports.js';
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
  t.is(result.problems[1]?.hint, "Import Chart from a file of the site (@site/src/components/Chart) or an installed package, or map it under markdown.components in site.config.ts.");
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

test("a page's own imports of the site's files render: components (with their CSS modules), data modules, stylesheets and SVG drawings", async (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-imports-'));
  const files: Record<string, string> = {
    'src/components/Badge/index.js': "import styles from './styles.module.css';\nexport default function Badge({ children, tone }) {\n  return <strong className={styles.badge} data-tone={tone}>{children}</strong>;\n}\n",
    'src/components/Badge/styles.module.css': '.badge { color: green; }\n',
    'src/data/beds.js': "export const beds = [{ name: 'North', rows: 3 }, { name: 'South', rows: 5 }];\n",
    'static/img/leaf.svg': '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" class="leaf"><path d="M0 0h8v8z"/></svg>\n',
    'content/docs/notes.css': '.note { margin: 0; }\n',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const source = md(
    "import Badge from '@site/src/components/Badge';",
    "import { beds } from '../../src/data/beds';",
    "import Leaf from '@site/static/img/leaf.svg';",
    "import './notes.css';",
    "import 'not-installed-pkg/theme.css';",
    '',
    '<Badge tone="ok">Ready</Badge> {beds.map((bed) => bed.name).join(" and ")} have {beds.reduce((sum, bed) => sum + bed.rows, 0)} rows. <Leaf width={16} role="img" />',
  );
  const pageFile = path.join(root, 'content/docs/notes.mdx');
  const imports = importSpecifiers(source).flatMap((specifier) => resolvePageImport(specifier, pageFile, root) ?? []);
  t.is(imports.length, 4);
  const renderer = await createMarkdownRenderer({ themes: { light: 'github-light', dark: 'github-dark' }, languages: [], components: componentSetup(root, {}, imports, { baseUrl: '/garden/', staticDir: 'content/static' }) });
  const result = renderer.render(source, page({ sourcePath: 'content/docs/notes.mdx', absolutePath: pageFile, contentRoot: path.join(root, 'content/docs') }));
  t.deepEqual(result.problems.map((problem) => [problem.severity, problem.line, problem.message]), [['warning', 5, "Cannot import 'not-installed-pkg/theme.css': its package is not installed"]]);
  t.is(result.html, '<p><strong class="styles_badge" data-tone="ok">Ready</strong> North and South have 8 rows. <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" class="leaf" width="16" role="img"><path d="M0 0h8v8z"/></svg></p>\n');
  t.deepEqual(result.styles?.map((url) => url.replace(/-\w{8}\.css$/, '.css')), ['/assets/site/index.css', '/assets/site/notes.css']);
});
