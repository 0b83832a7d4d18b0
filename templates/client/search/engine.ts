// Queries the build's search index (cli/write/search-index.ts): the manifest, one term shard
// per word, then the chunks holding the best sections. Every file is fetched once per build.
// The index format and word rules: terms.ts, the engine's own (garden-site/search-terms).
import { chunkOf, defaultVersions, editDistance, SECTIONS_PER_PAGE, shardOf, typoBudget, versionOf, wordRules, type SearchChunk, type SearchManifest, type SearchShard, type WordRules } from './terms.js';

export interface SearchHit { href: string; anchor: string; heading: string; text: string }
/** `version`: the label of a doc's version, on a site with versions. */
export interface PageResult { href: string; title: string; hits: SearchHit[]; version?: string | undefined }
/** `scope`: the labels of the versions searched, when not all of a versioned site's; `rules`: the index's language's (snippets mark its words). */
export interface SearchResults { pages: PageResult[]; matches: (word: string) => boolean; rules: WordRules; scope?: string | undefined }
/** The doc being read: its docs section and version name (see defaultVersions). */
export type Reading = readonly [section: string, name: string] | undefined;

const MAX_PAGES = 10;
const HITS_PER_PAGE = 3;

export class SearchIndex {
  private manifest: Promise<SearchManifest> | undefined;
  private readonly files = new Map<string, Promise<unknown>>();

  /** `base` is the site's base URL, ending in `/`. */
  constructor(private readonly base: string) {}

  /** Forgets the manifest, so a rebuilt site (serve --watch) is read afresh on the next query. */
  refresh(): void {
    this.manifest = undefined;
  }

  /** Whether the site has docs versions, so a reader may choose to search all of them. */
  async versioned(): Promise<boolean> {
    return Boolean((await this.loadManifest()).versions);
  }

  /** Searches the versions `here` calls for (defaultVersions), or every version when `all`. */
  async search(query: string, here: Reading, all = false): Promise<SearchResults> {
    const manifest = await this.loadManifest();
    const { versions } = manifest;
    const scope = versions && !all ? defaultVersions(manifest, here) : undefined;
    // The query's words as the index's language splits them.
    const rules = wordRules(manifest.language ?? 'en');
    const words = rules.words(query).filter((word) => word.length >= rules.minLength);
    const typing = !/\s$/.test(query);
    const matchedTerms = new Set<string>();
    const prefixes: string[] = [];
    const perWord = await Promise.all(words.map(async (word, index) => {
      const stemmed = rules.stem(word);
      const shardIndex = shardOf(stemmed, manifest);
      const scores = new Map<number, number>();
      if (shardIndex < 0) return scores;
      const shard = await this.fetchJson<SearchShard>(`search/t/${shardIndex}.json?v=${manifest.build}`);
      const prefix = typing && index === words.length - 1;
      if (prefix) prefixes.push(word);
      const budget = typoBudget(stemmed.length);
      for (const [term, postings] of Object.entries(shard)) {
        const weight = term === stemmed ? 1 : prefix && term.startsWith(word) ? 0.5 + (0.4 * word.length) / term.length : budget > 0 && editDistance(stemmed, term, budget) <= budget ? 0.6 : 0;
        if (weight === 0) continue;
        matchedTerms.add(term);
        for (let i = 0; i + 1 < postings.length; i += 2) {
          const id = postings[i] as number;
          scores.set(id, Math.max(scores.get(id) ?? 0, (postings[i + 1] as number) * weight));
        }
      }
      return scores;
    }));
    // Sections matching more of the words come first, then by score; pages rank by their best section.
    const totals = new Map<number, { words: number; score: number }>();
    for (const scores of perWord) {
      for (const [id, score] of scores) {
        const total = totals.get(id) ?? { words: 0, score: 0 };
        totals.set(id, { words: total.words + 1, score: total.score + score });
      }
    }
    const ranked = [...totals].sort((a, b) => b[1].words - a[1].words || b[1].score - a[1].score);
    const byPage = new Map<number, number[]>();
    for (const [id] of ranked) {
      const page = Math.floor(id / SECTIONS_PER_PAGE);
      const version = versionOf(page, manifest);
      if (scope && version >= 0 && !scope.includes(version)) continue;
      const hits = byPage.get(page) ?? (byPage.size < MAX_PAGES ? [] : undefined);
      if (hits && hits.length < HITS_PER_PAGE) byPage.set(page, [...hits, id % SECTIONS_PER_PAGE]);
    }
    // Only the chunks holding the pages shown are fetched.
    const chunkIds = [...new Set([...byPage.keys()].map((page) => chunkOf(page, manifest)))];
    const chunks = new Map(await Promise.all(chunkIds.map(async (n) => [n, await this.fetchJson<SearchChunk>(`search/d/${n}.json?v=${manifest.build}`)] as const)));
    const pages: PageResult[] = [];
    for (const [pageIndex, sectionIndexes] of byPage) {
      const chunkIndex = chunkOf(pageIndex, manifest);
      const page = chunks.get(chunkIndex)?.[pageIndex - (manifest.chunks[chunkIndex] ?? 0)];
      if (!page) continue;
      const href = this.base + page[0].replace(/^\//, '');
      const hits = sectionIndexes.flatMap((n) => {
        const section = page[2][n];
        return section ? [{ href: section[0] ? `${href}#${section[0]}` : href, anchor: section[0], heading: section[1], text: section[2] }] : [];
      });
      pages.push({ href, title: page[1], hits, version: versions?.[versionOf(pageIndex, manifest)]?.[2] });
    }
    const matches = (word: string): boolean => matchedTerms.has(rules.stem(word)) || prefixes.some((prefix) => word.startsWith(prefix));
    return { pages, matches, rules, scope: scope?.map((n) => versions?.[n]?.[2]).join(', ') };
  }

  private loadManifest(): Promise<SearchManifest> {
    return (this.manifest ??= this.fetchJson<SearchManifest>('search/manifest.json', true));
  }

  private fetchJson<T>(file: string, fresh = false): Promise<T> {
    const url = this.base + file;
    let pending = fresh ? undefined : this.files.get(url);
    if (!pending) {
      pending = fetch(url, fresh ? { cache: 'no-cache' } : {}).then((response) => {
        if (!response.ok) throw new Error(`search index: ${response.status} for ${url}`);
        return response.json();
      });
      pending.catch(() => this.files.delete(url));
      if (!fresh) this.files.set(url, pending);
    }
    return pending as Promise<T>;
  }
}
