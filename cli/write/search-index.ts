// The site's search index, written at build time as small static files under `search/`:
//
//   search/manifest.json       which shards and chunks exist (fetched once per page view)
//   search/t/<prefix>.json     terms starting with a two-character prefix → ranked sections
//   search/d/<n>.json          a few pages: url, title, and per section anchor, heading, text
//
// A query fetches the manifest, one term shard per word typed, then the chunks of its best
// results, so the first search costs a few KB whether the site has 50 pages or 10,000.
// Scores are computed here (BM25 with field weights), so the browser only adds numbers.
import { createHash } from 'node:crypto';
import type { SearchablePage } from './search-pages.js';
import { SECTIONS_PER_PAGE, shardFileName, shardOf, type SearchChunk, type SearchManifest, type SearchShard } from './search-terms.js';

const SEARCH_DIR = 'search';
/** Pages per text chunk: results fetch only the chunks of the pages they show. */
const PAGES_PER_CHUNK = 2;
/** A term keeps only its best sections: enough for a results list, and shards stay small. */
const MAX_POSTINGS = 100;

/** The index files, to be written under the output folder, from the pages' shares (search-pages.ts), in route order. */
export function buildSearchIndex(pages: SearchablePage[], enabled: boolean): Array<{ outFile: string; content: string }> {
  if (!enabled) return [];
  // Weighted term counts per section, keyed by section id.
  const counts = new Map<number, Array<[string, number]>>();
  pages.forEach((page, pageIndex) => page.weights.forEach((weights, n) => counts.set(pageIndex * SECTIONS_PER_PAGE + n, weights)));
  const lengths = new Map([...counts].map(([id, weights]) => [id, weights.reduce((sum, [, value]) => sum + value, 0)]));
  const averageLength = [...lengths.values()].reduce((sum, value) => sum + value, 0) / Math.max(1, lengths.size);
  const postings = new Map<string, Array<[number, number]>>();
  for (const [id, weights] of counts) {
    for (const [term, weight] of weights) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push([id, weight]);
    }
  }
  const shards = new Map<string, SearchShard>();
  for (const [term, list] of postings) {
    const idf = Math.log(1 + (counts.size - list.length + 0.5) / (list.length + 0.5));
    const scored = list.map(([id, tf]): [number, number] => {
      const norm = 1.2 * (0.25 + (0.75 * (lengths.get(id) ?? 0)) / averageLength);
      return [id, Math.max(1, Math.round(((idf * tf * 2.2) / (tf + norm)) * 100))];
    });
    scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const key = shardOf(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    // [id, score, id, score…]: a loop, as Array.prototype.flat is slow over many small arrays.
    const flat: number[] = [];
    for (const [id, score] of scored.length > MAX_POSTINGS ? scored.slice(0, MAX_POSTINGS) : scored) flat.push(id, score);
    shard[term] = flat;
  }
  const files: Array<{ outFile: string; content: string }> = [];
  for (let start = 0; start < pages.length; start += PAGES_PER_CHUNK) {
    const chunk: SearchChunk = pages.slice(start, start + PAGES_PER_CHUNK).map((page) => [page.url, page.title, page.sections]);
    files.push({ outFile: `${SEARCH_DIR}/d/${start / PAGES_PER_CHUNK}.json`, content: JSON.stringify(chunk) });
  }
  const keys = [...shards.keys()].sort();
  for (const key of keys) files.push({ outFile: `${SEARCH_DIR}/t/${shardFileName(key)}.json`, content: JSON.stringify(shards.get(key)) });
  const build = createHash('sha256');
  for (const file of files) build.update(file.content);
  const manifest: SearchManifest = { version: 1, build: build.digest('hex').slice(0, 10), pagesPerChunk: PAGES_PER_CHUNK, shards: keys };
  files.push({ outFile: `${SEARCH_DIR}/manifest.json`, content: JSON.stringify(manifest) });
  return files;
}
