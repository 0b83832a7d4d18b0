import test from 'ava';
import { SIDEBARS_FILE, doc, sidebarsFrom } from '../../test/_docs-fixture.js';
import { flattenSidebar, type SidebarItem } from './sidebars.js';

const FILES = {
  'intro.md': doc({ title: 'Introduction' }),
  'guides/beds.md': doc({ title: 'Raised beds', sidebar_label: 'Beds' }),
  'guides/crops.md': doc({ title: 'Crops' }),
  'guides/overview.md': doc({ title: 'Guides overview' }),
  'reference/api.md': doc({ id: 'api-reference', title: 'API' }),
};

test('doc id strings and {type: "doc"} items become links labelled by sidebar_label, title or their own label', (t) => {
  const { sidebars, problems } = sidebarsFrom({ main: ['intro', 'guides/beds', { type: 'doc', id: 'guides/crops', label: 'What to grow' }] }, FILES);
  t.deepEqual(problems, []);
  t.deepEqual(sidebars.main, [
    { type: 'doc', label: 'Introduction', href: '/docs/intro', docId: 'intro' },
    { type: 'doc', label: 'Beds', href: '/docs/guides/beds', docId: 'guides/beds' },
    { type: 'doc', label: 'What to grow', href: '/docs/guides/crops', docId: 'guides/crops' },
  ]);
});

test('front matter id replaces the file name in the doc id', (t) => {
  const { sidebars, problems } = sidebarsFrom({ main: ['reference/api-reference'] }, FILES);
  t.deepEqual(problems, []);
  t.deepEqual(sidebars.main, [{ type: 'doc', label: 'API', href: '/docs/reference/api-reference', docId: 'reference/api-reference' }]);
});

