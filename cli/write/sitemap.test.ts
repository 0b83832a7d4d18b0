import test from 'ava';
import { makeMeta, makeRoute } from '../routes/route.js';
import { SiteConfigSchema } from '../config/schema.js';
import { localeBuildConfig } from '../i18n/locales.js';
import { globToRegExp, renderSitemap, sitemapLocales } from './sitemap.js';

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
    siteUrl: 'https://geogardenclub.com', locales: [{ htmlLang: 'en', baseUrl: '/' }], ignorePatterns: ['/docs/business/**'], changefreq: 'weekly', priority: 0.5,
  });
  t.regex(xml, /<loc>https:\/\/geogardenclub\.com\/<\/loc>/);
  t.regex(xml, /<loc>https:\/\/geogardenclub\.com\/docs\/home\/welcome<\/loc>/);
  t.notRegex(xml, /business/);
  t.notRegex(xml, /secret/);
});

test('a site of several locales lists each route in every locale, each entry naming its versions in the others and x-default', (t) => {
  const config = SiteConfigSchema.parse({ title: 'Garden', url: 'https://garden.example', baseUrl: '/garden/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { htmlLang: 'fr-FR' } } } });
  const xml = renderSitemap([route('/'), route('/docs/intro'), route('/secret', true)], { siteUrl: config.url, locales: sitemapLocales(config), ...config.sitemap });
  const entries = xml.match(/<url>.*?<\/url>/g) ?? [];
  t.deepEqual(entries.map((entry) => /<loc>(.*?)<\/loc>/.exec(entry)?.[1]), [
    'https://garden.example/garden', 'https://garden.example/garden/docs/intro',
    'https://garden.example/garden/fr', 'https://garden.example/garden/fr/docs/intro',
  ]);
  const alternates = [
    '<xhtml:link rel="alternate" hreflang="en" href="https://garden.example/garden/docs/intro"/>',
    '<xhtml:link rel="alternate" hreflang="fr-FR" href="https://garden.example/garden/fr/docs/intro"/>',
    '<xhtml:link rel="alternate" hreflang="x-default" href="https://garden.example/garden/docs/intro"/>',
  ].join('');
  t.true(entries[1]?.includes(alternates));
  t.true(entries[3]?.includes(alternates));
  t.regex(xml, /<urlset [^>]*xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
});

test('from a locale\'s own build config, the sitemap still lists every locale at its place', (t) => {
  const site = SiteConfigSchema.parse({ title: 'Garden', url: 'https://garden.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } });
  t.deepEqual(sitemapLocales(localeBuildConfig(site, 'fr')), [{ htmlLang: 'en', baseUrl: '/' }, { htmlLang: 'fr', baseUrl: '/fr/' }]);
  t.deepEqual(sitemapLocales(SiteConfigSchema.parse({ title: 'Jardin', url: 'https://jardin.example', i18n: { defaultLocale: 'fr' } })), [{ htmlLang: 'fr', baseUrl: '/' }]);
});
