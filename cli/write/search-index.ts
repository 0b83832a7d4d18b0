// The site's search index, written at build time as small static files under `search/`:
//
//   search/manifest.json   where each shard and chunk starts (fetched once per page view)
//   search/t/<n>.json      terms of neighbouring two-character groups → ranked sections
//   search/d/<n>.json      a few pages: url, title, and per section anchor, heading, text
//
// A query fetches the manifest, one term shard per word typed, then the chunks of its best
// results, so the first search costs a few KB whether the site has 50 pages or 10,000. Shards
// and chunks are filled to a size rather than cut at fixed prefixes or page counts: small
// files cost the build more than their bytes (creating a file costs up to a millisecond on
// the disks here) and the browser a request each; this site went from 437 index files to 89.
// Scores are computed here (BM25 with field weights), so the browser only adds numbers.
import { createHash } from 'node:crypto';
import type { SearchablePage } from './search-pages.js';
import { SECTIONS_PER_PAGE, termGroup, type SearchManifest } from './search-terms.js';

const SEARCH_DIR = 'search';
/**
 * Bytes of JSON a shard or chunk is filled to (one group or page may exceed it alone). A word
 * fetches one shard (~5 KB gzip at 16 KB); results fetch a chunk per page shown, up to ten, so
 * chunks stay near the two pages they held before.
 */
const SHARD_BYTES = 16_000;
const CHUNK_BYTES = 8_000;
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
  // term group → the group's part of a shard's JSON object ("term":[…],"term":[…]).
  const groups = new Map<string, string[]>();
  for (const [term, list] of postings) {
    const idf = Math.log(1 + (counts.size - list.length + 0.5) / (list.length + 0.5));
    const scored = list.map(([id, tf]): [number, number] => {
      const norm = 1.2 * (0.25 + (0.75 * (lengths.get(id) ?? 0)) / averageLength);
      return [id, Math.max(1, Math.round(((idf * tf * 2.2) / (tf + norm)) * 100))];
    });
    scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    // [id, score, id, score…]: a loop, as Array.prototype.flat is slow over many small arrays.
    const flat: number[] = [];
    for (const [id, score] of scored.length > MAX_POSTINGS ? scored.slice(0, MAX_POSTINGS) : scored) flat.push(id, score);
    const group = termGroup(term);
    let members = groups.get(group);
    if (!members) groups.set(group, (members = []));
    members.push(`${JSON.stringify(term)}:[${flat.join(',')}]`);
  }
  const groupKeys = [...groups.keys()].sort();
  const shards = fill(SHARD_BYTES, groupKeys.map((key) => ({ start: key, json: (groups.get(key) as string[]).join(',') })));
  const chunks = fill(CHUNK_BYTES, pages.map((page, index) => ({ start: index, json: JSON.stringify([page.url, page.title, page.sections]) })));
  const files: Array<{ outFile: string; content: string }> = [
    ...chunks.map((chunk, n) => ({ outFile: `${SEARCH_DIR}/d/${n}.json`, content: `[${chunk.json}]` })),
    ...shards.map((shard, n) => ({ outFile: `${SEARCH_DIR}/t/${n}.json`, content: `{${shard.json}}` })),
  ];
  const build = createHash('sha256');
  for (const file of files) build.update(file.content);
  const manifest: SearchManifest = { version: 2, build: build.digest('hex').slice(0, 10), shards: shards.map((shard) => shard.start), chunks: chunks.map((chunk) => chunk.start) };
  files.push({ outFile: `${SEARCH_DIR}/manifest.json`, content: JSON.stringify(manifest) });
  return files;
}

/** Packs consecutive parts (comma-joined JSON) into files of about `bytes`, each named by its first part's start. */
function fill<Start>(bytes: number, parts: Array<{ start: Start; json: string }>): Array<{ start: Start; json: string }> {
  const files: Array<{ start: Start; json: string }> = [];
  let current: { start: Start; members: string[]; bytes: number } | undefined;
  for (const part of parts) {
    if (current && current.bytes + part.json.length > bytes) {
      files.push({ start: current.start, json: current.members.join(',') });
      current = undefined;
    }
    current ??= { start: part.start, members: [], bytes: 0 };
    current.members.push(part.json);
    current.bytes += part.json.length + 1;
  }
  if (current) files.push({ start: current.start, json: current.members.join(',') });
  return files;
}
