// A locale's `i18n/<locale>/code.json`: Docusaurus's file of the theme's words, `{ "id": {
// "message": "…", "description": "…" } }`. A file that is not such JSON is an error at its line;
// an entry naming a message nobody shows is a warning at its line (a typo, or a word the theme
// no longer has). Ids outside the theme's namespaces (`theme.*`, `garden.*`) are the site's own
// (what its React code reads through `@docusaurus/Translate`) and are not checked.
import path from 'node:path';
import { closestMatch } from '../content/suggest.js';
import { placeInSite, siteRootOf } from '../content/inside-site.js';
import { readRegularFile } from '../content/regular-file.js';
import { GardenError } from '../diagnostics/error.js';
import { jsonSyntaxProblem } from '../diagnostics/json-syntax.js';
import { toSitePath } from '../routes/paths.js';
import { isDocusaurusMessageId } from './docusaurus-ids.js';
import type { SiteLocale } from './locales.js';
import type { MessageTable } from './messages.js';

export const CODE_JSON = 'code.json';

export interface TranslatedMessage {
  message: string;
  /** The line its id is written on (1-based). */
  line: number | undefined;
}

export interface CodeTranslations {
  /** The file, as a site path (`i18n/fr/code.json`), whether or not it exists. */
  file: string;
  messages: Map<string, TranslatedMessage>;
  problems: GardenError[];
}

/** The folder of a locale's translations, absolute: `<site>/<i18n.path>/<locale's path>`. */
export function localeFolder(siteRoot: string, i18nPath: string, locale: Pick<SiteLocale, 'path'>): string {
  return path.resolve(siteRoot, i18nPath, locale.path);
}

/** The locale's code.json, read and checked; no file means no translations. */
export function readCodeTranslations(siteRoot: string, i18nPath: string, locale: SiteLocale, maxBytes: number): CodeTranslations {
  return readTranslationFile(siteRoot, path.join(localeFolder(siteRoot, i18nPath, locale), CODE_JSON), maxBytes);
}

/** A translations file in code.json's format (code.json, the labels files), read and checked; no file means no translations. */
export function readTranslationFile(siteRoot: string, absolute: string, maxBytes: number): CodeTranslations {
  const file = toSitePath(siteRoot, absolute);
  const none = (problems: GardenError[] = []): CodeTranslations => ({ file, messages: new Map(), problems });
  const place = placeInSite(siteRootOf(siteRoot), absolute);
  if (place.refused === 'missing') return none();
  if (place.refused) {
    return none([new GardenError(`the translations are ${place.refused === 'hidden' ? 'in a hidden folder' : 'outside the site'}, so they were not read`, { code: 'i18n/outside-site', file, hint: 'keep translations in the i18n folder of the site, as real files', configKey: ['i18n', 'path'] })]);
  }
  const read = readRegularFile(place.real, maxBytes);
  if ('refused' in read) {
    const why = read.refused === 'too-large' ? `is larger than ${read.limit} bytes` : read.refused === 'not-a-file' ? `is ${read.kind}, not a file` : 'cannot be read';
    return none([new GardenError(`the translations file ${why}`, { code: 'i18n/unreadable', file, hint: 'make it a JSON file of the translated messages' })]);
  }
  return { file, ...parseCodeJson(read.bytes.toString('utf8'), file) };
}

/** code.json's messages, each with its line, and what is wrong with the file. */
export function parseCodeJson(text: string, file: string): Pick<CodeTranslations, 'messages' | 'problems'> {
  const source = text.replace(/^\uFEFF/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    return { messages: new Map(), problems: [syntaxProblem(error, source, file)] };
  }
  const hint = 'each entry is "message id": { "message": "the translated words", "description": "…" }, as garden-site write-translations writes it';
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { messages: new Map(), problems: [new GardenError('expected an object of messages', { code: 'i18n/code-json', file, line: 1, hint })] };
  }
  const lines = keyLines(source);
  const messages = new Map<string, TranslatedMessage>();
  const problems: GardenError[] = [];
  for (const [id, entry] of Object.entries(parsed)) {
    const line = lines.get(id);
    const message = (entry as { message?: unknown } | null)?.message;
    const description = (entry as { description?: unknown } | null)?.description;
    if (typeof entry !== 'object' || entry === null || typeof message !== 'string' || (description !== undefined && typeof description !== 'string')) {
      problems.push(new GardenError(`"${id}": expected { "message": "…" }, with the words as a string`, { code: 'i18n/code-json', file, line, hint }));
      continue;
    }
    messages.set(id, { message, line });
  }
  return { messages, problems };
}

function syntaxProblem(error: unknown, source: string, file: string): GardenError {
  const { message, ...place } = jsonSyntaxProblem(source, error);
  return new GardenError(`not valid JSON: ${message}`, { code: 'i18n/code-json', file, ...place, hint: 'fix the JSON here (a missing comma or quote, or a trailing comma); write-translations writes the file in the right shape' });
}

/** The line each key is first written on: the entries' ids come before the keys inside them. */
function keyLines(source: string): Map<string, number> {
  const lines = new Map<string, number>();
  const KEY = /"((?:[^"\\\n]|\\.)*)"\s*:/g;
  let line = 1;
  let counted = 0;
  for (const match of source.matchAll(KEY)) {
    for (let index = source.indexOf('\n', counted); index !== -1 && index < match.index; index = source.indexOf('\n', index + 1)) line++;
    counted = match.index;
    let key: string;
    try {
      key = JSON.parse(`"${match[1]}"`) as string;
    } catch {
      continue;
    }
    if (!lines.has(key)) lines.set(key, line);
  }
  return lines;
}

/** The translated words, by message id. */
export function translatedWords(translations: CodeTranslations): Map<string, string> {
  return new Map([...translations.messages].map(([id, { message }]) => [id, message]));
}

/** A warning for each entry of the theme's namespaces that names no message of the table nor of Docusaurus's themes. */
export function unknownMessageIds(translations: CodeTranslations, table: MessageTable): GardenError[] {
  const known = Object.keys(table);
  const problems: GardenError[] = [];
  for (const [id, { line }] of translations.messages) {
    if (Object.hasOwn(table, id) || !/^(?:theme|garden)\./.test(id) || isDocusaurusMessageId(id)) continue;
    const guess = closestMatch(id, known);
    problems.push(new GardenError(`unknown message id "${id}": no page shows it`, {
      code: 'i18n/unknown-message',
      file: translations.file,
      line,
      severity: 'warning',
      hint: guess ? `did you mean "${guess}"?` : 'check its spelling, or remove it; garden-site write-translations lists every message id',
    }));
  }
  return problems;
}
