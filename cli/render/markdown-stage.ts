// The markdown stage: every entry's body becomes HTML, a TOC and an excerpt. Links to other
// markdown files are rewritten to the routes of the pages built from them. In three steps that
// overlap: pages not in the cache are rendered with placeholders for their code blocks; the
// distinct blocks not in the cache are highlighted as each batch of pages brings them
// (site-blocks.ts); once all are, the placeholders are filled.
// `serve --watch` also hands in what the last build made of each page (`kept`): a page whose
// body and links' targets are unchanged takes it as it is, without hashing its body for the
// cache or filling its code blocks again (on a 4,000-page site that was most of a rebuild).
import { markdownKey, type BuildCache } from '../cache/build-cache.js';
import type { ContentEntry } from '../content/model.js';
import { collectionFolder } from '../content/read.js';
import type { GardenError } from '../diagnostics/error.js';
import { fillFences } from '../markdown/fences.js';
import { ENGLISH_MARKDOWN_WORDS } from '../i18n/engine-messages.js';
import type { AssetLookup, MarkdownOptions, RenderedMarkdown } from '../markdown/types.js';
import type { AssetRegistry } from '../write/assets.js';
import type { Executors } from './executors.js';
import { readPartialFile, type MarkdownJob, type MarkdownJobResult } from './markdown-job.js';
import { pageData } from './page-data.js';
import { SiteBlocks } from './site-blocks.js';
import { fromPlainProblem } from './transfer.js';

export interface MarkdownStageInput {
  entries: ContentEntry[];
  /** Themes, TOC levels and the languages to load (the config's and every fence's). */
  options: MarkdownOptions;
  assets: AssetRegistry;
  cache: BuildCache;
  executors: Executors;
  /** What the last build made of each page, by absolute path; and where to record this build's. */
  kept?: ReadonlyMap<string, KeptMarkdown>;
  keep?: Map<string, KeptMarkdown>;
  /** False when the cache is not rotated after this build, so kept pages' blocks need no lookup. */
  lookUpKeptBlocks?: boolean;
}

/** A page's markdown as one build rendered it: the job, its result with placeholders, and filled. */
export interface KeptMarkdown {
  job: MarkdownJob;
  result: MarkdownJobResult;
  options: MarkdownOptions;
  rendered: RenderedMarkdown;
}

