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
//
// `serve --watch` keeps the index from one build to the next and hands it only the pages whose
// share changed: their terms are scored again, and only the files holding those terms are joined
// again, so a body edit costs in proportion to the page and not to the site. For that, a term's
// scores depend only on its own postings and on two figures of the whole site, the number of
// sections and their average length, rounded to a whole number so that an edit rarely moves it
// (when it does, every term is scored again). A first build is the same update from nothing.
//
// On a site with docs versions, versions are searched apart (a reader searches the version being
// read), so a term keeps its best sections per version: versions often share most of their text,
// and the best sections overall would all be one version's, leaving the others unfound.
import { createHash } from 'node:crypto';
import { PackedFiles } from './packed-files.js';
import type { SearchablePage, SearchVersion } from './search-pages.js';
import { TermPostings } from './search-postings.js';
import { SECTIONS_PER_PAGE, termGroup, type SearchManifest, type SearchManifestVersion } from './search-terms.js';

const SEARCH_DIR = 'search';
/**
 * Bytes of JSON a shard or chunk is filled to (one group or page may exceed it alone). A word
 * fetches one shard (~5 KB gzip at 16 KB); results fetch a chunk per page shown, up to ten, so
 * chunks stay near the two pages they held before.
 */
const SHARD_BYTES = 16_000;
const CHUNK_BYTES = 8_000;
/** A term keeps only its best sections (per docs version): enough for a results list, and shards stay small. */
const MAX_POSTINGS = 100;
/** Section ids stay below this (65 million pages); scores (at most a few thousand) are packed above it. */
const ID_SPAN = 2 ** 32;

export type SearchFile = { outFile: string; content: string };

export class SearchIndex {
  private postings = new TermPostings();
  /** The shares indexed, in route order: a page's place is part of its section ids. */
  private pages: SearchablePage[] = [];
  /** Each page's part of a chunk: url, title and sections as JSON. */
  private pageJson: string[] = [];
  /** Each term's part of a shard's JSON object ("term":[…]), and each group's terms. */
  private members = new Map<string, string>();
  private groupTerms = new Map<string, Set<string>>();
  /** Each group's members joined, its terms in code-unit order. */
  private groups = new Map<string, string>();
  private shards = new PackedFiles<string>(SHARD_BYTES, '{', '}');
  private chunks = new PackedFiles<number>(CHUNK_BYTES, '[', ']');
  private scale = { sections: 0, averageLength: 0 };
  /** The versions searched apart, as the manifest lists them, and each page's place among them (-1: none). */
  private versions: SearchManifestVersion[] = [];
  private pageVersions: number[] = [];
  /** Reused from term to term while scoring. */
  private scores = new Float64Array(1024);

  /** The index files, to be written under the output folder, from the pages' shares (search-pages.ts) in route order, their terms made for `language` (a language tag). */
  files(pages: readonly SearchablePage[], enabled: boolean, language = 'en'): SearchFile[] {
    if (!enabled) {
      this.reset();
      return [];
    }
    try {
      return this.update(pages, language);
    } catch (error) {
      // Half updated: the next build starts from nothing.
      this.reset();
      throw error;
    }
  }

  private reset(): void {
    Object.assign(this, new SearchIndex());
  }

  private update(pages: readonly SearchablePage[], language: string): SearchFile[] {
    // A page added or removed moves every later page's section ids.
    if (pages.length !== this.pages.length) this.reset();
    const touched = new Set<string>();
    pages.forEach((page, index) => {
      const before = this.pages[index];
      if (before && sameShare(before, page)) return;
      if (before) this.postings.remove(before, index, touched);
      this.postings.add(page, index, touched);
      this.pageJson[index] = JSON.stringify([page.url, page.title, page.sections]);
    });
    this.pages = [...pages];
    const { lengths, totalLength } = this.postings;
    const scale = { sections: lengths.size, averageLength: Math.max(1, Math.round(totalLength / Math.max(1, lengths.size))) };
    const { versions, pageVersions } = versionsOf(pages);
    // Each version keeps its own best sections: other versions, or pages moving between them, change every term's.
    const regrouped = JSON.stringify(versions) !== JSON.stringify(this.versions);
    if (regrouped || scale.sections !== this.scale.sections || scale.averageLength !== this.scale.averageLength) {
      for (const term of this.postings.lists.keys()) touched.add(term);
    }
    this.scale = scale;
    this.versions = versions;
    this.pageVersions = pageVersions;
    // A term scored again often ranks as before (the page is not among its best, or rounds the
    // same): its group, and the shard holding it, are then left as they are.
    const groups = new Set<string>();
    for (const term of touched) {
      const list = this.postings.lists.get(term);
      const member = list && `${JSON.stringify(term)}:[${this.ranked(list)}]`;
      if (member === this.members.get(term)) continue;
      const group = termGroup(term);
      groups.add(group);
      let terms = this.groupTerms.get(group);
      if (!terms) this.groupTerms.set(group, (terms = new Set()));
      if (member) {
        this.members.set(term, member);
        terms.add(term);
      } else {
        this.members.delete(term);
        terms.delete(term);
      }
    }
    for (const group of groups) {
      const terms = this.groupTerms.get(group) as Set<string>;
      if (terms.size === 0) {
        this.groupTerms.delete(group);
        this.groups.delete(group);
      } else {
        this.groups.set(group, [...terms].sort().map((term) => this.members.get(term) as string).join(','));
      }
    }
    const shards = this.shards.pack([...this.groups.keys()].sort().map((start) => ({ start, json: this.groups.get(start) as string })));
    const chunks = this.chunks.pack(this.pageJson.map((json, start) => ({ start, json })));
    const files: SearchFile[] = [
      ...chunks.map((chunk, n) => ({ outFile: `${SEARCH_DIR}/d/${n}.json`, content: chunk.content })),
      ...shards.map((shard, n) => ({ outFile: `${SEARCH_DIR}/t/${n}.json`, content: shard.content })),
    ];
    const build = createHash('sha256');
    for (const file of files) build.update(file.content);
    const manifest: SearchManifest = { version: 2, language, build: build.digest('hex').slice(0, 10), shards: shards.map((shard) => shard.start), chunks: chunks.map((chunk) => chunk.start), ...versionRuns(versions, pageVersions) };
    files.push({ outFile: `${SEARCH_DIR}/manifest.json`, content: JSON.stringify(manifest) });
    return files;
  }