test('categories: collapsed by default, collapsible unless told, linked to a doc or a generated index', (t) => {
  const { sidebars, problems } = sidebarsFrom(
    {
      main: [
        { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/overview' }, items: ['guides/beds'] },
        { type: 'category', label: 'Open', collapsed: false, items: ['guides/crops'] },
        { type: 'category', label: 'Always open', collapsible: false, collapsed: true, items: ['intro'] },
        { type: 'category', label: 'Featured Gardeners', link: { type: 'generated-index', title: 'Our gardeners', description: 'Six stories.', slug: '/category/featured' }, items: [] },
        { type: 'category', label: 'More Guides', link: { type: 'generated-index' }, items: [] },
      ],
    },
    FILES,
  );
  t.deepEqual(problems, []);
  const categories = (sidebars.main ?? []).filter((item) => item.type === 'category');
  t.deepEqual(categories.map(({ label, collapsed, collapsible, href, linkDocId }) => ({ label, collapsed, collapsible, href, linkDocId })), [
    { label: 'Guides', collapsed: true, collapsible: true, href: '/docs/guides/overview', linkDocId: 'guides/overview' },
    { label: 'Open', collapsed: false, collapsible: true, href: undefined, linkDocId: undefined },
    { label: 'Always open', collapsed: false, collapsible: false, href: undefined, linkDocId: undefined },
    { label: 'Featured Gardeners', collapsed: true, collapsible: true, href: '/docs/category/featured', linkDocId: undefined },
    { label: 'More Guides', collapsed: true, collapsible: true, href: '/docs/category/more-guides', linkDocId: undefined },
  ]);
  t.deepEqual(categories[3]?.generatedIndex, { title: 'Our gardeners', description: 'Six stories.', route: '/docs/category/featured' });
  t.deepEqual(categories[4]?.generatedIndex, { title: 'More Guides', description: undefined, route: '/docs/category/more-guides' });
});

test('{type: "link"} items keep their href; the shorthand { Label: [ids] } is a category', (t) => {
  const { sidebars, problems } = sidebarsFrom({ main: [{ type: 'link', label: 'News', href: '/news' }, { Guides: ['guides/beds'] }] }, FILES);
  t.deepEqual(problems, []);
  t.deepEqual(sidebars.main?.[0], { type: 'link', label: 'News', href: '/news' });
  const shorthand = sidebars.main?.[1];
  t.is(shorthand?.type, 'category');
  t.is(shorthand?.label, 'Guides');
});

test('an unknown doc id names the id, the sidebars file and its line, with a suggestion', (t) => {
  const text = "export default {\n  main: [\n    'intro',\n    'guides/bed',\n  ],\n};\n";
  const { problems, sidebars } = sidebarsFrom({ main: ['intro', 'guides/bed'] }, FILES, {}, text);
  t.is(problems.length, 1);
  const [problem] = problems;
  t.is(problem?.message, "main[1]: unknown doc id 'guides/bed'");
  t.is(problem?.file, SIDEBARS_FILE);
  t.is(problem?.line, 4);
  t.regex(problem?.hint ?? '', /did you mean 'guides\/beds'/);
  t.is(sidebars.main?.length, 1, 'the known doc is kept');
});

test('an unknown doc id in a category link is reported with its path', (t) => {
  const { problems } = sidebarsFrom({ main: [{ type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/nope' }, items: [] }] }, FILES);
  t.deepEqual(problems.map((p) => p.message), ["main[0].link: unknown doc id 'guides/nope'"]);
});

test('malformed items are reported one by one, in words a writer understands', (t) => {
  const { problems } = sidebarsFrom(
    {
      main: [
        42,
        { type: 'doc' },
        { type: 'link', label: 'Nowhere' },
        { type: 'category', items: ['intro'], collapsed: 'yes' },
        { type: 'category', label: 'X', link: { type: 'page' }, items: [] },
        { type: 'html', value: '<hr>' },
      ],
    },
    FILES,
  );
  t.deepEqual(problems.map((p) => p.message), [
    'main[0]: expected a doc id or an item object',
    'main[1].id: expected a doc id',
    'main[2].href: expected a URL or a path',
    'main[3].label: expected a string',
    'main[3].collapsed: expected true or false',
    "main[4].link.type: expected 'doc' or 'generated-index'",
    "main[5].type: unknown sidebar item type 'html'",
  ]);
  t.true(problems.every((p) => p.file === SIDEBARS_FILE && p.code.startsWith('sidebars/')));
});

test('flattenSidebar lists links in reading order, category pages before their items, plain links left out', (t) => {
  const { sidebars } = sidebarsFrom(
    { main: ['intro', { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/overview' }, items: ['guides/beds', 'guides/crops'] }, { type: 'link', label: 'News', href: '/news' }] },
    FILES,
  );
  t.deepEqual(flattenSidebar(sidebars.main as SidebarItem[]).map((link) => link.href), ['/docs/intro', '/docs/guides/overview', '/docs/guides/beds', '/docs/guides/crops']);
});

test('drafts cannot be listed: their id is unknown', (t) => {
  const { problems } = sidebarsFrom({ main: ['wip'] }, { ...FILES, 'wip.md': doc({ title: 'WIP', draft: true }) });
  t.deepEqual(problems.map((p) => p.message), ["main[0]: unknown doc id 'wip'"]);
});

test("a generated-index slug in the sidebars file that climbs out with '..' is an error on its line", (t) => {
  const text = "export default {\n  main: [\n    { type: 'category', label: 'Out', link: { type: 'generated-index', slug: '/../../out' }, items: [] },\n  ],\n};\n";
  const { sidebars, problems } = sidebarsFrom({ main: [{ type: 'category', label: 'Out', link: { type: 'generated-index', slug: '/../../out' }, items: [] }] }, FILES, {}, text);
  t.deepEqual(problems.map((problem) => `${problem.location}  ${problem.message}`), [`${SIDEBARS_FILE}:3  main[0].link.slug: must not contain '..'`]);
  // No page is made at that path, so nothing later fails on it as well.
  t.like(sidebars.main?.[0], { type: 'category', href: undefined, generatedIndex: undefined });
});

test('a link item whose href has a script scheme is an error at its line, and is left out of every page', (t) => {
  const text = "export default {\n  main: [\n    'intro',\n    { type: 'link', label: 'Evil', href: 'javascript:alert(1)' },\n    { type: 'link', label: 'Mail us', href: 'mailto:club@example.com' },\n  ],\n};\n";
  const { sidebars, problems } = sidebarsFrom({ main: ['intro', { type: 'link', label: 'Evil', href: 'javascript:alert(1)' }, { type: 'link', label: 'Mail us', href: 'mailto:club@example.com' }] }, FILES, {}, text);
  t.deepEqual(problems.map((problem) => `${problem.location}  ${problem.message}`), [`${SIDEBARS_FILE}:4  main[1].href: 'javascript:' URLs are not allowed`]);
  t.deepEqual(sidebars.main?.map((item) => item.href), ['/docs/intro', 'mailto:club@example.com']);
});