export async function renderMarkdown(input: MarkdownStageInput): Promise<GardenError[]> {
  const { options, assets, cache, executors } = input;
  const built = input.entries.filter((entry) => !entry.draft);
  const routeByFile = new Map(built.map((entry) => [entry.source.absolutePath, entry.route]));
  const jobs: MarkdownJob[] = built.map((entry) => {
    const data = pageData(entry);
    return { sourcePath: entry.source.sourcePath, absolutePath: entry.source.absolutePath, contentRoot: collectionFolder(entry.source), lineOffset: entry.bodyLineOffset, body: entry.body, ...(data ? { data } : {}) };
  });
  // A kept page counts only while its job is the same and its .md links and images resolve as
  // they did (registering its images again, so the build publishes them).
  const kept = jobs.map((job) => {
    const known = input.kept?.get(job.absolutePath);
    return known && sameJob(known.job, job) && stillResolves(known.result, routeByFile, assets) ? known : undefined;
  });
  const keys = jobs.map((job, index) => (kept[index] ? '' : markdownKey(job, options)));
  const results: Array<MarkdownJobResult | undefined> = keys.map((key, index) => {
    const known = kept[index];
    if (known) return known.result;
    const hit = cache.markdown.get(key);
    return hit && stillResolves(hit, routeByFile, assets) ? hit : undefined;
  });
  // With the same options (themes, languages) a kept page's filled HTML is what filling would make.
  // (Kept pages share a few options objects, one per build they were rendered in: each is compared once.)
  const compared = new Map<MarkdownOptions, boolean>();
  const sameOptions = (other: MarkdownOptions): boolean => {
    let same = compared.get(other);
    if (same === undefined) compared.set(other, (same = other === options || JSON.stringify(other) === JSON.stringify(options)));
    return same;
  };
  const filled = kept.map((known) => (known && sameOptions(known.options) ? known.rendered : undefined));
  const missing = results.flatMap((result, index) => (result ? [] : [index]));
  const setup = { themes: options.themes, languages: options.languages };
  const expected = { blocks: missing.reduce((sum, index) => sum + countFences(jobs[index]?.body ?? ''), 0), languages: options.languages.length };
  const blocks = new SiteBlocks(cache, setup, executors, expected);
  // Kept pages' blocks are looked up too (the memory cache keeps what a build used), unless
  // the caller keeps its cache as it is after this build.
  blocks.add(results.filter((result, index): result is MarkdownJobResult => result !== undefined && (input.lookUpKeptBlocks !== false || filled[index] === undefined)));
  if (missing.length > 0) {
    // Workers that will highlight start shiki while these pages are parsed.
    executors.preloadHighlighter(expected.blocks, setup, expected.languages);
    const markdownSetup = { options, routeByFile, assets: assets.rules };
    const onBatch = (fresh: MarkdownJobResult[], from: number): void => {
      fresh.forEach((result, n) => {
        const index = missing[from + n] as number;
        results[index] = result;
        cache.markdown.set(keys[index] as string, result);
      });
      blocks.add(fresh);
    };
    await executors.for('markdown', missing.length).renderMarkdown(missing.map((index) => jobs[index] as MarkdownJob), markdownSetup, (file) => assets.register(file), onBatch);
  }
  const html = await blocks.all();
  const words = options.words ?? ENGLISH_MARKDOWN_WORDS;

  const problems: GardenError[] = [];
  built.forEach((entry, index) => {
    const result = results[index] as MarkdownJobResult;
    const { rendered } = result;
    entry.rendered = filled[index] ?? {
      html: fillFences(rendered.html, html, words),
      excerptHtml: rendered.excerptHtml === undefined ? undefined : fillFences(rendered.excerptHtml, html, words),
      toc: rendered.toc,
      title: rendered.title,
      links: rendered.links,
      problems: rendered.problems.map(fromPlainProblem),
      ...(rendered.styles ? { styles: rendered.styles } : {}),
    };
    problems.push(...entry.rendered.problems);
    // A page kept as it was keeps its record too: a body edit makes no new one for every page.
    const known = kept[index];
    const same = known && known.result === result && known.options === options && known.rendered === entry.rendered;
    input.keep?.set(entry.source.absolutePath, same ? known : { job: jobs[index] as MarkdownJob, result, options, rendered: entry.rendered });
  });
  return problems;
}

/** The partials these pages inlined (absolute paths). */
export function* inlinedPartials(pages: Iterable<KeptMarkdown>): Generator<string> {
  for (const { result } of pages) for (const [file] of result.deps.partials ?? []) yield file;
}

function sameJob(a: MarkdownJob, b: MarkdownJob): boolean {
  return a.body === b.body && a.lineOffset === b.lineOffset && a.sourcePath === b.sourcePath && a.absolutePath === b.absolutePath && a.contentRoot === b.contentRoot && (a.data === b.data || JSON.stringify(a.data) === JSON.stringify(b.data));
}


/**
 * A cached page is current while its .md links lead to the same routes, its images have the
 * same URLs (or are refused for the same reason) and its partials the same text. (The cache is
 * JSON: "no route" comes back as null.)
 */
function stillResolves(result: MarkdownJobResult, routeByFile: ReadonlyMap<string, string>, assets: AssetRegistry): boolean {
  return (
    result.deps.links.every(([file, route]) => routeByFile.get(file) === (route ?? undefined)) &&
    result.deps.assets.every(([file, lookup]) => sameLookup(assets.register(file), lookup)) &&
    (result.deps.partials ?? []).every(([file, hash]) => readPartialFile(file, assets.rules.siteRoot).hash === (hash ?? undefined))
  );
}

/** Lookups are plain data made by one function, so equal ones serialise alike. */
function sameLookup(a: AssetLookup, b: AssetLookup): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Roughly how many fenced code blocks a body has (opening and closing ``` lines, halved). */
function countFences(body: string): number {
  let count = 0;
  for (let index = body.indexOf('```'); index !== -1; index = body.indexOf('```', index + 3)) count++;
  return count >> 1;
}
