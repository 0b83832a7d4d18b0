// The site's words in English, with no translation: for what renders pages outside a build (the
// converter's trial render of React pages) and for tests.
import { ENGINE_MESSAGES } from './engine-messages.js';
import { localeDefaults, type PageLocale } from './locales.js';
import { resolveWords, siteMessages, type MessageTable } from './messages.js';

export function englishLocale(themeMessages?: MessageTable): PageLocale {
  return { name: 'en', ...localeDefaults('en'), words: resolveWords(siteMessages(ENGINE_MESSAGES, themeMessages), new Map()) };
}
