import test from 'ava';
import type { SidebarItem } from 'garden-site';
import { drawSidebarList } from './sidebar-html.js';

const doc = (label: string, href: string): SidebarItem => ({ type: 'doc', label, href, docId: href });
const category = (label: string, items: SidebarItem[], extra: { href?: string; collapsed?: boolean; collapsible?: boolean } = {}): SidebarItem => ({
  type: 'category', label, items, href: extra.href, collapsed: extra.collapsed ?? true, collapsible: extra.collapsible ?? true, linkDocId: undefined, generatedIndex: undefined,
});

const openCategories = (html: string): string[] => [...html.matchAll(/<details class="sidebar-category" open=""><summary[^>]*>(?:<a[^>]*>|<span[^>]*>)([^<]*)/g)].map((match) => match[1] ?? '');

test('labels and addresses are escaped, so a label shows as written', (t) => {
  const html = drawSidebarList([doc(`Seeds & <Soil> "quoted" it's`, '/docs/a?b=1&c=2')], '/docs/x');
  t.is(html, `<ul class="sidebar-list"><li class="sidebar-item sidebar-item-doc"><a class="sidebar-link" href="/docs/a?b=1&amp;c=2">Seeds &amp; &lt;Soil&gt; &quot;quoted&quot; it's</a></li></ul>`);
});

test('only the current page is aria-current, and only the categories above it open', (t) => {
  const items = [
    category('Beds', [doc('Raised', '/docs/beds/raised'), category('Soil', [doc('Compost', '/docs/beds/soil/compost')])]),
    category('Tools', [doc('Spade', '/docs/tools/spade')], { href: '/docs/tools' }),
    category('Always', [doc('Water', '/docs/water')], { collapsed: false }),
  ];
  const html = drawSidebarList(items, '/docs/beds/soil/compost');
  t.deepEqual([...html.matchAll(/aria-current="page">([^<]*)/g)].map((match) => match[1]), ['Compost']);
  t.deepEqual(openCategories(html), ['Beds', 'Soil', 'Always']);
  t.deepEqual(openCategories(drawSidebarList(items, '/docs/tools')), ['Tools', 'Always'], 'a category whose own page is current opens');
});

test('an external link opens in a new tab; a fixed category has no <details>', (t) => {
  const html = drawSidebarList([category('Fixed', [{ type: 'link', label: 'Map', href: 'https://example.org/map' }], { collapsible: false })], '/');
  t.is(html, '<ul class="sidebar-list"><li class="sidebar-item sidebar-item-category"><div class="sidebar-category-heading"><span class="sidebar-category-label">Fixed</span></div><ul class="sidebar-list"><li class="sidebar-item sidebar-item-link"><a class="sidebar-link" href="https://example.org/map" target="_blank" rel="noopener noreferrer">Map</a></li></ul></li></ul>');
});

test('drawing page after page from the same items gives what each page drawn alone gives', (t) => {
  const items = [
    category('Beds', [doc('Raised', '/docs/beds/raised'), category('Soil', [doc('Compost', '/docs/beds/soil/compost')], { collapsed: false })]),
    category('Tools', [doc('Spade', '/docs/tools/spade')], { href: '/docs/tools' }),
    doc('Water', '/docs/water'),
  ];
  for (const current of ['/docs/water', '/docs/beds/soil/compost', '/docs/tools', '/docs/water', '/docs/tools/spade', '/docs/beds/raised', '/docs/water']) {
    t.is(drawSidebarList(items, current), drawSidebarList(structuredClone(items), current), current);
  }
});
