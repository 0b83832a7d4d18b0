// The quick way through the content stage, for the most common change while writing: the text of
// docs, posts or pages edited, and nothing any other page shows of them changed. Only the edited
// files are collected again (each alone, with the collectors a full build uses); when every
// field of the new entry other than its body equals the old one (title, labels, positions, id,
// slug, tags, authors, dates, description, draft, unlisted…), the sidebars and every other
// entry stay as they were, and the collection is the last one with these entries swapped in.
// Anything else (a new, removed or renamed file, a changed listing field, a new problem, other
// code languages or imports) answers undefined: the whole collection is made again, as before.
import type { SiteConfig } from '../config/schema.js';
import type { Collection } from '../content/collect.js';
import { collectDocs } from '../content/docs.js';
import type { ContentEntry } from '../content/model.js';
import { readAuthors, readTags } from '../content/news-meta.js';
import { collectNews } from '../content/news.js';
import { collectPages } from '../content/pages.js';
import type { FrontMatterParser } from '../content/parse.js';
import type { ContentFiles, SourceFile } from '../content/read.js';
import type { GardenError } from '../diagnostics/error.js';
import { importSpecifiers } from '../markdown/page-imports.js';
import { collectFenceLanguages } from '../markdown/renderer.js';
import { findByPath } from './find-by-path.js';
import type { BuildState } from './state.js';

export interface BodyEdits {
  collection: Collection;
  /** The new entries (their markdown not rendered yet). */
  edited: ContentEntry[];
}

export function collectBodyEdits(last: BuildState, files: ContentFiles, changed: readonly string[], config: SiteConfig, parse: FrontMatterParser): BodyEdits | undefined {
  const before = findByPath<ContentEntry>([last.collection.docs, last.collection.posts, last.collection.pages], changed, (entry) => entry.source.absolutePath);
  const now = findByPath([files.docs, files.news, files.pages], changed, (file) => file.absolutePath);
  const swapped = new Map<ContentEntry, ContentEntry>();
  for (const file of changed) {
    const old = before.get(file);
    const source = now.get(file);
    if (!old || !source || old.draft || last.collectWarnings.some((warning) => warning.file === old.source.sourcePath)) return undefined;
    if (source.text === old.source.text) continue;
    const entry = collectOne(old, source, last, files, config, parse);
    if (!entry || !sameListing(old, entry) || !sameLanguages(old.body, entry.body) || !sameImports(old.body, entry.body)) return undefined;
    swapped.set(old, entry);
  }
  const swap = <T extends ContentEntry>(entry: T): T => (swapped.get(entry) as T | undefined) ?? entry;
  const { docs, posts, pages } = last.collection;
  return { collection: { ...last.collection, docs: docs.map(swap), posts: posts.map(swap), pages: pages.map(swap) }, edited: [...swapped.values()] };
}

/** The entry a full build would make of this one file, or undefined when it has problems. */
function collectOne(old: ContentEntry, source: SourceFile, last: BuildState, files: ContentFiles, config: SiteConfig, parse: FrontMatterParser): ContentEntry | undefined {
  const toc = config.docs.toc;
  let found: { entries: ContentEntry[]; problems: GardenError[] };
  if (old.kind === 'doc') {
    const { docs, problems } = collectDocs([source], { routeBasePath: config.docs.routeBasePath, toc, editUrl: config.docs.editUrl, lastUpdated: last.lastUpdated, parse });
    found = { entries: docs, problems };
  } else if (old.kind === 'post') {
    const problems: GardenError[] = [];
    const authors = readAuthors(files.newsAuthors, config.news.routeBasePath, problems);
    const tags = readTags(files.newsTags, config.news.routeBasePath, problems);
    const { posts, problems: postProblems } = collectNews([source], { routeBasePath: config.news.routeBasePath, authors, tags, toc, parse });
    found = { entries: posts, problems: [...problems, ...postProblems] };
  } else {
    const { pages, problems } = collectPages([source], toc, parse);
    found = { entries: pages, problems };
  }
  return found.problems.length === 0 && found.entries.length === 1 ? found.entries[0] : undefined;
}

/** Everything but the body (and where it starts) and the rendered markdown: what other pages may show. */
function listing(entry: ContentEntry): string {
  const { source, body, bodyLineOffset, rendered, ...fields } = entry;
  return JSON.stringify({ ...fields, file: source.absolutePath });
}

function sameListing(a: ContentEntry, b: ContentEntry): boolean {
  return listing(a) === listing(b);
}

/** The modules pages import are bundled before they render (markdown-options.ts): the same imports keep the options. */
function sameImports(a: string, b: string): boolean {
  return JSON.stringify(importSpecifiers(a)) === JSON.stringify(importSpecifiers(b));
}

/** The site's code languages are collected from every body, in order: the same list keeps the markdown options. */
function sameLanguages(a: string, b: string): boolean {
  return JSON.stringify(collectFenceLanguages(a)) === JSON.stringify(collectFenceLanguages(b));
}
