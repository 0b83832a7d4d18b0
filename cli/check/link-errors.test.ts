import test from 'ava';
import type { LinkFinding } from './links.js';
import { toLinkErrors } from './link-errors.js';
import { valueLines, writtenLinkLines, type OriginSources } from './origins.js';

function finding(partial: Partial<LinkFinding> & { href: string; page: string }): LinkFinding {
  return { kind: 'link', attribute: 'href', tag: 'a', target: partial.href.split('#')[0] ?? '', fragment: undefined, suggestion: undefined, ...partial };
}

const CONFIG_TEXT = "export default defineConfig({\n  navbar: {\n    items: [\n      { label: 'About', to: '/docs/abot' },\n    ],\n  },\n});\n";

const SOURCES: OriginSources = {
  pageSources: new Map([['/docs/intro', 'content/docs/intro.md'], ['/news/2025/03/01/first', 'content/news/2025-03-01-first.md']]),
  markdown: new Map([
    ['content/docs/intro.md', { sourcePath: 'content/docs/intro.md', text: '---\ntitle: Intro\n---\n\n![Bed](/img/bed.png)\n\n[gone](/docs/gone)\n\n<img src="/img/plan.png" />\n\nBeds / rows\n', links: [{ href: '/docs/gone', line: 7 }] }],
    ['content/news/2025-03-01-first.md', { sourcePath: 'content/news/2025-03-01-first.md', text: '---\ntitle: First\n---\n\nSee [beds](/docs/intro#bedz).\n', links: [{ href: '/docs/intro#bedz', line: 5 }], listedHtml: '<p>See <a href="/docs/intro#bedz">beds</a>.</p>' }],
  ]),
  config: { file: 'site.config.ts', text: CONFIG_TEXT, items: [{ href: '/docs/abot', where: "navbar.items[0] 'About'" }] },
  texts: () => [{ file: 'content/docs/sidebars.ts', text: "export default {\n  docs: [\n    { type: 'link', label: 'Old', href: '/docs/old' },\n  ],\n};\n" }],
  theme: () => [{ file: 'templates/parts/navbar.tsx', text: "const home = '/';\n<a href={withBase(site.baseUrl, '/docs/start')}>Start</a>\n<a href='/'>Home</a>\n" }],
};
const SEVERITIES = { link: 'error', anchor: 'warning' } as const;

const lines = (findings: LinkFinding[]) => toLinkErrors(findings, SOURCES, SEVERITIES, 3).map((error) => `${error.severity} ${error.location}  ${error.message}`);

test('a markdown link names its file and line and the page it breaks', (t) => {
  const [error] = toLinkErrors([finding({ href: '/docs/gone', page: '/docs/intro', suggestion: '/docs/intro' })], SOURCES, SEVERITIES, 3);
  t.is(`${error?.severity} ${error?.location}  ${error?.message}`, 'error content/docs/intro.md:7  broken link to /docs/gone (on /docs/intro)');
  t.is(error?.hint, "did you mean /docs/intro? nothing is built at /docs/gone; link to a page's route (like /docs/intro), a markdown file (./intro.md) or a file in the static folder.");
  t.is(error?.code, 'links/broken');
});

test('an image the markdown stage did not record is found by its text', (t) => {
  t.deepEqual(lines([finding({ href: '/img/bed.png', page: '/docs/intro', tag: 'img', attribute: 'src' })]), ['error content/docs/intro.md:5  missing image /img/bed.png (on /docs/intro)']);
});

test('a navbar link broken on every page is one error naming the config item and its line', (t) => {
  const findings = ['/', '/docs/intro', '/news'].map((page) => finding({ href: '/docs/abot', page }));
  t.deepEqual(lines(findings), ["error site.config.ts:4  navbar.items[0] 'About': broken link to /docs/abot (on every page)"]);
});

