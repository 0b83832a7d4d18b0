import test from 'ava';
import { checkLinks, linkedPage, type LinkCheckOptions, type LinkedPage } from './links.js';

const OPTIONS: LinkCheckOptions = { baseUrl: '/', trailingSlash: false, skip: [], checkLinks: true, checkAnchors: true };

function page(url: string, outFile: string, body: string): LinkedPage {
  return linkedPage({ url, outFile, html: `<!doctype html>\n<html><head><link rel="stylesheet" href="/assets/main-Q2W3E4R5.css"></head><body>${body}</body></html>` });
}

const SITE: LinkedPage[] = [
  page('/', 'index.html', '<a href="/docs/intro">Docs</a>'),
  page('/docs/intro', 'docs/intro.html', '<h2 id="beds">Beds</h2><a name="legacy"></a><nav><a href="#beds">Beds</a></nav>'),
  page('/news', 'news.html', '<a href="/news/page/2">Older</a>'),
  page('/news/page/2', 'news/page/2.html', '<a href="/news">Newer</a>'),
  page('/404', '404.html', '<a href="/">Home</a>'),
];
const FILES = ['assets/main-Q2W3E4R5.css', 'img/logo.svg', 'news/rss.xml', 'sitemap.xml', 'robots.txt'];

function check(body: string, options: Partial<LinkCheckOptions> = {}) {
  return checkLinks([...SITE, page('/docs/test', 'docs/test.html', body)], FILES, { ...OPTIONS, ...options });
}

test('no false positives: pages in every form, anchors, names, files, queries, feeds and other schemes', (t) => {
  const body = [
    '<a href="/docs/intro">a</a>', '<a href="/docs/intro.html">b</a>', '<a href="/docs/intro/index.html">c</a>', '<a href="/docs/intro/">d</a>',
    '<a href="/docs/intro#beds">e</a>', '<a href="/docs/intro#legacy">f</a>', '<a href="intro#beds">g</a>', '<a href="/docs/intro?tab=ios#beds">h</a>',
    '<a href="/news/page/2">i</a>', '<a href="/news/rss.xml">j</a>', '<a href="/sitemap.xml">k</a>', '<a href="/404.html">l</a>',
    '<img src="/img/logo.svg" srcset="/img/logo.svg 2x">', '<a href="#">top</a>', '<a href="#top">top</a>', '<a href="#own">own</a><h3 id="own">Own</h3>',
    '<a href="mailto:a@b.c">m</a>', '<a href="tel:+1555">t</a>', '<a href="https://example.com/missing">x</a>', '<img src="data:image/gif;base64,R0lGOD">',
    '<a href="/">home</a>', '<a href="/?utm=1">home</a>',
  ].join('');
  t.deepEqual(check(body), []);
});

test('a missing page, a missing image and a missing anchor, each with what it resolved to and a near miss', (t) => {
  const findings = check('<a href="/docs/intr">a</a><img src="/img/logo.png"><a href="/docs/intro#bed">c</a><a href="#nowhere">d</a>');
  t.like(findings[0], { kind: 'link', page: '/docs/test', href: '/docs/intr', tag: 'a', target: '/docs/intr', suggestion: '/docs/intro' });
  t.like(findings[1], { kind: 'link', href: '/img/logo.png', tag: 'img', attribute: 'src' });
  t.like(findings[2], { kind: 'anchor', href: '/docs/intro#bed', target: '/docs/intro', fragment: 'bed', suggestion: 'beds' });
  t.like(findings[3], { kind: 'anchor', href: '#nowhere', target: '/docs/test' });
  t.is(findings.length, 4);
});

test('a link repeated on one page is reported once for that page', (t) => {
  t.is(check('<a href="/gone">a</a><a href="/gone">b</a>').length, 1);
});

test('fragments on files that are not pages are not checked', (t) => {
  t.deepEqual(check('<a href="/news/rss.xml#item-2">a</a>'), []);
});

test('onBrokenLinks: ignore and onBrokenAnchors: ignore turn their kind of check off', (t) => {
  const body = '<a href="/gone">a</a><a href="/docs/intro#gone">b</a>';
  t.deepEqual(check(body, { checkLinks: false }).map((finding) => finding.kind), ['anchor']);
  t.deepEqual(check(body, { checkAnchors: false }).map((finding) => finding.kind), ['link']);
});

test('the skip list leaves matching links alone', (t) => {
  t.deepEqual(check('<a href="/api/v1/status">a</a><a href="/app/login">b</a>', { skip: [/^\/api\//, /login$/] }), []);
});

test('under a baseUrl, links with it resolve to the pages of the build', (t) => {
  t.deepEqual(check('<a href="/garden/docs/intro#beds">a</a><img src="/garden/img/logo.svg"><a href="/garden/">c</a>', { baseUrl: '/garden/' }), []);
  t.like(check('<a href="/garden/docs/gone">a</a>', { baseUrl: '/garden/' })[0], { target: '/docs/gone' });
});

test('pages sharing one link object (as one link table makes them) are each judged: a broken shared link is reported on every page', (t) => {
  // "#here" is fine on the first page and broken on the second: a relative link is judged per page.
  const pages = [page('/docs/b', 'docs/b.html', '<h2 id="here">Here</h2><a href="/docs/intro">ok</a><a href="/docs/gone">x</a><a href="#here">h</a>'), page('/docs/a', 'docs/a.html', '')];
  const [first, second] = pages as [LinkedPage, LinkedPage];
  // The second page carries the first page's very objects, as pages scanned with one LinkTable do.
  second.links = first.links;
  const findings = checkLinks([...SITE, ...pages], FILES, OPTIONS);
  t.deepEqual(findings.map((finding) => `${finding.page} ${finding.href}`), ['/docs/b /docs/gone', '/docs/a /docs/gone', '/docs/a #here']);
});
