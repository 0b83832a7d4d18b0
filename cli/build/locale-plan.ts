// Which locales a build makes, and each one's config: the site's config with the locale's base
// URL (the default locale at baseUrl, another at baseUrl/<name>/, locales.ts) and
// `i18n.currentLocale` set to it (localeBuildConfig), which is how every stage after it knows the locale it works in (the collections
// overlay its translated files, feeds and markdown take its language). Each locale is written
// into its own folder of the one output: the default locale's at the root, another's in
// `<name>/`, as Docusaurus lays a translated site out.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { closestMatch } from '../content/suggest.js';
import { GardenError } from '../diagnostics/error.js';
import { localeBuildConfig, siteLocale, siteLocales, type SiteLocale } from '../i18n/locales.js';
import { toSitePath } from '../routes/paths.js';

export interface LocaleBuildPlan {
  locale: SiteLocale;
  /** The site's config as this locale's pages see it. */
  config: SiteConfig;
  /** Where its files go in the output: `''` for the default locale, `fr/` for another. */
  outFolder: string;
  isDefault: boolean;
}

/**
 * Names the site's default locale wherever a locale is asked for: what `serve --watch` builds
 * when no `--locale` is given. A locale's name is a folder name, so none can be this.
 */
export const DEFAULT_LOCALE = ':default';

/** `only`: the one locale to build (`--locale`); every locale of the site, the default one first, when not given. */
export function planLocales(config: SiteConfig, only?: string): LocaleBuildPlan[] {
  if (only === DEFAULT_LOCALE) return planLocales(config, config.i18n.defaultLocale);
  const locales = siteLocales(config);
  if (only !== undefined && !locales.some((locale) => locale.name === only)) {
    const guess = closestMatch(only, locales.map((locale) => locale.name));
    throw new GardenError(`--locale ${only}: the site has no such locale (it has ${locales.map((locale) => locale.name).join(', ')})`, {
      code: 'i18n/unknown-locale',
      hint: guess ? `did you mean --locale ${guess}?` : 'add it to i18n.locales in the config, or name one of the locales above',
      configKey: ['i18n', 'locales'],
    });
  }
  return locales.filter((locale) => only === undefined || locale.name === only).map((locale) => localePlan(config, locale));
}

/** The config as the locale's pages see it (the default locale's when none is named). */
export function localeConfig(config: SiteConfig, name: string | undefined): SiteConfig {
  return name === undefined || name === DEFAULT_LOCALE ? config : localePlan(config, siteLocale(config, name)).config;
}

export function localePlan(config: SiteConfig, locale: SiteLocale): LocaleBuildPlan {
  const isDefault = locale.name === config.i18n.defaultLocale;
  return {
    locale,
    config: isDefault ? config : localeBuildConfig(config, locale.name),
    outFolder: isDefault ? '' : `${locale.name}/`,
    isDefault,
  };
}

/**
 * A folder of the translations folder that is no locale's: a locale left out of `i18n.locales`
 * (its translations would silently not be built), or a misspelt folder name.
 */
export function strayLocaleFolders(siteRoot: string, config: SiteConfig): GardenError[] {
  const folder = path.resolve(siteRoot, config.i18n.path);
  let names: string[];
  try {
    names = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name);
  } catch {
    return [];
  }
  const locales = siteLocales(config);
  const known = new Set(locales.map((locale) => locale.path));
  return names
    .filter((name) => !known.has(name))
    .sort()
    .map((name) => {
      const moved = locales.find((locale) => locale.name === name);
      const guess = closestMatch(name, [...known]);
      const hint = moved
        ? `locale '${name}' reads its translations from ${config.i18n.path}/${moved.path} (i18n.localeConfigs.${name}.path): move them there`
        : guess ? `rename it to '${guess}', or add '${name}' to i18n.locales` : `add '${name}' to i18n.locales to build it, or remove the folder`;
      return new GardenError(`the translations folder '${name}' is no locale's folder (the locales: ${locales.map((locale) => locale.name).join(', ')})`, {
        code: 'i18n/unknown-locale-folder',
        file: `${toSitePath(siteRoot, path.join(folder, name))}/`,
        hint,
      });
    });
}

