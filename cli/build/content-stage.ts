// The content stage, in two steps the build sequences (commands/build.ts):
// - collect: the collection from the files in memory; when only bodies changed since the last
//   build, the last one with the edited entries swapped in (body-edits.ts); when no content
//   file changed, the last one as it is;
// - markdown: every page's body rendered, unless kept from the last build or found in the
//   caches (markdown-stage.ts, memory-cache.ts).
import type { SiteConfig } from '../config/schema.js';
import { allEntries, renderedProblems, type ContentFiles } from '../collections/registry.js';
import { collectContent, collectContext, type Collection } from '../content/collect.js';
import type { PublishedFile } from '../bundle/import-module.js';
import type { ContentEntry } from '../content/model.js';
import type { MarkdownOptions, MarkdownWords } from '../markdown/types.js';
import type { GardenError } from '../diagnostics/error.js';
import type { Executors } from '../render/executors.js';
import { markdownOptionsFor } from '../render/markdown-options.js';
import { renderMarkdown, type KeptMarkdown } from '../render/markdown-stage.js';
import { AssetRegistry } from '../write/assets.js';
import { collectBodyEdits } from './body-edits.js';
import type { ContentSources } from './content-files.js';
import type { MemoryCache } from './memory-cache.js';
import type { FrontMatterMemo } from './parse-memo.js';

/** What the content stage gives a build, and keeps for the next. */
export interface RenderedContent {
  /** Entries with their rendered markdown. */
  collection: Collection;
  assets: AssetRegistry;
  /** Warnings of the collect stage and of the markdown stage, reported again while their files are unchanged. */
  collectWarnings: GardenError[];
  markdownWarnings: GardenError[];
  /** Each page's markdown as rendered, by absolute path (reused while its body is unchanged), and the options used. */
  markdown: Map<string, KeptMarkdown>;
  markdownOptions: MarkdownOptions;
  /** What the modules pages import publish: their stylesheets, images and fonts. */
  componentFiles: PublishedFile[];
}

export interface CollectInput {
  siteRoot: string;
  config: SiteConfig;
  sources: ContentSources;
  frontMatter: FrontMatterMemo;
  /** The last good build's content, unless the config changed since. */
  last: RenderedContent | undefined;
  /** The content files changed since it (absolute paths). */
  changed: readonly string[];
}

export interface Collected {
  collection: Collection;
  collectWarnings: GardenError[];
  /** Set when only the bodies of these entries changed (body-edits.ts): no other page shows anything new. */
  edited: ContentEntry[] | undefined;
  /** The last build's content, kept whole: no content file changed. */
  kept: RenderedContent | undefined;
}

export async function collectStage(input: CollectInput): Promise<Collected> {
  const { last, config } = input;
  const { files, lastUpdated } = input.sources;
  if (last && input.changed.length === 0) return { collection: last.collection, collectWarnings: last.collectWarnings, edited: [], kept: last };
  const edits = last && collectBodyEdits(last, files, input.changed, collectContext(input.siteRoot, config, lastUpdated, input.frontMatter.parse));
  if (edits) return { collection: edits.collection, collectWarnings: last.collectWarnings, edited: edits.edited, kept: undefined };
  const collection = await collectContent(files, config, input.siteRoot, lastUpdated, input.frontMatter.parse);
  input.frontMatter.rotate();
  return { collection, collectWarnings: collection.problems, edited: undefined, kept: undefined };
}

export interface MarkdownInput {
  siteRoot: string;
  config: SiteConfig;
  cache: MemoryCache;
  executors: Executors;
  last: RenderedContent | undefined;
  /** The words markdown writes, in the locale built. */
  words: MarkdownWords;
}

export interface RenderedMarkdown extends RenderedContent {
  /** Markdown problems, errors too: the build settles them after the link check, so it reports them all at once. */
  problems: GardenError[];
  /** Whether the memory cache may now forget what this build did not use. */
  rotateCache: boolean;
}

export async function markdownStage(input: MarkdownInput, collected: Collected): Promise<RenderedMarkdown> {
  const { last, config } = input;
  if (collected.kept) return { ...collected.kept, problems: [...collected.kept.markdownWarnings], rotateCache: false };
  const { collection, collectWarnings, edited } = collected;
  const entries = allEntries(collection);
  // Body edits keep every code language (body-edits.ts), so the options stay the same object.
  const markdownOptions = edited && last ? last.markdownOptions : markdownOptionsFor(config, entries, input.siteRoot, input.words);
  const assets = new AssetRegistry({ siteRoot: input.siteRoot, maxBytes: config.limits.assetFileBytes });
  const markdown = new Map<string, KeptMarkdown>();
  // After body edits the memory cache is not rotated (rotateCache: false): what the last full
  // collect used stays in it, and only the edited pages' blocks need looking up.
  const problems = await renderMarkdown({ entries, options: markdownOptions, assets, cache: input.cache, executors: input.executors, kept: last?.markdown, keep: markdown, lookUpKeptBlocks: !edited });
  // The stylesheets (and their images) of the modules pages import, written by this thread.
  const componentFiles = edited && last ? last.componentFiles : await componentFilesOf(markdownOptions);
  for (const entry of edited ?? []) {
    const before = last?.markdown.get(entry.source.absolutePath);
    if (before) input.cache.forgetMarkdown(before.job, before.options);
  }
  return { collection, assets, collectWarnings, markdownWarnings: problems, markdown, markdownOptions, componentFiles, problems: [...problems, ...renderedProblems(collection)], rotateCache: !edited };
}

async function componentFilesOf(options: MarkdownOptions): Promise<PublishedFile[]> {
  if (!options.components || options.components.imports.length === 0) return [];
  const { loadComponents } = await import('../markdown/components.js');
  return (await loadComponents(options.components)).files;
}
