import test from 'ava';
import path from 'node:path';
import { buildInMemory, makeSite, MINIMAL_SITE } from '../../test/_site.js';
import { makeMeta, makeRoute } from '../routes/route.js';
import { SiteConfigSchema } from '../config/schema.js';
import { localeBuildConfig } from '../i18n/locales.js';
import { globToRegExp, renderRobots, renderSitemap, sitemapLocales } from './sitemap.js';

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
    siteUrl: 'https://geogardenclub.com', locale: { htmlLang: 'en', baseUrl: '/' }, locales: [{ htmlLang: 'en', baseUrl: '/' }], ignorePatterns: ['/docs/business/**'], changefreq: 'weekly', priority: 0.5,
  });
  t.regex(xml, /<loc>https:\/\/geogardenclub\.com\/<\/loc>/);
  t.regex(xml, /<loc>https:\/\/geogardenclub\.com\/docs\/home\/welcome<\/loc>/);
  t.notRegex(xml, /business/);
  t.notRegex(xml, /secret/);
});

test("each locale's sitemap lists its own pages, each entry naming its versions in every locale and x-default", (t) => {
  const config = SiteConfigSchema.parse({ title: 'Garden', url: 'https://garden.example', baseUrl: '/garden/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { htmlLang: 'fr-FR' } } } });
  const routes = [route('/'), route('/docs/intro'), route('/secret', true)];
  const sitemapOf = (built: typeof config) => renderSitemap(routes, { siteUrl: built.url, ...sitemapLocales(built), ...built.sitemap });
  const alternates = [
    '<xhtml:link rel="alternate" hreflang="en" href="https://garden.example/garden/docs/intro"/>',
    '<xhtml:link rel="alternate" hreflang="fr-FR" href="https://garden.example/garden/fr/docs/intro"/>',
    '<xhtml:link rel="alternate" hreflang="x-default" href="https://garden.example/garden/docs/intro"/>',
  ].join('');
  for (const [built, base] of [[config, 'https://garden.example/garden'], [localeBuildConfig(config, 'fr'), 'https://garden.example/garden/fr']] as const) {
    const xml = sitemapOf(built);
    const entries = xml.match(/<url>.*?<\/url>/g) ?? [];
    t.deepEqual(entries.map((entry) => /<loc>(.*?)<\/loc>/.exec(entry)?.[1]), [base, `${base}/docs/intro`]);
    t.true(entries[1]?.includes(alternates));
    t.regex(xml, /<urlset [^>]*xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
  }
});

test("robots.txt is the default locale's, naming every locale's sitemap; another locale's build writes none", (t) => {
  const config = SiteConfigSchema.parse({ title: 'Garden', url: 'https://garden.example', baseUrl: '/garden/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } });
  t.is(renderRobots(config), 'User-agent: *\nAllow: /\n\nSitemap: https://garden.example/garden/sitemap.xml\nSitemap: https://garden.example/garden/fr/sitemap.xml\n');
  t.is(renderRobots(localeBuildConfig(config, 'fr')), undefined);
  t.is(renderRobots(SiteConfigSchema.parse({ title: 'Garden', url: 'https://garden.example' })), 'User-agent: *\nAllow: /\n\nSitemap: https://garden.example/sitemap.xml\n');
});

test("from a locale's own build config, the sitemap lists that locale's pages, naming every locale at its place", (t) => {
  const site = SiteConfigSchema.parse({ title: 'Garden', url: 'https://garden.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } });
  t.deepEqual(sitemapLocales(localeBuildConfig(site, 'fr')), { locale: { htmlLang: 'fr', baseUrl: '/fr/' }, locales: [{ htmlLang: 'en', baseUrl: '/' }, { htmlLang: 'fr', baseUrl: '/fr/' }] });
  const french = { htmlLang: 'fr', baseUrl: '/' };
  t.deepEqual(sitemapLocales(SiteConfigSchema.parse({ title: 'Jardin', url: 'https://jardin.example', i18n: { defaultLocale: 'fr' } })), { locale: french, locales: [french] });
});

test("a robots.txt of the site's static folder is the one published, not replaced by the generated one", async (t) => {
  const root = makeSite({ ...MINIMAL_SITE, 'content/static/robots.txt': 'User-agent: *\nDisallow: /drafts/\n' });
  const writer = await buildInMemory(root);
  t.is(writer.files.get('robots.txt'), `copy of ${path.join(root, 'content/static/robots.txt')}`);
});
