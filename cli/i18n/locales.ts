// A locale's settings as Docusaurus fills them in from its name: the label it is known by in
// its own language, its language tag, its writing direction and calendar from the Unicode data
// Node carries (Intl), and its folder under `i18n/` (the locale's name).
import type { Words } from './messages.js';

export type Direction = 'ltr' | 'rtl';

export interface LocaleConfig {
  /** The locale's name in its own language (`Français`), for a locale menu. */
  label: string;
  /** The BCP 47 tag of `<html lang>`, and of how dates and numbers are written (`fr-FR`). */
  htmlLang: string;
  direction: Direction;
  /** The locale's folder under `i18n/` (its translations). */
  path: string;
  /** The calendar dates are written in (`gregory`, `persian`…). */
  calendar: string;
}

/** A locale of the site with its settings: `name` as `i18n.locales` lists it. */
export interface SiteLocale extends LocaleConfig {
  name: string;
}

/** The locale pages are made in: its settings and its words (code.json's over the site's table). */
export interface PageLocale extends SiteLocale {
  words: Words;
}

/** Intl.Locale's text info and calendars: a function in newer V8, a getter in the V8 of Node 20. */
interface LocaleData {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
  getCalendars?: () => string[];
  calendars?: string[];
}

function localeData(tag: string): LocaleData | undefined {
  try {
    return new Intl.Locale(tag) as unknown as LocaleData;
  } catch {
    return undefined;
  }
}

export function defaultDirection(tag: string): Direction {
  const data = localeData(tag);
  return (data?.getTextInfo?.() ?? data?.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
}

export function defaultCalendar(tag: string): string {
  const data = localeData(tag);
  return (data?.getCalendars?.() ?? data?.calendars)?.[0] ?? 'gregory';
}

/** `français` → `Français`: the language's name as it writes it, capitalised as a menu item. */
export function defaultLabel(tag: string): string {
  try {
    const name = new Intl.DisplayNames(tag, { type: 'language' }).of(tag) ?? tag;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}

/**
 * What Docusaurus gives a locale whose config leaves a setting out: all from the locale's name
 * (from its language tag when the name is none).
 */
export function localeDefaults(name: string, given: Partial<LocaleConfig> = {}): LocaleConfig {
  const htmlLang = given.htmlLang ?? name;
  const language = localeData(name) ? name : htmlLang;
  return {
    label: given.label ?? defaultLabel(language),
    htmlLang,
    direction: given.direction ?? defaultDirection(language),
    path: given.path ?? name,
    calendar: given.calendar ?? defaultCalendar(language),
  };
}

interface I18nOf {
  i18n: {
    defaultLocale: string;
    locales?: readonly string[];
    /** The locale this build makes (Docusaurus's `i18n.currentLocale`); the default one when left out. */
    currentLocale?: string;
    localeConfigs: Readonly<Record<string, LocaleConfig>>;
  };
}

type SiteOf = I18nOf & { baseUrl: string };

/** The locale the build makes: `i18n.currentLocale`, the default one unless a locale's build says otherwise (localeBuildConfig). */
export function builtLocale(config: I18nOf): SiteLocale {
  return siteLocale(config, currentLocaleName(config));
}

function currentLocaleName(config: I18nOf): string {
  return config.i18n.currentLocale ?? config.i18n.defaultLocale;
}

/** A locale of the site with its settings (Docusaurus's defaults for what its config leaves out). */
export function siteLocale(config: I18nOf, name: string): SiteLocale {
  return { name, ...(config.i18n.localeConfigs[name] ?? localeDefaults(name)) };
}

/** Every locale of the site, the default one first, as a locale menu lists them. */
export function siteLocales(config: I18nOf): SiteLocale[] {
  const { defaultLocale, locales = [defaultLocale] } = config.i18n;
  return [defaultLocale, ...locales.filter((name) => name !== defaultLocale)].map((name) => siteLocale(config, name));
}

/** The config a locale's build runs with: its base URL as `baseUrl`, and itself as `i18n.currentLocale`. */
export function localeBuildConfig<Config extends SiteOf>(config: Config, name: string): Config {
  return { ...config, baseUrl: localeBaseUrl(config, name), i18n: { ...config.i18n, currentLocale: name } } as Config;
}

/**
 * The site's own base URL, the default locale's, from the site's config or a locale's build
 * config (whose `baseUrl` is that locale's: localeBuildConfig).
 */
export function siteBaseUrl(config: SiteOf): string {
  const current = currentLocaleName(config);
  if (current === config.i18n.defaultLocale) return config.baseUrl;
  return config.baseUrl.slice(0, config.baseUrl.length - current.length - 1);
}

/**
 * Where a locale's pages are, as Docusaurus lays them out: the default locale at the site's
 * baseUrl, every other one in a folder of its name under it (`/fr/`, `/garden/fr/`). A route's
 * path is the same in every locale, so a page's other-language versions are this base and its path.
 */
export function localeBaseUrl(config: SiteOf, name: string): string {
  const base = siteBaseUrl(config);
  return name === config.i18n.defaultLocale ? base : `${base}${name}/`;
}

/** The base URLs of the locales other than the one built: links into them are another build's pages. */
export function otherLocaleBases(config: SiteOf): string[] {
  const current = currentLocaleName(config);
  return siteLocales(config).flatMap((locale) => (locale.name === current ? [] : [localeBaseUrl(config, locale.name)]));
}

/** Whether the site has locales besides the default one: only then do pages link their other-language versions. */
export function isMultilingual(config: I18nOf): boolean {
  return (config.i18n.locales?.length ?? 1) > 1;
}
