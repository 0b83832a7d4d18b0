// The locale the build makes pages in (the default one) and its words: its code.json is read
// before the markdown is rendered (markdown writes some words itself: code blocks' buttons,
// admonition titles), and checked against the site's table once the theme has brought its own.
// Read every build: a small file, and an edit of it changes every page (the watcher rebuilds
// all on a change outside the content folders).
import type { SiteConfig } from '../config/schema.js';
import type { GardenError } from '../diagnostics/error.js';
import { readCodeTranslations, translatedWords, unknownMessageIds, type CodeTranslations } from '../i18n/code-json.js';
import { ENGINE_MESSAGES, MARKDOWN_MESSAGE_IDS } from '../i18n/engine-messages.js';
import { builtLocale, type PageLocale, type SiteLocale } from '../i18n/locales.js';
import { pickWords, resolveWords, siteMessages, type MessageTable } from '../i18n/messages.js';
import type { MarkdownWords } from '../markdown/types.js';

export interface LocaleText {
  locale: SiteLocale;
  translations: CodeTranslations;
}

export function readLocaleText(siteRoot: string, config: SiteConfig): LocaleText {
  const locale = builtLocale(config);
  return { locale, translations: readCodeTranslations(siteRoot, config.i18n.path, locale, config.limits.markdownFileBytes) };
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
