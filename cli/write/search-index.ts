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
import { sectionWeights, type SearchablePage } from './search-pages.js';
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
/** Section ids stay below this (65 million pages); scores (at most a few thousand) are packed above it. */
const ID_SPAN = 2 ** 32;

/** The index files, to be written under the output folder, from the pages' shares (search-pages.ts), in route order. */
export function buildSearchIndex(pages: SearchablePage[], enabled: boolean): Array<{ outFile: string; content: string }> {
  if (!enabled) return [];
  // Each section's length norm (BM25), and each term's postings as [section id, weight, …]:
  // flat number lists, as a 4,000-page site has millions of postings.
  const norms = new Map<number, number>();
  const postings = new Map<string, number[]>();
  let totalLength = 0;
  pages.forEach((page, pageIndex) => page.counts.forEach((_, n) => {
    const [terms, weights] = sectionWeights(page, n);
    const id = pageIndex * SECTIONS_PER_PAGE + n;
    norms.set(id, weights.reduce((sum, value) => sum + value, 0));
    terms.forEach((term, index) => {
      const weight = weights[index] as number;
      const list = postings.get(term);
      if (list) list.push(id, weight);
      else postings.set(term, [id, weight]);
    });
  }));
  for (const length of norms.values()) totalLength += length;
  const averageLength = totalLength / Math.max(1, norms.size);
  for (const [id, length] of norms) norms.set(id, 1.2 * (0.25 + (0.75 * length) / averageLength));
  // term group → the group's part of a shard's JSON object ("term":[…],"term":[…]).
  const groups = new Map<string, string[]>();
  for (const [term, list] of postings) {
    const count = list.length / 2;
    const idf = Math.log(1 + (norms.size - count + 0.5) / (count + 0.5));
    // Score and id packed in one number, so a plain numeric sort orders by score, then id.
    const packed = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const id = list[2 * i] as number;
      const tf = list[2 * i + 1] as number;
      const score = Math.max(1, Math.round(((idf * tf * 2.2) / (tf + (norms.get(id) ?? 0))) * 100));
      packed[i] = score * ID_SPAN + (ID_SPAN - 1 - id);
    }
    packed.sort();
    // [id, score, id, score…], best first.
    let json = '';
    for (let i = count - 1; i >= 0 && i >= count - MAX_POSTINGS; i--) {
      const value = packed[i] as number;
      const score = Math.floor(value / ID_SPAN);
      json += `${json ? ',' : ''}${ID_SPAN - 1 - (value - score * ID_SPAN)},${score}`;
    }
    const group = termGroup(term);
    let members = groups.get(group);
    if (!members) groups.set(group, (members = []));
    members.push(`${JSON.stringify(term)}:[${json}]`);
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
