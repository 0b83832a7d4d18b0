// The words of a message in the locale being built, for templates (`translate(site, id)`) and
// for the pages the engine titles itself (tag and archive pages).
import { escapeHtml } from '../escape-html.js';
import { formatMessage, type MessageValues } from './format-message.js';
import type { Words } from './messages.js';

/** What a template's `site` props carry for this: the words, and the language they are in. */
export interface LocaleWords {
  words: Words;
  /** The language tag numbers and plural forms follow (`fr-FR`). */
  htmlLang: string;
}

/** The words of message `id`, with `values` put in (format-message.ts); a message nobody defined is a bug in the theme. */
export function translate(site: LocaleWords, id: string, values?: MessageValues): string {
  if (!Object.hasOwn(site.words, id)) throw new Error(`no message "${id}": add it to the theme's messages (defineTheme({ messages }))`);
  return formatMessage(site.words[id] as string, values, site.htmlLang);
}

/**
 * The message as HTML: its words escaped, and `html` put in as it is where the message names
 * it (`This page has moved to {link}.` with the link's markup).
 */
export function htmlMessage(site: LocaleWords, id: string, html: Readonly<Record<string, string>>): string {
  const parts = translate(site, id).split(/(\{\w+\})/);
  return parts.map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && Object.hasOwn(html, name) ? (html[name] as string) : escapeHtml(part);
  }).join('');
}
