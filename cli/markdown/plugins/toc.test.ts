import test from 'ava';
import { createMarkdownRenderer } from '../renderer.js';
import { md, page, render } from '../../../test/_markdown.js';

const doc = md('# Title', '', '## Beds', '', '### Raised *beds*', '', '#### Too deep', '', '## Soil [guide](./soil.md)', '', '### `pH` & you');

test('the TOC lists h2 and h3 with ids, inline HTML and plain text; h1 and h4 are left out', async (t) => {
  const { toc } = await render(doc);
  t.deepEqual(toc, [
    { id: 'beds', html: 'Beds', text: 'Beds', level: 2 },
    { id: 'raised-beds', html: 'Raised <em>beds</em>', text: 'Raised beds', level: 3 },
    { id: 'soil-guide', html: 'Soil guide', text: 'Soil guide', level: 2 },
    { id: 'ph--you', html: '<code>pH</code> &amp; you', text: 'pH & you', level: 3 },
  ]);
});

test('TOC levels come from the options', async (t) => {
  const renderer = await createMarkdownRenderer({ themes: { light: 'github-light', dark: 'github-dark' }, languages: [], toc: { minLevel: 2, maxLevel: 4 } });
  const { toc } = renderer.render(doc, page());
  t.deepEqual(toc.map((item) => item.id), ['beds', 'raised-beds', 'too-deep', 'soil-guide', 'ph--you']);
});

test('a body starting with an h1 reports it as the title', async (t) => {
  t.is((await render(md('# Growing *Dart* beds', '', 'Text'))).title, 'Growing Dart beds');
});

test('an h1 that does not open the body is not a title', async (t) => {
  t.is((await render(md('Intro paragraph.', '', '# Later heading'))).title, undefined);
  t.is((await render(md('## Only h2'))).title, undefined);
});
