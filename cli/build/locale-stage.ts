// The locale the build makes pages in and its words: its code.json is read before the markdown
// is rendered (markdown writes some words itself: code blocks' buttons, admonition titles), and
// checked against the site's table once the theme has brought its own; its navbar and footer
// labels (docusaurus-theme-classic/) and each blog's title and description (its options.json)
// are put in the config the later stages see.
// Read every build: small files, and an edit of one changes every page (the watcher rebuilds
// all on a change outside the content folders).
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { GardenError } from '../diagnostics/error.js';
import { localeFolder, readCodeTranslations, readTranslationFile, translatedWords, unknownMessageIds, type CodeTranslations } from '../i18n/code-json.js';
import { ENGINE_MESSAGES, MARKDOWN_MESSAGE_IDS } from '../i18n/engine-messages.js';
import { translateNavigation, translateNewsOptions } from '../i18n/label-files.js';
import { pluginFolder } from '../i18n/translation-files.js';
import { builtLocale, type PageLocale, type SiteLocale } from '../i18n/locales.js';
import { pickWords, resolveWords, siteMessages, type MessageTable } from '../i18n/messages.js';
import type { MarkdownWords } from '../markdown/types.js';

/** Docusaurus's folder of the classic theme's labels. */
const THEME_LABELS = 'docusaurus-theme-classic';

export interface LocaleText {
  locale: SiteLocale;
  translations: CodeTranslations;
  /** The config with the navbar's and footer's labels in the locale's words. */
  config: SiteConfig;
  /** What is wrong with the files read (code.json, the navbar's and footer's labels). */
  problems: GardenError[];
}

export function readLocaleText(siteRoot: string, config: SiteConfig): LocaleText {
  const locale = builtLocale(config);
  const translations = readCodeTranslations(siteRoot, config.i18n.path, locale, config.limits.markdownFileBytes);
  const labels = (folder: string, name: string): CodeTranslations => readTranslationFile(siteRoot, path.join(localeFolder(siteRoot, config.i18n.path, locale), folder, name), config.limits.markdownFileBytes);
  const [navbar, footer] = [labels(THEME_LABELS, 'navbar.json'), labels(THEME_LABELS, 'footer.json')];
  const present = (file: CodeTranslations): CodeTranslations | undefined => (file.messages.size > 0 ? file : undefined);
  const translated = translateNavigation(config, present(navbar), present(footer));
  const problems = [...translations.problems, ...navbar.problems, ...footer.problems, ...translated.problems];
  // Each news section's title and description, from its blog folder's options.json.
  const news = translated.config.collections.news.map((section) => {
    const options = labels(pluginFolder('blog', section.id), 'options.json');
    problems.push(...options.problems);
    if (options.messages.size === 0) return section;
    const localized = translateNewsOptions(section, options);
    problems.push(...localized.problems);
    return localized.news;
  });
  const localized = news.every((section, index) => section === translated.config.collections.news[index]) ? translated.config : { ...translated.config, news: news[0], collections: { ...translated.config.collections, news } };
  return { locale, translations, config: localized, problems };
}

/** The words markdown writes, in the locale. */
export function markdownWords(text: LocaleText): MarkdownWords {
  return pickWords(resolveWords(ENGINE_MESSAGES, translatedWords(text.translations)), MARKDOWN_MESSAGE_IDS) as MarkdownWords;
}

/** The locale with every word of the site's table, and a warning for each translation of a message nobody shows. */
export function pageLocale(text: LocaleText, themeMessages: MessageTable | undefined): { locale: PageLocale; problems: GardenError[] } {
  const table = siteMessages(ENGINE_MESSAGES, themeMessages);
  return { locale: { ...text.locale, words: resolveWords(table, translatedWords(text.translations)) }, problems: unknownMessageIds(text.translations, table) };
}
