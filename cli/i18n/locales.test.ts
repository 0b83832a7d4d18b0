import test from 'ava';
import { localeBaseUrl, siteLocales } from './locales.js';
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
