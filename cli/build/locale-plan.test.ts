import test from 'ava';
import { SiteConfigSchema } from '../config/schema.js';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_LOCALE, planLocales, strayLocaleFolders } from './locale-plan.js';

const config = SiteConfigSchema.parse({ title: 'Garden', url: 'https://garden.example', baseUrl: '/garden/', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'fa'], localeConfigs: { fa: { path: 'persian' } } } });

test('every locale is planned, the default one first at the base URL, each other under its name in config and output', (t) => {
  const plans = planLocales(config);
  t.deepEqual(plans.map((plan) => [plan.locale.name, plan.config.baseUrl, plan.config.i18n.currentLocale, plan.outFolder]), [
    ['en', '/garden/', 'en', ''],
    ['fr', '/garden/fr/', 'fr', 'fr/'],
    ['fa', '/garden/fa/', 'fa', 'fa/'],
  ]);
  t.deepEqual(planLocales(config, 'fr').map((plan) => plan.locale.name), ['fr']);
  t.deepEqual(planLocales(config, DEFAULT_LOCALE).map((plan) => plan.locale.name), ['en']);
  t.throws(() => planLocales(config, 'fe'), { message: '--locale fe: the site has no such locale (it has en, fr, fa)' });
});

test("a folder of the translations that is no locale's folder is an error naming it, with the likely locale", (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'garden-locales-'));
  for (const folder of ['fr', 'persian', 'fra', 'fa']) mkdirSync(path.join(root, 'i18n', folder), { recursive: true });
  const problems = strayLocaleFolders(root, config);
  t.deepEqual(problems.map(({ code, file, hint }) => ({ code, file, hint })), [
    { code: 'i18n/unknown-locale-folder', file: 'i18n/fa/', hint: "locale 'fa' reads its translations from i18n/persian (i18n.localeConfigs.fa.path): move them there" },
    { code: 'i18n/unknown-locale-folder', file: 'i18n/fra/', hint: "rename it to 'fr', or add 'fra' to i18n.locales" },
  ]);
});
