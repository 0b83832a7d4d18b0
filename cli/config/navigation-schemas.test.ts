// The navbar and footer in site.config.ts: every item type, what is filled in or converted, and
// rejections in a writer's words.
import test from 'ava';
import { validate } from '../diagnostics/zod-issues.js';
import { SiteConfigSchema, type SiteConfig } from './schema.js';
import { loadSanitizer } from '../sanitize-html.js';

// The config loader loads the sanitiser for a config that holds markup; these tests validate such configs directly.
test.before(() => loadSanitizer());

const MINIMAL = { title: 'Geo Garden Club', url: 'https://geo.example.org' };

function parse(config: Record<string, unknown>): SiteConfig {
  const result = validate(SiteConfigSchema, { ...MINIMAL, ...config });
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.path}: ${i.message}`).join('\n'));
  return result.data;
}

function issues(config: Record<string, unknown>): Array<{ path: string; message: string; hint?: string }> {
  const result = validate(SiteConfigSchema, { ...MINIMAL, ...config });
  return result.ok ? [] : result.issues.map(({ path, message, hint }) => ({ path, message, ...(hint === undefined ? {} : { hint }) }));
}

test('valid: every navbar item type, with its defaults', (t) => {
  const config = parse({
    navbar: {
      style: 'dark',
      logo: { alt: 'Logo', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', href: 'https://geo.example.org', target: '_self' },
      items: [
        { label: 'News', to: '/news' },
        { type: 'doc', docId: 'usage/index' },
        { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'right' },
        { type: 'dropdown', label: 'More', className: 'more', items: [{ label: 'Forum', href: 'https://forum.example.org' }, { type: 'doc', docId: 'intro', label: 'Intro' }, { type: 'docSidebar', sidebarId: 'api' }, { type: 'html', value: '<hr />' }] },
        { type: 'html', value: '<span class="beta">Beta</span>', position: 'right' },
      ],
    },
  });
  t.deepEqual(config.navbar.items, [
    { label: 'News', to: '/news', position: 'left', kind: 'link' },
    { type: 'doc', docId: 'usage/index', position: 'left' },
    { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'right' },
    { type: 'dropdown', label: 'More', className: 'more', position: 'left', items: [{ label: 'Forum', href: 'https://forum.example.org' }, { type: 'doc', docId: 'intro', label: 'Intro' }, { type: 'docSidebar', sidebarId: 'api' }, { type: 'html', value: '<hr />' }] },
    { type: 'html', value: '<span class="beta">Beta</span>', position: 'right' },
  ]);
  t.like(config.navbar, { style: 'dark', logo: { srcDark: '/img/logo-dark.svg', href: 'https://geo.example.org', target: '_self' } });
});

test('valid: a footer of titled columns with HTML items, a logo, and sidebar and news options', (t) => {
  const config = parse({
    footer: {
      links: [
        { title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] },
        { items: [{ type: 'html', value: '<a href="https://x.example/badge"><img src="/img/badge.svg" alt="Badge" /></a>' }] },
      ],
      logo: { alt: 'Club', src: '/img/club.svg', srcDark: '/img/club-dark.svg', href: '/', width: 160, height: 40 },
    },
    docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
    news: { sidebarGroupByYear: false },
  });
  t.deepEqual(config.footer.links, [
    { title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] },
    { items: [{ type: 'html', value: '<a href="https://x.example/badge"><img src="/img/badge.svg" alt="Badge" /></a>' }] },
  ]);
  t.deepEqual(config.footer.logo, { alt: 'Club', src: '/img/club.svg', srcDark: '/img/club-dark.svg', href: '/', width: 160, height: 40 });
  t.deepEqual(config.docs.sidebar, { hideable: true, autoCollapseCategories: true });
  t.false(config.news?.sidebarGroupByYear);
});

test('converted: HTML in the copyright, html items and the announcement bar is sanitised as it is read', (t) => {
  const config = parse({
    footer: {
      copyright: 'Copyright © 2025 Geo. Built with <a href="https://tool.example" onclick="steal()">a tool</a><script>steal()</script>.',
      links: [{ type: 'html', value: '<a href="javascript:steal()">Bad</a>' }],
    },
    navbar: { items: [{ type: 'html', value: '<img src="/x.png" alt="x" onerror="steal()" />' }, { type: 'dropdown', label: 'More', items: [{ type: 'html', value: '<b style="x" onmouseover="y">b</b>' }] }] },
    announcementBar: { id: 'a', content: 'New! <a href="/news/release" onfocus="steal()">Read</a><iframe src="https://x.example"></iframe>' },
  });
  t.is(config.footer.copyright, 'Copyright © 2025 Geo. Built with <a href="https://tool.example">a tool</a>.');
  t.deepEqual(config.footer.links, [{ type: 'html', value: '<a>Bad</a>' }]);
  t.like(config.navbar.items[0], { value: '<img src="/x.png" alt="x" />' });
  t.like(config.navbar.items[1], { items: [{ value: '<b>b</b>' }] });
  t.is(config.announcementBar?.content, 'New! <a href="/news/release">Read</a>');
});

const rejected: Array<[string, Record<string, unknown>, Array<{ path: string; message: string; hint?: string }>]> = [
  ['a misspelt item type', { navbar: { items: [{ type: 'dropdwn', label: 'More', items: [] }] } }, [
    { path: 'navbar.items[0].type', message: 'expected one of link | dropdown | docsVersionDropdown | localeDropdown | docsVersion | doc | docSidebar | html', hint: "did you mean 'dropdown'? Allowed values: 'link', 'dropdown', 'docsVersionDropdown', 'localeDropdown', 'docsVersion', 'doc', 'docSidebar', 'html'" },
  ]],
  ['a dropdown item type the navbar has but a dropdown has not', { navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ type: 'dropdown', label: 'Nested', items: [] }] }] } }, [
    { path: 'navbar.items[0].items[0].type', message: 'expected one of link | doc | docSidebar | html', hint: "allowed values: 'link', 'doc', 'docSidebar', 'html'" },
  ]],
  ['an empty dropdown', { navbar: { items: [{ type: 'dropdown', label: 'More', items: [] }] } }, [{ path: 'navbar.items[0].items', message: 'must not be an empty list' }]],
  ['a doc item without its id, a sidebar item with a misspelt key', { navbar: { items: [{ type: 'doc', label: 'Intro' }, { type: 'docSidebar', sidebarID: 'guide' }] } }, [
    { path: 'navbar.items[0].docId', message: 'required' },
    { path: 'navbar.items[1].sidebarID', message: "unknown field 'sidebarID'", hint: 'remove it, or check the spelling — did you mean `sidebarId`?' },
  ]],
  ['a dropdown link pointing nowhere', { navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ label: 'Forum' }] }] } }, [
    { path: 'navbar.items[0].items[0]', message: "needs 'to' (a page on this site) or 'href' (an external URL)", hint: "add to: '/docs/intro' or href: 'https://example.com'" },
  ]],
  ['html that is not text', { navbar: { items: [{ type: 'html', value: 42 }] } }, [{ path: 'navbar.items[0].value', message: 'expected a string', hint: 'put the value in quotes to keep it as text' }]],
  ['a navbar style of its own', { navbar: { style: 'light' } }, [{ path: 'navbar.style', message: 'expected one of primary | dark', hint: "allowed values: 'primary', 'dark'" }]],
  ['a misspelt column key: the column is what was meant', { footer: { links: [{ titel: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }] } }, [
    { path: 'footer.links[0].titel', message: "unknown field 'titel'", hint: 'remove it, or check the spelling — did you mean `title`?' },
  ]],
  ['a link among columns', { footer: { links: [{ title: 'Docs', items: [] }, { label: 'Privacy', to: '/privacy' }] } }, [
    { path: 'footer.links[1]', message: 'a link among columns', hint: 'put every link in a column ({ title, items: [...] }), or write them all as one row of links' },
  ]],
  ['a footer logo without its source', { footer: { logo: { alt: 'Club' } } }, [{ path: 'footer.logo.src', message: 'required' }]],
];

for (const [name, input, expected] of rejected) {
  test(`rejected: ${name}`, (t) => {
    t.deepEqual(issues(input), expected);
  });
}