  /** A term's best sections as `id,score,id,score…` (BM25), best first, ties by id; at most MAX_POSTINGS of each version. */
  private ranked(list: readonly number[]): string {
    const { sections, averageLength } = this.scale;
    const { lengths } = this.postings;
    const count = list.length / 2;
    const idf = Math.log(1 + (sections - count + 0.5) / (count + 0.5));
    if (this.scores.length < count) this.scores = new Float64Array(count * 2);
    // Score and id packed in one number, so a plain numeric sort orders by score, then id.
    const packed = this.scores.subarray(0, count);
    for (let i = 0; i < count; i++) {
      const id = list[2 * i] as number;
      const tf = list[2 * i + 1] as number;
      const norm = 1.2 * (0.25 + (0.75 * (lengths.get(id) ?? 0)) / averageLength);
      const score = Math.max(1, Math.round(((idf * tf * 2.2) / (tf + norm)) * 100));
      packed[i] = score * ID_SPAN + (ID_SPAN - 1 - id);
    }
    packed.sort();
    let json = '';
    const versioned = this.versions.length > 0;
    // Sections kept per version, at place version + 1 (0: pages of no version).
    const kept = versioned ? new Array<number>(this.versions.length + 1).fill(0) : [0];
    for (let i = count - 1; i >= 0 && (versioned || i >= count - MAX_POSTINGS); i--) {
      const value = packed[i] as number;
      const score = Math.floor(value / ID_SPAN);
      const id = ID_SPAN - 1 - (value - score * ID_SPAN);
      const group = versioned ? (this.pageVersions[Math.floor(id / SECTIONS_PER_PAGE)] ?? -1) + 1 : 0;
      if ((kept[group] as number) >= MAX_POSTINGS) continue;
      kept[group] = (kept[group] as number) + 1;
      json += `${json ? ',' : ''}${id},${score}`;
    }
    return json;
  }
}

/** The same share: its body is cached by content (render/search-shares.ts), so an unchanged page's is the very same. */
function sameShare(a: SearchablePage, b: SearchablePage): boolean {
  return a === b || (a.url === b.url && a.title === b.title && a.sections === b.sections && a.counts === b.counts && sameVersion(a.version, b.version));
}

function sameVersion(a: SearchVersion | undefined, b: SearchVersion | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.section === b.section && a.name === b.name && a.label === b.label && a.isLast === b.isLast);
}

/**
 * The versions searched apart, in the order of their first pages: those of each docs section with
 * more than one (a section of one version is searched as a whole); each page's place among them.
 */
function versionsOf(pages: readonly SearchablePage[]): { versions: SearchManifestVersion[]; pageVersions: number[] } {
  const names = new Map<string, Set<string>>();
  for (const { version } of pages) {
    if (!version) continue;
    let section = names.get(version.section);
    if (!section) names.set(version.section, (section = new Set()));
    section.add(version.name);
  }
  const versions: SearchManifestVersion[] = [];
  const places = new Map<string, number>();
  const pageVersions = pages.map(({ version }) => {
    if (!version || (names.get(version.section)?.size ?? 0) < 2) return -1;
    const key = JSON.stringify([version.section, version.name]);
    let place = places.get(key);
    if (place === undefined) {
      places.set(key, (place = versions.length));
      versions.push([version.section, version.name, version.label, version.isLast ? 1 : 0]);
    }
    return place;
  });
  return { versions, pageVersions };
}

/** The manifest's account of versions: each run of pages of one version; nothing on a site without versions. */
function versionRuns(versions: SearchManifestVersion[], pageVersions: readonly number[]): Pick<SearchManifest, 'versions' | 'runs' | 'runVersions'> {
  if (versions.length === 0) return {};
  const runs: number[] = [];
  const runVersions: number[] = [];
  pageVersions.forEach((version, page) => {
    if (page > 0 && version === pageVersions[page - 1]) return;
    runs.push(page);
    runVersions.push(version);
  });
  return { versions, runs, runVersions };
}
