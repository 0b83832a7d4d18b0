import test from 'ava';
import { makeMeta, makeRoute } from '../routes/route.js';
import { globToRegExp, renderSitemap } from './sitemap.js';

const route = (url: string, noindex = false) => makeRoute({ url, template: 'notFound', props: { site: {} as never }, meta: makeMeta({ title: url, noindex }) }, false);

test('ignore patterns drop a folder and everything below it', (t) => {
  const pattern = globToRegExp('/docs/business/**');
  t.true(pattern.test('/docs/business'));
  t.true(pattern.test('/docs/business/planning/metrics'));
  t.false(pattern.test('/docs/businesses'));
  t.false(pattern.test('/docs/user-guide/overview'));
});

test('the sitemap lists indexable routes with absolute URLs, minus ignored ones', (t) => {
  const xml = renderSitemap([route('/'), route('/docs/business/roadmap'), route('/docs/home/welcome'), route('/secret', true)], {
    siteUrl: 'https://geogardenclub.com', baseUrl: '/', ignorePatterns: ['/docs/business/**'], changefreq: 'weekly', priority: 0.5,
  });
  t.regex(xml, /<loc>https:\/\/geogardenclub\.com\/<\/loc>/);
  t.regex(xml, /<loc>https:\/\/geogardenclub\.com\/docs\/home\/welcome<\/loc>/);
  t.notRegex(xml, /business/);
  t.notRegex(xml, /secret/);
});
