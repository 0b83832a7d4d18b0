// The words a site shows that are not its content: each has a message id and English words,
// and a locale's `i18n/<locale>/code.json` may give it other words (Docusaurus's format, so a
// Docusaurus site's translations apply as they are). The engine has its own table (the words it
// writes into pages: engine-messages.ts) and the theme brings one for its templates and browser
// script (`defineTheme({ messages })`); together they are the site's table.
import { GardenError } from '../diagnostics/error.js';

/** One message: its English words, and what it is for (shown to translators in code.json). */
export interface Message {
  message: string;
  description: string;
}

export type MessageTable = Readonly<Record<string, Message>>;

/** The words of the locale being built, by message id. */
export type Words = Readonly<Record<string, string>>;

/** Types a table of messages, keeping its ids as literal types so a theme can type the ids it reads. */
export function defineMessages<const T extends MessageTable>(table: T): T {
  return table;
}

/** The engine's table, then the theme's: a theme may give one of the engine's messages its own English words. */
export function siteMessages(engine: MessageTable, theme: MessageTable | undefined): MessageTable {
  return theme ? { ...engine, ...theme } : engine;
}

/** Each message's words: the locale's translation where it has one, else the table's English. */
export function resolveWords(table: MessageTable, translated: ReadonlyMap<string, string>): Words {
  const words: Record<string, string> = {};
  for (const [id, { message }] of Object.entries(table)) words[id] = translated.get(id) ?? message;
  return words;
}

/** The words of some ids only (the ones markdown writes, so other words leave its cache alone). */
export function pickWords(words: Words, ids: readonly string[]): Words {
  return Object.fromEntries(ids.map((id) => [id, words[id] ?? '']));
}

/** A theme's table, checked as it loads: every entry has its words and a description. */
export function checkMessageTable(table: unknown, file: string): MessageTable {
  if (table === undefined) return {};
  const problem = (message: string): GardenError =>
    new GardenError(`the theme's messages: ${message}`, { code: 'theme/messages', file, hint: "write messages as { 'garden.x.y': { message: 'English words', description: 'where they show' } }" });
  if (typeof table !== 'object' || table === null || Array.isArray(table)) throw problem('expected an object of message ids');
  for (const [id, entry] of Object.entries(table)) {
    const { message, description } = (entry ?? {}) as Partial<Message>;
    if (typeof message !== 'string' || typeof description !== 'string') throw problem(`${id}: expected { message, description }, two strings`);
  }
  return table as MessageTable;
}
