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
import type { SiteConfig } from '../config/schema.js';
import type { Route } from '../routes/route.js';
import { indexTerms, SECTIONS_PER_PAGE, shardFileName, shardOf, type SearchChunk, type SearchManifest, type SearchShard } from './search-terms.js';
import { extractSections, type TextSection } from './search-text.js';
import { globToRegExp } from './sitemap.js';

const SEARCH_DIR = 'search';
/** Pages per text chunk: results fetch only the chunks of the pages they show. */
const PAGES_PER_CHUNK = 2;
/** A term keeps only its best sections: enough for a results list, and shards stay small. */
const MAX_POSTINGS = 100;
/** Stored text per section (snippets come from it; the whole text is indexed). */
const MAX_TEXT = 1000;
const WEIGHT = { title: 5, titleElsewhere: 1, heading: 3, text: 1 };

interface IndexedPage { url: string; title: string; sections: TextSection[] }
/** What a page's sections and weighted terms are computed from. */
interface PageSource { url: string; title: string; html: string | undefined; description?: string | undefined }
interface IndexedTerms { source: PageSource; page: IndexedPage; weights: Array<Map<string, number>> }

/**
 * Each page's sections and weighted terms by URL, kept between builds by `serve --watch`: they
 * depend only on the page's title and HTML, so an edit recomputes them for the edited page only.
 */
export type SearchIndexMemo = Map<string, IndexedTerms>;

/** The pages the index covers: markdown pages by section, React pages by title and description. */
function searchableSources(routes: Route[], exclude: string[]): PageSource[] {
  const excluded = exclude.map(globToRegExp);
  const pages: PageSource[] = [];
  for (const route of routes) {
    if (route.meta.noindex || excluded.some((pattern) => pattern.test(route.url))) continue;
    if (route.template === 'doc') pages.push({ url: route.url, title: route.props.doc.title, html: route.props.doc.html });
    else if (route.template === 'newsPost' && !route.props.post.unlisted) pages.push({ url: route.url, title: route.props.post.title, html: route.props.post.html });
    else if (route.template === 'page') pages.push({ url: route.url, title: route.props.page.title, html: route.props.page.html });
    else if (route.template === 'component') pages.push({ url: route.url, title: route.meta.title, html: undefined, description: route.meta.description });
  }
  return pages;
}

function indexPage(source: PageSource, memo: SearchIndexMemo | undefined): IndexedTerms {
  const known = memo?.get(source.url);
  if (known && known.source.title === source.title && known.source.html === source.html && known.source.description === source.description) return known;
  const sections = capSections(source.html === undefined ? [{ anchor: '', heading: '', text: source.description ?? '' }] : extractSections(source.html));
  const page = { url: source.url, title: source.title, sections };
  // Weighted term counts per section.
  const weights = sections.map((section, n) => {
    const counts = new Map<string, number>();
    const add = (text: string, weight: number): void => {
      for (const term of indexTerms(text)) counts.set(term, (counts.get(term) ?? 0) + weight);
    };
    add(page.title, n === 0 ? WEIGHT.title : WEIGHT.titleElsewhere);
    add(section.heading, WEIGHT.heading);
    add(section.text, WEIGHT.text);
    return counts;
  });
  const indexed = { source, page, weights };
  memo?.set(source.url, indexed);
  return indexed;
}

/** The index files, to be written under the output folder. */
export function buildSearchIndex(routes: Route[], config: SiteConfig['search'], memo?: SearchIndexMemo): Array<{ outFile: string; content: string }> {
  if (!config.enabled) return [];
  const indexed = searchableSources(routes, config.exclude).map((source) => indexPage(source, memo));
  const pages = indexed.map((entry) => entry.page);
  if (memo) {
    // Pages gone from the site leave the memo, so it does not grow with every rename.
    const urls = new Set(pages.map((page) => page.url));
    for (const url of memo.keys()) if (!urls.has(url)) memo.delete(url);
  }
  // Weighted term counts per section, keyed by section id.
  const counts = new Map<number, Map<string, number>>();
  indexed.forEach((entry, pageIndex) => entry.weights.forEach((weights, n) => counts.set(pageIndex * SECTIONS_PER_PAGE + n, weights)));
  const lengths = new Map([...counts].map(([id, weights]) => [id, [...weights.values()].reduce((sum, value) => sum + value, 0)]));
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
    shard[term] = scored.slice(0, MAX_POSTINGS).flat();
  }
  const files: Array<{ outFile: string; content: string }> = [];
  for (let start = 0; start < pages.length; start += PAGES_PER_CHUNK) {
    const chunk: SearchChunk = pages.slice(start, start + PAGES_PER_CHUNK).map((page) => [page.url, page.title, page.sections.map((section) => [section.anchor, section.heading, section.text.slice(0, MAX_TEXT)])]);
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

/** At most SECTIONS_PER_PAGE sections (the rest joins the last), and at least one, so every page can be found by its title. */
function capSections(sections: TextSection[]): TextSection[] {
  if (sections.length === 0) return [{ anchor: '', heading: '', text: '' }];
  if (sections.length <= SECTIONS_PER_PAGE) return sections;
  const kept = sections.slice(0, SECTIONS_PER_PAGE - 1);
  const rest = sections.slice(SECTIONS_PER_PAGE - 1);
  return [...kept, { ...(rest[0] as TextSection), text: rest.map((section) => `${section.heading} ${section.text}`).join(' ') }];
}
