import test from 'ava';
import { validate, type FriendlyIssue } from '../diagnostics/zod-issues.js';
import { SiteConfigSchema, defineConfig, type SiteConfig } from './schema.js';

const MINIMAL = { title: 'Geo Garden Club', url: 'https://geo.example.org' };

function parse(config: Record<string, unknown>): SiteConfig {
  const result = validate(SiteConfigSchema, { ...MINIMAL, ...config });
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.path}: ${i.message}`).join('\n'));
  return result.data;
}

function issues(config: unknown): Array<Pick<FriendlyIssue, 'path' | 'message' | 'hint'>> {
  const result = validate(SiteConfigSchema, config);
  return result.ok ? [] : result.issues.map(({ path, message, hint }) => ({ path, message, ...(hint === undefined ? {} : { hint }) }));
}

test('a minimal config gets every default', (t) => {
  const config = parse({});
  t.like(config, {
    title: 'Geo Garden Club',
    url: 'https://geo.example.org',
    baseUrl: '/',
    trailingSlash: false,
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',
    staticDir: 'content/static',
    templatesDir: 'templates',
  });
  t.deepEqual(config.i18n, { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', path: 'i18n', localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr', path: 'en', calendar: 'gregory' } } });
  t.deepEqual(config.navbar, { title: 'Geo Garden Club', hideOnScroll: false, items: [] });
  t.deepEqual(config.footer, { style: 'light', links: [], copyright: '' });
  t.deepEqual(config.colorMode, { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
  t.deepEqual(config.docs, {
    id: 'default',
    path: 'content/docs',
    routeBasePath: 'docs',
    sidebarPath: 'content/docs/sidebars.ts',
    includeCurrentVersion: true,
    versions: {},
    versionsBuilt: [{ name: 'current', label: 'Next', routeBasePath: 'docs', path: 'content/docs', sidebarPath: 'content/docs/sidebars.ts', banner: undefined, badge: false, noIndex: false, className: undefined, isLast: true }],
    showLastUpdateTime: true,
    toc: { minLevel: 2, maxLevel: 3 },
    breadcrumbs: true,
    sidebarCollapsible: true,
    numberPrefixes: true,
    sidebar: { hideable: false, autoCollapseCategories: false },
  });
  t.deepEqual(config.news, {
    id: 'default',
    path: 'content/news',
    routeBasePath: 'news',
    title: 'News',
    description: undefined,
    postsPerPage: 10,
    sidebarCount: 10,
    sidebarTitle: 'Recent posts',
    sidebarGroupByYear: true,
    showReadingTime: false,
    feed: { types: ['rss', 'atom', 'json'], limit: 20 },
  });
  t.deepEqual(config.pages, { id: 'default', path: 'content/pages', routeBasePath: '' });
  t.deepEqual(config.sitemap, { ignorePatterns: [], changefreq: 'weekly', priority: 0.5 });
  t.deepEqual(config.markdown, { components: {}, languages: [], themes: { light: 'github-light', dark: 'github-dark' } });
  t.deepEqual(config.metadata, { keywords: [], description: undefined });
  t.is(config.announcementBar, undefined);
  t.is(config.analytics, undefined);
  t.deepEqual(config.redirects, []);
  t.deepEqual(config.customCss, []);
});

test('defaults fill in around given values, and derived defaults follow them', (t) => {
  const config = parse({
    tagline: 'Growing together',
    docs: { path: 'guides', toc: { maxLevel: 4 } },
    navbar: { items: [{ label: 'Docs', to: '/docs/intro' }, { label: 'GitHub', href: 'https://github.com/geo', position: 'right', kind: 'button' }] },
    analytics: { trackingId: 'G-123' },
  });
  t.is(config.docs.sidebarPath, 'guides/sidebars.ts');
  t.deepEqual(config.docs.toc, { minLevel: 2, maxLevel: 4 });
  t.is(config.news?.description, 'Growing together');
  t.is(config.metadata.description, 'Growing together');
  t.deepEqual(config.navbar.items, [
    { label: 'Docs', to: '/docs/intro', position: 'left', kind: 'link' },
    { label: 'GitHub', href: 'https://github.com/geo', position: 'right', kind: 'button' },
  ]);
  t.deepEqual(config.analytics, { trackingId: 'G-123', anonymizeIP: true });
});

const converted: Array<[string, Record<string, unknown>, (config: SiteConfig) => unknown, unknown]> = [
  ['url trailing slash is dropped', { url: 'https://geo.example.org/' }, (c) => c.url, 'https://geo.example.org'],
  ['routeBasePath slashes are dropped', { docs: { routeBasePath: '/guides/' } }, (c) => c.docs.routeBasePath, 'guides'],
  ['empty routeBasePath puts docs at the root', { docs: { routeBasePath: '' } }, (c) => c.docs.routeBasePath, ''],
  ['explicit sidebarPath wins', { docs: { sidebarPath: 'sidebars.ts' } }, (c) => c.docs.sidebarPath, 'sidebars.ts'],
  ['explicit navbar title wins', { navbar: { title: 'Geo' } }, (c) => c.navbar.title, 'Geo'],
  ['feeds can be turned off', { news: { feed: { types: [] } } }, (c) => c.news?.feed.types, []],
  ['news: [] is a site without news', { news: [] }, (c) => [c.news, c.collections.news], [undefined, []]],
  ['customFields pass through', { customFields: { bedCount: 12 } }, (c) => c.customFields, { bedCount: 12 }],
];

for (const [name, input, pick, expected] of converted) {
  test(`converted: ${name}`, (t) => {
    t.deepEqual(pick(parse(input)), expected);
  });
}

const rejected: Array<[string, unknown, Array<{ path: string; message: string; hint?: string }>]> = [
  ['missing title and url', {}, [{ path: 'title', message: 'required' }, { path: 'url', message: 'required' }]],
  ['wrong type inside a list', { ...MINIMAL, navbar: { items: [{ label: 'a', to: '/a' }, { label: 'b', to: '/b' }, { label: 'c', to: 42 }] } }, [
    { path: 'navbar.items[2].to', message: 'expected a string', hint: 'put the value in quotes to keep it as text' },
  ]],
  ['unknown key with a suggestion', { ...MINIMAL, taglin: 'hi' }, [{ path: 'taglin', message: "unknown field 'taglin'", hint: 'remove it, or check the spelling — did you mean `tagline`?' }]],
  ['unknown key differing in case', { ...MINIMAL, navbar: { hideonscroll: true } }, [
    { path: 'navbar.hideonscroll', message: "unknown field 'hideonscroll'", hint: 'remove it, or check the spelling — did you mean `hideOnScroll`?' },
  ]],
  ['unknown key without a close match lists the fields', { ...MINIMAL, colorMode: { sparkle: true } }, [
    { path: 'colorMode.sparkle', message: "unknown field 'sparkle'", hint: 'remove it; the fields allowed here are `defaultMode`, `disableSwitch`, `respectPrefersColorScheme`' },
  ]],
  ['bad enum lists the allowed values', { ...MINIMAL, onBrokenLinks: 'explode' }, [
    { path: 'onBrokenLinks', message: 'expected one of ignore | warn | throw', hint: "allowed values: 'ignore', 'warn', 'throw'" },
  ]],
  ['misspelt enum value gets a suggestion', { ...MINIMAL, onBrokenAnchors: 'thorw' }, [
    { path: 'onBrokenAnchors', message: 'expected one of ignore | warn | throw', hint: "did you mean 'throw'? Allowed values: 'ignore', 'warn', 'throw'" },
  ]],
  ['enum inside a list', { ...MINIMAL, news: { feed: { types: ['rss', 'xml'] } } }, [
    { path: 'news.feed.types[1]', message: 'expected one of rss | atom | json', hint: "allowed values: 'rss', 'atom', 'json'" },
  ]],
  ['url that is not absolute', { ...MINIMAL, url: 'geo.example.org' }, [
    { path: 'url', message: 'expected an absolute URL like https://example.com', hint: 'write the full address of the site, starting with https://' },
  ]],
  ['url with a path', { ...MINIMAL, url: 'https://example.org/garden' }, [
    { path: 'url', message: 'must not contain a path', hint: "set url to 'https://example.org' and baseUrl to '/garden/'" },
  ]],
  ['baseUrl without slashes', { ...MINIMAL, baseUrl: 'garden' }, [{ path: 'baseUrl', message: 'must start and end with /, like /garden/' }]],
  ['locale names and folders that would lead out of i18n/', { ...MINIMAL, i18n: { locales: ['en', '../fr', 'pt BR'], localeConfigs: { en: { path: 'en/../..' } } } }, [
    { path: 'i18n.locales[1]', message: 'a locale name is one folder name, like fr or pt-BR: letters, digits, - and _, with no /, .. or spaces', hint: "it names the locale's folder under i18n/, so it cannot lead anywhere else" },
    { path: 'i18n.locales[2]', message: 'a locale name is one folder name, like fr or pt-BR: letters, digits, - and _, with no /, .. or spaces', hint: "it names the locale's folder under i18n/, so it cannot lead anywhere else" },
    { path: 'i18n.localeConfigs.en.path', message: 'a locale path is one folder name, like fr or pt-BR: letters, digits, - and _, with no /, .. or spaces', hint: "it names the locale's folder under i18n/, so it cannot lead anywhere else" },
  ]],
  ['a language tag and a calendar Intl does not know', { ...MINIMAL, i18n: { localeConfigs: { en: { htmlLang: 'english please', calendar: 'lunar' } } } }, [
    { path: 'i18n.localeConfigs.en.htmlLang', message: 'expected a language tag like en or pt-BR' },
    { path: 'i18n.localeConfigs.en.calendar', message: 'expected a calendar Intl knows, like gregory, persian or islamic' },
  ]],
  ['a default locale the site does not list, and settings for another', { ...MINIMAL, i18n: { defaultLocale: 'de', locales: ['en', 'fr', 'en'], localeConfigs: { it: { label: 'Italiano' } } } }, [
    { path: 'i18n.defaultLocale', message: "'de' is not one of i18n.locales ('en', 'fr', 'en')", hint: "add 'de' to locales, or make one of them the default" },
    { path: 'i18n.locales[2]', message: "'en' is listed twice", hint: 'list each locale once' },
    { path: 'i18n.localeConfigs.it', message: "'it' is not one of i18n.locales ('en', 'fr', 'en')", hint: "add 'it' to locales, or remove its settings" },
  ]],
  ['a locale name that is no language tag, and two locales in one folder', { ...MINIMAL, i18n: { locales: ['en', 'en_GB', 'ko'], localeConfigs: { ko: { path: 'en_GB' } } } }, [
    { path: 'i18n.locales[1]', message: "'en_GB' is not a language tag, so it cannot be the pages' lang", hint: "set i18n.localeConfigs['en_GB'].htmlLang to its language tag, like ko or pt-BR" },
    { path: 'i18n.localeConfigs.ko.path', message: "'en_GB' is already the folder of locale 'en_GB'", hint: 'give each locale its own folder (localeConfigs[locale].path)' },
  ]],
  ['boolean given as text', { ...MINIMAL, trailingSlash: 'yes' }, [{ path: 'trailingSlash', message: 'expected true or false', hint: 'write true or false, without quotes' }]],
  ['list given as text', { ...MINIMAL, markdown: { languages: 'dart' } }, [{ path: 'markdown.languages', message: 'expected a list', hint: 'write a list, like [first, second]' }]],
  ['number out of range', { ...MINIMAL, sitemap: { priority: 2 }, news: { postsPerPage: 0 } }, [
    { path: 'news.postsPerPage', message: 'must be at least 1' },
    { path: 'sitemap.priority', message: 'must be at most 1' },
  ]],
  ['whole number wanted', { ...MINIMAL, news: { feed: { limit: 2.5 } } }, [{ path: 'news.feed.limit', message: 'expected a whole number' }]],
  ['toc levels reversed', { ...MINIMAL, docs: { toc: { minLevel: 4, maxLevel: 3 } } }, [{ path: 'docs.toc.maxLevel', message: 'must be at least minLevel (4)' }]],
  ['empty title', { ...MINIMAL, title: '' }, [{ path: 'title', message: 'must not be empty' }]],
  ['link with neither to nor href', { ...MINIMAL, footer: { links: [{ label: 'Home' }] } }, [
    { path: 'footer.links[0]', message: "needs 'to' (a page on this site) or 'href' (an external URL)", hint: "add to: '/docs/intro' or href: 'https://example.com'" },
  ]],
  ['link with both to and href', { ...MINIMAL, navbar: { items: [{ label: 'Home', to: '/', href: 'https://x.example' }] } }, [
    { path: 'navbar.items[0]', message: "has both 'to' and 'href'; keep one", hint: "'to' is for pages on this site, 'href' for other sites" },
  ]],
  ['internal link without a leading slash', { ...MINIMAL, navbar: { items: [{ label: 'Docs', to: 'docs/intro' }] } }, [
    { path: 'navbar.items[0].to', message: 'expected a path on this site starting with /, like /docs/intro', hint: "write it as '/docs/intro'" },
  ]],
  ['external link that is a path', { ...MINIMAL, navbar: { items: [{ label: 'Docs', href: '/docs' }] } }, [
    { path: 'navbar.items[0].href', message: 'expected an absolute URL like https://example.com', hint: 'for a page on this site, use `to` with a path like /docs/intro' },
  ]],
  ['announcement bar without an id', { ...MINIMAL, announcementBar: { content: 'Hi' } }, [{ path: 'announcementBar.id', message: 'required' }]],
  ['announcement colour that would break out of its <style>', { ...MINIMAL, announcementBar: { id: 'a', content: 'Hi', textColor: 'red}</style><script>' } }, [
    { path: 'announcementBar.textColor', message: 'expected a CSS colour, like #02695c or rgb(2 105 92)' },
  ]],
  ['markdown component named in lowercase', { ...MINIMAL, markdown: { components: { button: 'src/Button.tsx' } } }, [
    { path: 'markdown.components.button', message: 'a component name starts with a capital letter, like Button', hint: 'use the name written in the tags, like <Button />' },
  ]],
  ['config that is not an object', 'nope', [{ path: '', message: 'expected an object' }]],
  ['two docs sections sharing an id and a folder', { ...MINIMAL, docs: [{ path: 'content/docs' }, { path: 'content/docs', routeBasePath: 'community' }] }, [
    { path: 'docs[1].id', message: "'default' is already used by another section", hint: 'give each section its own id, like community' },
    { path: 'docs[1].path', message: "'content/docs' is already used by another section", hint: 'give each section its own folder, like content/community' },
  ]],
  ['a misspelt field in a docs section, which leaves it on the same routes as the first', { ...MINIMAL, docs: [{ id: 'a' }, { id: 'b', path: 'content/b', routBasePath: 'b' }] }, [
    { path: 'docs[1].routBasePath', message: "unknown field 'routBasePath'", hint: 'remove it, or check the spelling — did you mean `routeBasePath`?' },
    { path: 'docs[1].routeBasePath', message: "'docs' is already used by another section", hint: 'give each section its own routeBasePath, like community' },
  ]],
];

test("i18n: each locale gets Docusaurus's defaults from its language, and keeps what the config sets", (t) => {
  const { i18n } = parse({ i18n: { defaultLocale: 'fr', locales: ['fr', 'fa', 'he', 'pt-BR'], localeConfigs: { fr: { htmlLang: 'fr-FR' }, he: { label: 'Hebrew', direction: 'ltr', path: 'hebrew', calendar: 'hebrew' } } } });
  t.deepEqual(i18n.localeConfigs, {
    fr: { label: 'Français', htmlLang: 'fr-FR', direction: 'ltr', path: 'fr', calendar: 'gregory' },
    fa: { label: 'فارسی', htmlLang: 'fa', direction: 'rtl', path: 'fa', calendar: 'persian' },
    he: { label: 'Hebrew', htmlLang: 'he', direction: 'ltr', path: 'hebrew', calendar: 'hebrew' },
    'pt-BR': { label: 'Português (Brasil)', htmlLang: 'pt-BR', direction: 'ltr', path: 'pt-BR', calendar: 'gregory' },
  });
  t.is(i18n.defaultLocale, 'fr');
});

test('docs as a list: every section gets its defaults, and the first is the site docs', (t) => {
  const config = SiteConfigSchema.parse({ ...MINIMAL, docs: [{ id: 'docs', homeDoc: 'intro' }, { id: 'community', path: 'content/community', routeBasePath: '/community/', sidebarPath: 'sidebarsCommunity.ts' }] });
  t.deepEqual(config.collections.docs.map((section) => [section.id, section.path, section.routeBasePath, section.sidebarPath, section.homeDoc]), [
    ['docs', 'content/docs', 'docs', 'content/docs/sidebars.ts', 'intro'],
    ['community', 'content/community', 'community', 'sidebarsCommunity.ts', undefined],
  ]);
  t.is(config.collections.docs[0], config.docs);
  t.deepEqual(SiteConfigSchema.parse(MINIMAL).collections.docs, [SiteConfigSchema.parse(MINIMAL).docs]);
});

for (const [name, input, expected] of rejected) {
  test(`rejected: ${name}`, (t) => {
    t.deepEqual(issues(input), expected);
  });
}

test('zod wording never reaches the user', (t) => {
  const all = issues({ title: 3, url: 4, baseUrl: 5, navbar: { items: 'x', logo: { alt: 1 } }, docs: { toc: { minLevel: 'two' } }, colorMode: { defaultMode: 'dim' } });
  t.true(all.length >= 7);
  for (const issue of all) t.notRegex(issue.message, /Invalid|received|Unrecognized/, issue.message);
});

test('defineConfig returns its argument unchanged', (t) => {
  const input = { title: 'x', url: 'https://x.example' };
  t.is(defineConfig(input), input);
});

test('text the feeds carry may not hold a character XML cannot hold', (t) => {
  const found = issues({ ...MINIMAL, title: 'Geo\u0001', tagline: 'ok', news: { title: 'News\u0000', description: 'Notes\uFFFF', feed: { copyright: '\u001b[1m' } } });
  t.deepEqual(found.map((issue) => `${issue.path}: ${issue.message}`), [
    'title: contains the control character U+0001',
    'news.title: contains the control character U+0000',
    'news.description: contains the noncharacter U+FFFF',
    'news.feed.copyright: contains the control character U+001B',
  ]);
  t.deepEqual(issues({ ...MINIMAL, title: '' }).map((issue) => issue.path), ['title'], 'an empty title is still refused');
});

test('every URL the config writes into pages allows only http(s), mailto, tel, paths and fragments', (t) => {
  const evil = 'javascript:alert(1)';
  const found = issues({
    ...MINIMAL,
    favicon: evil,
    metadata: { image: evil },
    navbar: { logo: { alt: 'Logo', src: evil, srcDark: 'jav&#x09;ascript:x' }, items: [{ label: 'Evil', href: evil }] },
    footer: { links: [{ label: 'Evil', href: 'JavaScript:alert(1)' }, { label: 'Mail', href: 'mailto:ruth@example.com' }] },
    docs: { editUrl: evil },
  });
  t.deepEqual(found.map((issue) => `${issue.path}: ${issue.message}`), [
    "favicon: 'javascript:' URLs are not allowed",
    "metadata.image: 'javascript:' URLs are not allowed",
    "navbar.logo.src: 'javascript:' URLs are not allowed",
    "navbar.logo.srcDark: 'javascript:' URLs are not allowed",
    "navbar.items[0].href: 'javascript:' URLs are not allowed",
    "footer.links[0].href: 'javascript:' URLs are not allowed",
    "docs.editUrl: 'javascript:' URLs are not allowed",
  ]);
});
