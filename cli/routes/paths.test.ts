import test from 'ava';
import { joinRoute, normalizeRoute, routeToOutFile, withBaseUrl } from './paths.js';

const ROUTE_FILES: Array<[string, string]> = [
  ['/', 'index.html'],
  ['/pricing', 'pricing.html'],
  ['/docs', 'docs.html'],
  ['/docs/home/welcome', 'docs/home/welcome.html'],
  ['/news/page/2', 'news/page/2.html'],
  ['/docs/user-guide/', 'docs/user-guide.html'],
];

for (const [route, file] of ROUTE_FILES) {
  test(`route ${route} is written to ${file}`, (t) => {
    t.is(routeToOutFile(route), file);
  });
}

test('a route can sit beside a folder of the same name', (t) => {
  t.is(routeToOutFile('/docs'), 'docs.html');
  t.true(routeToOutFile('/docs/intro').startsWith('docs/'));
});

test('with trailing slashes on, routes become folders', (t) => {
  t.is(routeToOutFile('/docs/intro', true), 'docs/intro/index.html');
  t.is(routeToOutFile('/', true), 'index.html');
});

test('routes are normalised: one leading slash, no trailing slash, no doubled slashes', (t) => {
  t.is(normalizeRoute('docs//intro/'), '/docs/intro');
  t.is(normalizeRoute(''), '/');
  t.is(joinRoute('docs', '', 'category/', '/featured'), '/docs/category/featured');
});

test("'.' parts of a route are dropped; '..' and dot-names are kept for the path check", (t) => {
  t.is(joinRoute('docs', 'guides', './beds'), '/docs/guides/beds');
  t.is(normalizeRoute('/./'), '/');
  t.is(normalizeRoute('/docs/.'), '/docs');
  t.is(normalizeRoute('/docs/../x'), '/docs/../x');
  t.is(normalizeRoute('/docs/.well-known'), '/docs/.well-known');
});

test('baseUrl prefixes internal routes only', (t) => {
  t.is(withBaseUrl('/', '/docs'), '/docs');
  t.is(withBaseUrl('/garden/', '/docs'), '/garden/docs');
  t.is(withBaseUrl('/garden/', 'https://example.com'), 'https://example.com');
});
