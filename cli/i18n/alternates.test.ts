import test from 'ava';
import { escapeHtml } from '../escape-html.js';
import { SiteConfigSchema } from '../config/schema.js';
import { alternateTags, pageInLocales } from './alternates.js';
import { localeBuildConfig } from './locales.js';

const site = SiteConfigSchema.parse({
  title: 'Garden', url: 'https://garden.example', baseUrl: '/garden/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR'], localeConfigs: { fr: { htmlLang: 'fr-FR' } } },
});

test("a page's alternates: its route under every locale's base, absolute, the default locale's again as x-default", (t) => {
  const expected = [
    '<link rel="alternate" hreflang="en" href="https://garden.example/garden/docs/intro">',
    '<link rel="alternate" hreflang="fr-FR" href="https://garden.example/garden/fr/docs/intro">',
    '<link rel="alternate" hreflang="pt-BR" href="https://garden.example/garden/pt-BR/docs/intro">',
    '<link rel="alternate" hreflang="x-default" href="https://garden.example/garden/docs/intro">',
  ];
  t.deepEqual(alternateTags(site, '/docs/intro', escapeHtml), [...expected, '<meta property="og:locale:alternate" content="fr_FR">', '<meta property="og:locale:alternate" content="pt_BR">']);
  // A French page's build has the French base as its baseUrl: the alternates are the same; the other locales are English and Portuguese.
  t.deepEqual(alternateTags(localeBuildConfig(site, 'fr'), '/docs/intro', escapeHtml), [...expected, '<meta property="og:locale:alternate" content="en">', '<meta property="og:locale:alternate" content="pt_BR">']);
  t.deepEqual(pageInLocales(localeBuildConfig(site, 'pt-BR'), '/').map(({ locale, path }) => [locale.name, path]), [['en', '/garden'], ['fr', '/garden/fr'], ['pt-BR', '/garden/pt-BR']]);
});

test('a site of one locale has no alternates: its pages stay as they were', (t) => {
  const one = SiteConfigSchema.parse({ title: 'Jardin', url: 'https://jardin.example', i18n: { defaultLocale: 'fr' } });
  t.deepEqual(alternateTags(one, '/docs/intro', escapeHtml), []);
});
