// Words as the search index sees them, for the build (which writes the index) and the browser
// (which reads it). The one copy: themes import it as `garden-site/search-terms` (a package
// export, which the client bundle takes from the engine itself, cli/client/bundle.ts).
// Pure code: no Node or DOM APIs.

/**
 * Terms are grouped by their first two characters, and neighbouring groups share a shard file
 * up to a few KB (a large group has one to itself). A query word fetches the one shard holding
 * its group, where every term it could match by prefix or by a typo is.
 */
export const GROUP_PREFIX = 2;

/** The files' shapes, read by the browser. */
export interface SearchManifest {
  version: 2;
  /** The language tag the terms were made for (wordRules); English when absent. */
  language?: string;
  /** Changes with the index: appended to file URLs so a rebuilt site is never read half old. */
  build: string;
  /** The first term group in each shard `t/<n>.json`, ascending. */
  shards: string[];
  /** The first page (in index order) of each text chunk `d/<n>.json`, ascending. */
  chunks: number[];
  /**
   * Only on a site with docs versions (a docs section with more than one): each version, and
   * where its pages are. `runs` holds the first page of each run of pages of one version,
   * ascending, and `runVersions` that run's version, its place in `versions` (-1: no version).
   */
  versions?: SearchManifestVersion[];
  runs?: number[];
  runVersions?: number[];
}
/** A docs version: its section's id, its name and label, and 1 for the version at the section's own route (else 0). */
export type SearchManifestVersion = [section: string, name: string, label: string, last: number];
/** A section id is page · SECTIONS_PER_PAGE + its place in the page, so results group by page before any chunk is fetched. */
export const SECTIONS_PER_PAGE = 64;
export type SearchChunk = Array<[url: string, title: string, sections: Array<[anchor: string, heading: string, text: string]>]>;
/** term → [section id, score, section id, score, …], best first. */
export type SearchShard = Record<string, number[]>;


const STOP_WORDS = new Set('a an and are as at be but by for from has have if in into is it its of on or so than that the their then there these this to was were will with you your'.split(' '));

