// `i18n` of the config, in Docusaurus's shape: the locales, the default one, and each locale's
// settings, with Docusaurus's defaults for what a locale leaves out (../i18n/locales.ts). A
// locale's name and folder become paths (`i18n/fr/code.json`), so each is one plain folder name.
import * as z from 'zod';
import { localeDefaults, type LocaleConfig } from '../i18n/locales.js';
import { folder, languageTag, plainText } from './field-schemas.js';

/** One folder name: letters, digits, `-`, `_` and `.`, starting with a letter or digit, never `..`. */
export function isFolderName(value: string): boolean {
  return /^[A-Za-z0-9][\w.-]*$/.test(value) && !value.includes('..');
}

const folderName = (what: string) =>
  z.string().refine(isFolderName, {
    error: `a ${what} is one folder name, like fr or pt-BR: letters, digits, - and _, with no /, .. or spaces`,
    params: { hint: `it names the locale's folder under i18n/, so it cannot lead anywhere else` },
  });

const calendar = z.string().refine((value) => Intl.supportedValuesOf('calendar').includes(value), {
  error: 'expected a calendar Intl knows, like gregory, persian or islamic',
});

const LocaleConfigSchema = z.strictObject({
  /** The locale's name in a locale menu; its language's own name by default (`Français`). */
  label: plainText.min(1).optional(),
  /** `<html lang>` and how dates and numbers are written; the locale's name by default. */
  htmlLang: languageTag.optional(),
  /** `rtl` lays the theme out right to left; the language's own direction by default. */
  direction: z.enum(['ltr', 'rtl']).optional(),
  /** The locale's folder under `i18n/`; the locale's name by default. */
  path: folderName('locale path').optional(),
  /** The calendar dates are written in; the language's usual one by default. */
  calendar: calendar.optional(),
});

const I18nObject = z.strictObject({
  defaultLocale: folderName('locale name').default('en'),
  /** Every locale of the site, the default one among them; just the default one when left out. */
  locales: z.array(folderName('locale name')).min(1).optional(),
  /** The folder holding each locale's translations (`i18n/fr/code.json`). */
  path: folder.default('i18n'),
  localeConfigs: z.record(z.string(), LocaleConfigSchema).default({}),
});

type I18nInput = z.output<typeof I18nObject>;

function checkLocales(i18n: I18nInput, ctx: z.RefinementCtx): void {
  const locales = i18n.locales ?? [i18n.defaultLocale];
  const listed = locales.map((locale) => `'${locale}'`).join(', ');
  if (!locales.includes(i18n.defaultLocale)) {
    ctx.addIssue({ code: 'custom', path: ['defaultLocale'], message: `'${i18n.defaultLocale}' is not one of i18n.locales (${listed})`, params: { hint: `add '${i18n.defaultLocale}' to locales, or make one of them the default` } });
  }
  const seen = new Set<string>();
  locales.forEach((locale, index) => {
    if (seen.has(locale)) ctx.addIssue({ code: 'custom', path: ['locales', index], message: `'${locale}' is listed twice`, params: { hint: 'list each locale once' } });
    seen.add(locale);
    // A name that is no folder name is reported as such, once.
    if (isFolderName(locale) && i18n.localeConfigs[locale]?.htmlLang === undefined && !languageTag.safeParse(locale).success) {
      ctx.addIssue({ code: 'custom', path: ['locales', index], message: `'${locale}' is not a language tag, so it cannot be the pages' lang`, params: { hint: `set i18n.localeConfigs['${locale}'].htmlLang to its language tag, like ko or pt-BR` } });
    }
  });
  for (const locale of Object.keys(i18n.localeConfigs).filter((name) => !locales.includes(name))) {
    ctx.addIssue({ code: 'custom', path: ['localeConfigs', locale], message: `'${locale}' is not one of i18n.locales (${listed})`, params: { hint: `add '${locale}' to locales, or remove its settings` } });
  }
  const folders = new Map<string, string>();
  [...seen].forEach((locale) => {
    const configured = i18n.localeConfigs[locale]?.path;
    const own = configured ?? locale;
    const other = folders.get(own);
    if (other !== undefined) {
      const at = configured === undefined ? ['locales', locales.indexOf(locale)] : ['localeConfigs', locale, 'path'];
      ctx.addIssue({ code: 'custom', path: at, message: `'${own}' is already the folder of locale '${other}'`, params: { hint: "give each locale its own folder (localeConfigs[locale].path)" } });
    }
    folders.set(own, locale);
  });
}

export const I18nSchema = I18nObject.superRefine(checkLocales)
  .transform((i18n) => {
    const locales = i18n.locales ?? [i18n.defaultLocale];
    const localeConfigs: Record<string, LocaleConfig> = Object.fromEntries(locales.map((locale) => [locale, localeDefaults(locale, i18n.localeConfigs[locale])]));
    // The locale a build makes, as Docusaurus names it: the default one, unless a locale's build config says otherwise (localeBuildConfig).
    return { defaultLocale: i18n.defaultLocale, locales, currentLocale: i18n.defaultLocale, path: i18n.path, localeConfigs };
  })
  .prefault({});

export type I18nConfig = z.output<typeof I18nSchema>;
