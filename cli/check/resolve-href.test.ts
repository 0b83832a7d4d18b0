import test from 'ava';
import { resolveHref, type ResolvedHref } from './resolve-href.js';
import { SiteFiles } from './site-files.js';

const internal = (path: string, fragment?: string): ResolvedHref => ({ kind: 'internal', path, fragment });

const cases: Array<[string, string, string, string, ResolvedHref]> = [
  // [name, href, page served at, baseUrl, expected]
  ['site-root path', '/docs/intro', '/news', '/', internal('/docs/intro')],
  ['query and fragment', '/docs/intro?ref=nav#beds', '/news', '/', internal('/docs/intro', 'beds')],
  ['fragment only: the page itself', '#beds', '/docs/intro', '/', internal('/docs/intro', 'beds')],
  ['query only: the page itself', '?page=2', '/news', '/', internal('/news')],
  ['relative to an extensionless page', 'tomatoes', '/docs/crops/beans', '/', internal('/docs/crops/tomatoes')],
  ['relative with ..', '../home/team#ruth', '/docs/crops/beans', '/', internal('/docs/home/team', 'ruth')],
  ['relative to a trailing-slash page', 'tomatoes', '/docs/crops/', '/', internal('/docs/crops/tomatoes')],
  ['dot segments in a site-root path', '/docs/./crops/../intro', '/', '/', internal('/docs/intro')],
  ['percent-encoded path and fragment decoded', '/img/bed%20plan.png#caf%C3%A9', '/', '/', internal('/img/bed plan.png', 'café')],
  ['baseUrl stripped', '/garden/docs/intro', '/garden/news', '/garden/', internal('/docs/intro')],
  ['the baseUrl itself is the home page', '/garden', '/garden/news', '/garden/', internal('/')],
  ['a route written without the baseUrl is taken as is', '/docs/intro', '/garden/news', '/garden/', internal('/docs/intro')],
  ['relative under a baseUrl', 'intro', '/garden/docs/beds', '/garden/', internal('/docs/intro')],
  ['https', 'https://example.com/x', '/', '/', { kind: 'external' }],
  ['protocol-relative', '//cdn.example.com/x.js', '/', '/', { kind: 'external' }],
  ['mailto', 'mailto:support@example.com', '/', '/', { kind: 'external' }],
  ['tel', 'tel:+15551234', '/', '/', { kind: 'external' }],
  ['data', 'data:image/png;base64,AAAA', '/', '/', { kind: 'external' }],
  ['javascript', 'javascript:void(0)', '/', '/', { kind: 'external' }],
  ['empty', '', '/', '/', { kind: 'external' }],
];

for (const [name, href, page, baseUrl, expected] of cases) {
  test(`resolveHref: ${name}`, (t) => {
    t.deepEqual(resolveHref(href, page, baseUrl), expected);
  });
}

test('resolveHref: links written in full to the site own domain are external, as in Docusaurus', (t) => {
  t.deepEqual(resolveHref('https://garden.example/playground', '/', '/'), { kind: 'external' });
  t.deepEqual(resolveHref('https://garden.example/docs/intro#beds', '/', '/'), { kind: 'external' });
});

test('SiteFiles serves a page at its route and at its .html, /index.html and trailing-slash forms', (t) => {
  const files = new SiteFiles(['index.html', 'docs.html', 'docs/intro.html', 'news/index.html', 'img/logo.svg', '404.html']);
  for (const [sitePath, file] of [
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/docs', 'docs.html'],
    ['/docs/', 'docs.html'],
    ['/docs/intro', 'docs/intro.html'],
    ['/docs/intro.html', 'docs/intro.html'],
    ['/docs/intro/index.html', 'docs/intro.html'],
    ['/docs/intro/', 'docs/intro.html'],
    ['/news', 'news/index.html'],
    ['/news/', 'news/index.html'],
    ['/news.html', 'news/index.html'],
    ['/img/logo.svg', 'img/logo.svg'],
    ['/404.html', '404.html'],
  ] as const) {
    t.is(files.fileFor(sitePath), file, sitePath);
  }
  for (const missing of ['/docs/outro', '/img/logo.png', '/img', '/docs/intro.htm']) t.is(files.fileFor(missing), undefined, missing);
});

test("resolveHref: a link into another locale's pages is the same route here, its fragment unchecked", (t) => {
  // The default locale's build, at /garden/, with French and German at /garden/fr/ and /garden/de/.
  const others = ['/garden/fr/', '/garden/de/'];
  t.deepEqual(resolveHref('/garden/fr/docs/intro#semis', '/garden/news', '/garden/', others), internal('/docs/intro'));
  t.deepEqual(resolveHref('/garden/fr', '/garden/news', '/garden/', others), internal('/'));
  t.deepEqual(resolveHref('/garden/docs/intro#beds', '/garden/news', '/garden/', others), internal('/docs/intro', 'beds'));
  // The French build: its own pages as before; the default locale's, under the shorter base, are another locale's.
  const fromFrench = ['/garden/', '/garden/de/'];
  t.deepEqual(resolveHref('/garden/fr/docs/intro#semis', '/garden/fr/news', '/garden/fr/', fromFrench), internal('/docs/intro', 'semis'));
  t.deepEqual(resolveHref('/garden/docs/intro#beds', '/garden/fr/news', '/garden/fr/', fromFrench), internal('/docs/intro'));
  t.deepEqual(resolveHref('/garden/de/news#x', '/garden/fr/news', '/garden/fr/', fromFrench), internal('/news'));
  // The default locale at the root holds every path: only a longer base takes a link away from it.
  t.deepEqual(resolveHref('/fr/docs/intro#semis', '/news', '/', ['/fr/']), internal('/docs/intro'));
  t.deepEqual(resolveHref('/france/visit#x', '/news', '/', ['/fr/']), internal('/france/visit', 'x'));
});