/** Lower case without accents, so "Café" and "cafe" meet. */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The words of a text, normalised, in order (stop words kept: snippets need their positions). */
export function splitWords(text: string): string[] {
  return normalizeText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A small English suffix stripper, so word forms meet: tomatoes/tomatos → tomato,
 * plantings/planting/planted → plant, berries → berry. It errs towards leaving words alone:
 * a wrong merge costs precision, a missed one is caught by prefix and fuzzy matching.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:o|x|ch|sh|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    if (w.length > suffix.length + 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      // planning → plann → plan; but keep "fall", "grass".
      if (/([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  return w;
}

/**
 * Each word's term, or null for a word not indexed. A site's words repeat (a few thousand
 * distinct ones across thousands of pages), and stemming is several regular expressions per
 * word: looking each word up once makes a large site's terms far cheaper. Bounded, for a
 * long `serve --watch` session.
 */
const termOfWord = new Map<string, string | null>();
const MAX_REMEMBERED_WORDS = 100_000;

/** Terms for the index in `language` (a language tag): English ones stemmed, without stop words and one-letter words (wordRules). */
export function indexTerms(text: string, language = 'en'): string[] {
  const rules = wordRules(language);
  const terms: string[] = [];
  for (const word of rules.words(text)) {
    const term = rules.term(word);
    if (term !== null) terms.push(term);
  }
  return terms;
}

/** An English word's index term, looked up once per word (see termOfWord). */
function englishTerm(word: string): string | null {
  let term = termOfWord.get(word);
  if (term === undefined) {
    term = word.length > 1 && !STOP_WORDS.has(word) ? stem(word) : null;
    if (termOfWord.size >= MAX_REMEMBERED_WORDS) termOfWord.clear();
    termOfWord.set(word, term);
  }
  return term;
}

/**
 * How a language's text becomes words and terms, the same at build time and in the browser.
 * English: accents folded, stop words dropped, suffixes stripped (stem). Any other language:
 * accents folded and case lowered as the language lowers it (Turkish `I` → `ı`), words kept
 * whole (prefix and typo matching find their forms: `jardin` finds `jardinage`); in a language
 * written without spaces (Japanese, Chinese, Thai…) the words are where Intl.Segmenter puts them.
 */
export interface WordRules {
  language: string;
  /** A text as its terms are spelt: accents folded, lower case. */
  normalize(text: string): string;
  /** Where the words of a text are, as [start, end) in it (snippets mark them). */
  spans(text: string): Array<[start: number, end: number]>;
  /** The words of a text, normalised, in order (stop words kept: snippets need their positions). */
  words(text: string): string[];
  /** A word's index term, or null for a word not indexed. */
  term(word: string): string | null;
  /** A query word's term (English: its stem). */
  stem(word: string): string;
  /** The shortest word a query looks up. */
  minLength: number;
}

/** Languages written without spaces between words. */
const UNSPACED = new Set(['ja', 'zh', 'yue', 'th', 'lo', 'km', 'my']);
const WORD = /[\p{L}\p{N}]+/gu;
/** Outside English, a word keeps its combining marks (Devanagari's and Thai's vowel signs are marks). */
const MARKED_WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const rulesByLanguage = new Map<string, WordRules>();

export function wordRules(language: string): WordRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) rulesByLanguage.set(language, (rules = makeRules(language)));
  return rules;
}

function makeRules(language: string): WordRules {
  const primary = language.split('-')[0]?.toLowerCase() ?? '';
  if (primary === 'en') {
    return { language, normalize: normalizeText, spans: (text) => spansOf(text, WORD), words: splitWords, term: englishTerm, stem, minLength: 2 };
  }
  const lower = (text: string): string => {
    try {
      return text.toLocaleLowerCase(language);
    } catch {
      return text.toLowerCase();
    }
  };
  // Lowered before accents fold: Turkish `İ` lowers to `i`, where folding first would leave `I` to lower to `ı`.
  const normalize = (text: string): string => lower(text).normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  const segmenter = UNSPACED.has(primary) && Segmenter ? new Segmenter(language, { granularity: 'word' }) : undefined;
  const spans = (text: string): Array<[number, number]> => {
    if (!segmenter) return spansOf(text, MARKED_WORD);
    const found: Array<[number, number]> = [];
    for (const { segment, index, isWordLike } of segmenter.segment(text)) {
      if (isWordLike) for (const [start, end] of spansOf(segment, MARKED_WORD)) found.push([index + start, index + end]);
    }
    return found;
  };
  const words = (text: string): string[] => {
    const normalized = normalize(text);
    return spans(normalized).map(([start, end]) => normalized.slice(start, end));
  };
  // One character is a word in a language written without spaces (水, water); elsewhere it is an elision (l', d').
  const minLength = segmenter ? 1 : 2;
  return { language, normalize, spans, words, term: (word) => (word.length >= minLength ? word : null), stem: (word) => word, minLength };
}

function spansOf(text: string, pattern: RegExp): Array<[number, number]> {
  return Array.from(text.matchAll(pattern), (match): [number, number] => [match.index, match.index + match[0].length]);
}

export function termGroup(term: string): string {
  return term.slice(0, GROUP_PREFIX);
}

/** The shard `t/<n>.json` that would hold `term`, or -1 when it sorts before every shard. */
export function shardOf(term: string, manifest: SearchManifest): number {
  return lastAtOrBefore(manifest.shards, termGroup(term));
}

/** The chunk `d/<n>.json` holding a page, by the page's place in the index. */
export function chunkOf(page: number, manifest: SearchManifest): number {
  return lastAtOrBefore(manifest.chunks, page);
}

/** The version of a page, by its place in the index: its place in `manifest.versions`, or -1 for none. */
export function versionOf(page: number, manifest: SearchManifest): number {
  return manifest.runVersions?.[lastAtOrBefore(manifest.runs ?? [], page)] ?? -1;
}

/**
 * The versions searched unless the reader asks for all, as places in `manifest.versions`: the
 * version of the doc being read (`here`: its section and version name) in its section, the last
 * version in every other section (and in all of them outside the docs). Pages of no version are
 * always searched.
 */
export function defaultVersions(manifest: SearchManifest, here: readonly [section: string, name: string] | undefined): number[] {
  const versions = manifest.versions ?? [];
  const known = versions.some(([section, name]) => section === here?.[0] && name === here[1]);
  return versions.flatMap(([section, name, , last], index) => ((known && section === here?.[0] ? name === here[1] : last === 1) ? [index] : []));
}

/** Binary search in an ascending list: the last index whose value is not after `value`, else -1. */
function lastAtOrBefore<T extends string | number>(sorted: readonly T[], value: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as T) <= value) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** Edit distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Typos tolerated in a query word of this length. */
export function typoBudget(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}
