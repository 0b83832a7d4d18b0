// The real site's docs: every route built, each page long enough to be worth reading, and the
// three sidebars where facts.md puts them. Builds the real site once into a temp folder.
import test from 'ava';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { anchors, element, sidebarName, sidebarOf } from './_docs-html.js';
import { REPO_ROOT, runCli } from './_site.js';
import { countWords, h3Headings } from './_word-count.js';

const DOCS = path.join(REPO_ROOT, 'content/docs');
const ROUTES = readFileSync(new URL('./_fixtures/routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/docs'));

/** Pages that carry the most weight get more words. */
const LONG_PAGES: Record<string, number> = {
  'home/welcome.md': 400,
  'user-guide/overview.md': 400,
  'user-guide/get-started/overview.md': 400,
  'user-guide/faq.md': 400,
  'user-guide/gardens.md': 400,
  'user-guide/plantings.md': 400,
  'develop/architecture.md': 400,
  'business/roadmap.md': 400,
};
const MIN_WORDS = 150;

const markdownFiles = fg.sync('**/*.md', { cwd: DOCS }).sort();
const source = (file: string): string => readFileSync(path.join(DOCS, file), 'utf8');

let dist: string;
const html = (route: string): string => readFileSync(path.join(dist, `${route}.html`), 'utf8');

test.before(async () => {
  dist = path.join(mkdtempSync(path.join(tmpdir(), 'garden-real-')), 'dist');
  const result = await runCli(['build', '--out', dist], REPO_ROOT);
  if (result.code !== 0) throw new Error(result.stderr);
});

test('the word counter skips front matter, code, tags and link targets', (t) => {
  const sample = '---\ntitle: Many words here\n---\n\nTwo words.\n\n```dart\nfinal lots = of(code);\n```\n\n<Tabs groupId="os">\nSee [the guide](../guide/a-very-long-path.md).\n\n| a | b |\n|---|---|\n';
  t.is(countWords(sample), 7);
});

test('the fixture lists the docs routes of the spec', (t) => {
  t.true(ROUTES.length > 90);
  t.true(ROUTES.includes('/docs') && ROUTES.includes('/docs/category/featured-gardeners') && ROUTES.includes('/docs/develop/releases/release-1.0/goals'));
});

test('every docs route of the spec is a real page in the build', (t) => {
  const missing = ROUTES.filter((route) => !existsSync(path.join(dist, `${route}.html`)));
  t.deepEqual(missing, []);
  for (const route of ROUTES) t.regex(html(route), /<h1>[^<]+<\/h1>/, route);
});

test('six featured gardener profiles are built and carded on the category page', (t) => {
  const profiles = readdirSync(path.join(dist, 'docs/featured-gardeners')).filter((file) => file.endsWith('.html'));
  t.is(profiles.length, 6);
  const cards = anchors(element(html('/docs/category/featured-gardeners'), /<ul class="cards"/));
  t.deepEqual(cards.map((card) => card.href).sort(), profiles.map((file) => `/docs/featured-gardeners/${file.replace(/\.html$/, '')}`).sort());
  t.true(cards.every((card) => card.text.length > 60), 'every card has a description');
});

for (const file of markdownFiles) {
  const minimum = LONG_PAGES[file] ?? MIN_WORDS;
  test(`${file} has at least ${minimum} words`, (t) => {
    const words = countWords(source(file));
    t.true(words >= minimum, `${words} words`);
  });
}

test('the FAQ asks at least 12 questions, each an h3', (t) => {
  const questions = h3Headings(source('user-guide/faq.md')).filter((heading) => heading.endsWith('?'));
  t.true(questions.length >= 12, `${questions.length} questions`);
});

test('home pages, featured gardeners and the user guide show the home sidebar; business and develop their own', (t) => {
  const areas: Array<[RegExp, string]> = [
    [/^\/docs(\/home\/|\/featured-gardeners\/|\/category\/|\/user-guide\/|$)/, 'home'],
    [/^\/docs\/business(\/|$)/, 'business'],
    [/^\/docs\/develop(\/|$)/, 'develop'],
  ];
  const profiles = readdirSync(path.join(dist, 'docs/featured-gardeners')).map((file) => `/docs/featured-gardeners/${file.replace(/\.html$/, '')}`);
  for (const route of [...ROUTES, ...profiles]) {
    const expected = areas.find(([pattern]) => pattern.test(route))?.[1];
    t.is(sidebarName(html(route)), expected, route);
  }
});

test('the home sidebar: home pages, then Featured Gardeners, then the user guide with Get Started inside it', (t) => {
  const sidebar = sidebarOf(html('/docs/home/welcome'));
  const hrefs = anchors(sidebar).map((a) => a.href);
  const at = (href: string) => hrefs.indexOf(href);
  t.is(hrefs[0], '/docs/home/welcome');
  const homePages = hrefs.filter((href) => href.startsWith('/docs/home/'));
  t.is(homePages.length, 8);
  t.true(homePages.every((href) => at(href) < at('/docs/category/featured-gardeners')));
  t.true(hrefs.filter((href) => href.startsWith('/docs/featured-gardeners/')).every((href) => at(href) > at('/docs/category/featured-gardeners') && at(href) < at('/docs/user-guide/overview')));
  t.true(at('/docs/user-guide/overview') < at('/docs/user-guide/get-started/overview'));
  // Get Started is a category nested in the User Guide category.
  const userGuide = element(sidebar, /<li class="sidebar-item sidebar-item-category"><a[^>]*href="\/docs\/user-guide\/overview"/);
  t.regex(userGuide, /<a[^>]*href="\/docs\/user-guide\/get-started\/overview"[^>]*>Get Started<\/a><details class="sidebar-category"/);
  t.true(ROUTES.filter((route) => route.startsWith('/docs/user-guide/')).every((route) => userGuide.includes(`href="${route}"`)), 'every user guide page is in the User Guide category');
});

test('the business and develop sidebars start at their overview and list every page of their area', (t) => {
  for (const area of ['business', 'develop']) {
    const hrefs = anchors(sidebarOf(html(`/docs/${area}`))).map((a) => a.href);
    t.is(hrefs[0], `/docs/${area}`);
    const pages = ROUTES.filter((route) => route.startsWith(`/docs/${area}`));
    t.deepEqual([...hrefs].sort(), [...pages].sort(), area);
  }
});

test('a doc page marks itself in the sidebar and opens the categories above it', (t) => {
  const page = html('/docs/user-guide/get-started/registration');
  const sidebar = sidebarOf(page);
  t.deepEqual(anchors(sidebar).filter((a) => a.current).map((a) => a.href), ['/docs/user-guide/get-started/registration']);
  t.regex(sidebar, /<a[^>]*href="\/docs\/user-guide\/get-started\/overview"[^>]*>Get Started<\/a><details class="sidebar-category" open="">/);
  const design = sidebarOf(html('/docs/develop/design/ids'));
  t.regex(design, /<details class="sidebar-category" open=""><summary[^>]*><span class="sidebar-category-label">Design<\/span>/);
  t.regex(design, /<details class="sidebar-category"><summary[^>]*><span class="sidebar-category-label">Releases<\/span>/);
});
