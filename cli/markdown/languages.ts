// Fence language names: aliases (`js`, `sh`, `yml`…) resolve to shiki's language ids so the
// highlighter loads each grammar once and only the ones a site uses.
import { bundledLanguagesInfo } from 'shiki/langs';

/** Names shiki treats as plain text without loading a grammar. */
export const PLAIN_TEXT = new Set(['text', 'txt', 'plain', 'plaintext']);

const LANGUAGE_IDS: ReadonlyMap<string, string> = new Map(
  bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name) => [name.toLowerCase(), info.id] as const)),
);

/** An opening fence and its first word: ```dart title="x"  ~~~ yaml */
const FENCE_LANGUAGE = /^[ \t]{0,3}(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm;

/** The shiki id for a fence language name, `text` for plain text, undefined when unknown. */
export function normalizeLanguage(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (PLAIN_TEXT.has(lower)) return 'text';
  return LANGUAGE_IDS.get(lower);
}

/**
 * The highlightable languages named on the code fences of a markdown source, as shiki ids
 * (`js` → `javascript`). Plain text and unknown names are left out. Fences nested in a
 * longer fence are counted too, which at worst loads a grammar that goes unused.
 */
export function collectFenceLanguages(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(FENCE_LANGUAGE)) {
    const id = normalizeLanguage(match[1] ?? '');
    if (id !== undefined && id !== 'text') found.add(id);
  }
  return [...found];
}
