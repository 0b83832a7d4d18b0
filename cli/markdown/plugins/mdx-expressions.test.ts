import test from 'ava';
import { md, problemList, render } from '../../../test/_markdown.js';

const DATA = { frontMatter: { title: 'Raised beds', tags: ['soil', 'wood'] }, metadata: { title: 'Raised beds', permalink: '/docs/beds' }, assets: {} };

test("expressions in text and alone on a line show the page's data; comments show nothing", async (t) => {
  const { html, problems } = await render(md('# {frontMatter.title}', '', 'Tagged {frontMatter.tags.join(", ")}, {/* hidden */} at {metadata.permalink}.', '', '{toc.length}', '', '## Soil', '', '### Wood'), { data: DATA });
  t.deepEqual(problems, []);
  t.true(html.startsWith('<h1 id="section">Raised beds</h1>\n<p>Tagged soil, wood, at /docs/beds.</p>\n2\n<h2 id="soil">'));
});

test('TOCInline shows the whole TOC, a slice or a filter of it, nested by level, with its heading levels', async (t) => {
  const { html, problems } = await render(
    md(
      "import TOCInline from '@theme/TOCInline';",
      '',
      '<TOCInline toc={toc} />',
      '',
      '<TOCInline toc={toc.slice(1)} minHeadingLevel={3} />',
      '',
      '<TOCInline toc={toc.filter((h) => h.level === 2)} />',
      '',
      '## Beds {#beds}',
      '',
      '### Cedar `boards`',
      '',
      '## Soil',
      '',
      '#### Deep',
    ),
  );
  t.deepEqual(problems, []);
  const lists = html.split('\n').filter((line) => line.startsWith('<div class="table-of-contents-inline">'));
  t.deepEqual(lists, [
    '<div class="table-of-contents-inline"><ul class="table-of-contents"><li><a href="#beds">Beds</a><ul><li><a href="#cedar-boards">Cedar <code>boards</code></a></li></ul></li><li><a href="#soil">Soil</a></li></ul></div>',
    '<div class="table-of-contents-inline"><ul class="table-of-contents"><li><a href="#cedar-boards">Cedar <code>boards</code></a></li></ul></div>',
    '<div class="table-of-contents-inline"><ul class="table-of-contents"><li><a href="#beds">Beds</a></li><li><a href="#soil">Soil</a></li></ul></div>',
  ]);
});

test('Link, Heading, IdealImage and useBaseUrl render as Docusaurus writes them', async (t) => {
  const { html, problems } = await render(
    md(
      "import Link from '@docusaurus/Link';",
      "import Heading from '@theme/Heading';",
      "import IdealImage from '@theme/IdealImage';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      '',
      '<Link to="/docs/intro">Start</Link> or <Link href="https://example.com" className="out">away</Link>.',
      '',
      '<Heading as="h3" id="custom">Custom</Heading>',
      '',
      '<IdealImage img="/img/bed.png" alt="A bed" />',
      '',
      '<img src={useBaseUrl("/img/bed.png")} alt="x" />',
    ),
  );
  t.deepEqual(problems, []);
  t.true(html.includes('<p><a href="/docs/intro">Start</a> or <a class="out" href="https://example.com" target="_blank" rel="noopener noreferrer">away</a>.</p>'));
  t.true(html.includes('<h3 id="custom">Custom <a class="hash-link" href="#custom" aria-label="Direct link to custom">#</a></h3>\n'));
  t.true(html.includes('<img src="/img/bed.png" alt="A bed" loading="lazy" decoding="async"/>'));
  t.true(html.includes('<img src="/img/bed.png" alt="x"'));
});

test('hostile expressions reach nothing outside the page, and each is an error at its line', async (t) => {
  const result = await render(
    md(
      "{toc.constructor.constructor('return process')().exit(1)}",
      '',
      "Text {frontMatter.constructor.constructor('return this')()} here.",
      '',
      "{typeof process + typeof require + typeof globalThis.fetch}",
      '',
      "{import('node:fs')}",
      '',
      '{(() => { for (;;) {} })()}',
      '',
      '{unknownThing}',
      '',
      'Unclosed { brace',
    ),
    { data: DATA, lineOffset: 2 },
  );
  t.deepEqual(problemList(result), ['markdown/mdx-expression@3', 'markdown/mdx-expression@5', 'markdown/mdx-expression@9', 'markdown/mdx-timeout@11', 'markdown/mdx-expression@13', 'markdown/mdx-expression@15']);
  t.true(result.html.includes('undefinedundefinedundefined'));
  t.regex(result.problems[3]?.message ?? '', /^\{\(\(\) => \{ for \(;;\) \{\} \}\)\(\)\} failed: it ran for more than \d+ ms and was stopped$/);
  t.is(result.problems[4]?.message, '{unknownThing} failed: ReferenceError: unknownThing is not defined');
  t.false(/\{|constructor|unknownThing/.test(result.html.replace('Unclosed {', '')));
});

test('braces in TeX math are TeX, not expressions: in a $$ block and in $…$', async (t) => {
  const { html, problems } = await render(md('Ratio', '', '$$', '\\frac{\\text{browns}}{\\text{greens}} \\approx 3', '$$', '', 'Inline $x^{2}$ costs {1 + 1} beds.'));
  t.deepEqual(problems, []);
  t.true(html.includes('\\frac{\\text{browns}}{\\text{greens}}'));
  t.true(html.includes('<p>Inline $x^{2}$ costs 2 beds.</p>'));
});

test('inside JSX, Admonition, Details and CodeBlock render as markdown writes them', async (t) => {
  const { html, problems } = await render(
    md(
      "import Admonition from '@theme/Admonition';",
      "import Details from '@theme/Details';",
      "import CodeBlock from '@theme/CodeBlock';",
      '',
      'export const Tip = ({children}) => <Admonition type="tip" title="Mulch"><Details summary="Why">{children}</Details></Admonition>;',
      '',
      '<Tip>Keeps the soil moist.</Tip>',
      '',
      '{<CodeBlock language="bash" title="sow.sh">{"sow --depth 2"}</CodeBlock>}',
    ),
  );
  t.deepEqual(problems, []);
  t.true(html.startsWith('<div class="admonition admonition-tip" role="note" aria-label="Mulch"><p class="admonition-heading"><svg class="admonition-icon"'));
  t.true(html.includes('Mulch</p><div class="admonition-content"><details><summary>Why</summary>Keeps the soil moist.</details></div></div>'));
  t.true(html.includes('<div class="code-block" data-language="bash"><div class="code-block-title">sow.sh</div><div class="code-block-body"><pre tabindex="0"><code class="language-bash">sow --depth 2</code></pre></div></div>'));
});
