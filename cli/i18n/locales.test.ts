import test from 'ava';
import { builtLocale, localeBaseUrl, localeBuildConfig, otherLocaleBases, siteBaseUrl, siteLocales } from './locales.js';
import { I18nSchema } from '../config/i18n-schema.js';

const config = (baseUrl: string) => ({ baseUrl, i18n: I18nSchema.parse({ defaultLocale: 'en', locales: ['fr', 'en', 'fa'], localeConfigs: { fr: { label: 'Français (France)' } } }) });

test('the default locale is at the base URL and every other in a folder of its name beneath it', (t) => {
  t.is(localeBaseUrl(config('/'), 'en'), '/');
  t.is(localeBaseUrl(config('/'), 'fr'), '/fr/');
  t.is(localeBaseUrl(config('/garden/'), 'fa'), '/garden/fa/');
});

test('the locales are listed default first, each with its settings filled in', (t) => {
  t.deepEqual(
    siteLocales(config('/')).map(({ name, label, direction }) => [name, label, direction]),
    [['en', 'English', 'ltr'], ['fr', 'Français (France)', 'ltr'], ['fa', 'فارسی', 'rtl']],
  );
});

test("a locale's build config: its base as baseUrl and itself as the current locale, from which the site's own base is found again", (t) => {
  const site = config('/garden/');
  const french = localeBuildConfig(site, 'fr');
  t.is(french.baseUrl, '/garden/fr/');
  t.is(builtLocale(french).name, 'fr');
  t.is(builtLocale(site).name, 'en');
  t.is(siteBaseUrl(french), '/garden/');
  t.is(localeBaseUrl(french, 'fa'), '/garden/fa/');
  t.is(localeBaseUrl(french, 'en'), '/garden/');
  t.deepEqual(otherLocaleBases(french), ['/garden/', '/garden/fa/']);
  t.deepEqual(otherLocaleBases(site), ['/garden/fr/', '/garden/fa/']);
  t.deepEqual(localeBuildConfig(site, 'en'), site, "the default locale's build is the site's");
});