test('a post excerpt on list pages points at the post, once, with the pages it shows on', (t) => {
  const findings = ['/news', '/news/tags/beds'].map((page) => finding({ kind: 'anchor', href: '/docs/intro#bedz', page, target: '/docs/intro', fragment: 'bedz', suggestion: 'beds' }));
  const errors = toLinkErrors(findings, SOURCES, SEVERITIES, 3);
  t.deepEqual(errors.map((error) => `${error.severity} ${error.location}  ${error.message}`), ['warning content/news/2025-03-01-first.md:5  broken anchor /docs/intro#bedz: no id "bedz" on /docs/intro (on /news and 1 other page)']);
  t.regex(errors[0]?.hint ?? '', /^did you mean #beds\?/);
});

test('a sidebar link is found in the sidebars file', (t) => {
  t.deepEqual(lines([finding({ href: '/docs/old', page: '/docs/intro' }), finding({ href: '/docs/old', page: '/news' })]), ['error content/docs/sidebars.ts:3  broken link to /docs/old (on /docs/intro and 1 other page)']);
});

test('a link the theme writes in one place names that component, once for all its pages', (t) => {
  const [error, ...rest] = toLinkErrors(['/docs/intro', '/news'].map((page) => finding({ href: '/docs/start', page })), SOURCES, SEVERITIES, 3);
  t.is(`${error?.location}  ${error?.message}`, 'templates/parts/navbar.tsx:2  the theme links to /docs/start on /docs/intro and 1 other page');
  t.regex(error?.hint ?? '', /comes from the theme \(templates\/parts\/navbar\.tsx\)/);
  t.deepEqual(rest, []);
});

test('a link to / that the theme writes on every page is one error for the theme, never a markdown line with a / in it', (t) => {
  const errors = toLinkErrors(['/docs/intro', '/news', '/news/2025/03/01/first'].map((page) => finding({ href: '/', page })), SOURCES, SEVERITIES, 3);
  t.deepEqual(errors.map((error) => `${error.location}  ${error.message}`), ['  the theme links to / on every page (3 pages)']);
  t.is(errors[0]?.hint, "nothing is built at /; link to a page's route (like /docs/intro), a markdown file (./intro.md) or a file in the static folder. It is in no content or config file, so it comes from the theme (templates/).");
});

test('a link found in no file is the theme\'s', (t) => {
  const [error] = toLinkErrors([finding({ href: '/docs/nowhere', page: '/news' })], SOURCES, SEVERITIES, 3);
  t.is(error?.location, '');
  t.is(error?.message, 'the theme links to /docs/nowhere on /news');
  t.regex(error?.hint ?? '', /comes from the theme \(templates\/\)/);
});

test('a kind whose severity is ignore is dropped', (t) => {
  t.deepEqual(toLinkErrors([finding({ href: '/docs/gone', page: '/docs/intro' })], SOURCES, { link: undefined, anchor: 'warning' }, 3), []);
});

test('markdown lines are blamed only where they write the link itself', (t) => {
  const text = '[a](/docs)\n[b](/docs/intro)\n<img src="/img/a.png" />\n<a href="/docs">c</a>\n[d]: /docs\n![e](/docs "title")\nBeds / rows and /docs in text\n[f](</docs>)\n';
  t.deepEqual(writtenLinkLines(text, '/docs'), [1, 4, 5, 6, 8]);
  t.deepEqual(writtenLinkLines(text, '/'), []);
  t.deepEqual(writtenLinkLines('![x](/img/tomàte.png)', '/img/tom%C3%A0te.png'), [1]);
});

test('a srcset candidate is blamed on its line, a URL that merely contains it is not', (t) => {
  const text = '<img srcset="/img/a.png 1x, /img/b.png 2x">\n<img srcset=\'/img/b.png\'>\n<img srcset="/img/b.png.webp 2x">\n<p>/img/b.png in text</p>\n';
  t.deepEqual(writtenLinkLines(text, '/img/b.png'), [1, 2]);
});

test('data and code files are blamed only where they write the link as a whole value', (t) => {
  t.deepEqual(valueLines("to: '/docs'\nhref: \"/docs/intro\"\nurl: /docs\nx = `/docs`\nconst y = '/docs/' + z;\nif (a !== '/') b();\n", '/docs'), [1, 3, 4]);
});

test('a broken anchor the theme writes says which id is missing', (t) => {
  const [error] = toLinkErrors([finding({ kind: 'anchor', href: '/docs/intro#top-of-page', page: '/news', target: '/docs/intro', fragment: 'top-of-page' })], SOURCES, SEVERITIES, 3);
  t.is(`${error?.severity} ${error?.message}`, 'warning the theme links to /docs/intro#top-of-page (no id "top-of-page" on /docs/intro) on /news');
});
