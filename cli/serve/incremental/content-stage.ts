// The content half of an incremental build: the collection from the files in memory (or, when
// only bodies changed, the last one with the edited entries swapped in: body-edits.ts), and
// markdown rendered only for pages whose text changed (markdown-stage.ts takes the others from
// the last build, or from the session's memory cache). The theme and client bundle are loaded
// again only when a template or a React page changed.
import type { ClientBundle } from '../../client/bundle.js';
import { bundleClient } from '../../client/bundle.js';
import type { SiteConfig } from '../../config/schema.js';
import { collectContent, type Collection } from '../../content/collect.js';
import type { ContentFiles } from '../../content/read.js';
import type { GardenError } from '../../diagnostics/error.js';
import type { Executors } from '../../render/executors.js';
import { markdownOptionsFor } from '../../render/markdown-options.js';
import { loadTheme, type LoadedTheme } from '../../render/theme.js';
import { AssetRegistry } from '../../write/assets.js';
import type { ContentEntry } from '../../content/model.js';
import { renderMarkdown, type KeptMarkdown } from '../../render/markdown-stage.js';
import { collectBodyEdits } from './body-edits.js';
import type { MemoryCache } from './memory-cache.js';
import type { FrontMatterMemo } from './parse-memo.js';
import type { GoodBuild, RenderedContent } from './state.js';

export interface ContentInput {
  siteRoot: string;
  config: SiteConfig;
  files: ContentFiles;
  lastUpdated: ReadonlyMap<string, Date>;
  cache: MemoryCache;
  frontMatter: FrontMatterMemo;
  executors: Executors;
  /** The last good build, unless the config changed since. */
  last: GoodBuild | undefined;
  /** The content files changed since it (absolute paths). */
  changed: readonly string[];
}

export interface ChangedContent extends RenderedContent {
  /** Collect and markdown problems, errors too: the session settles them after the link check, so it reports them all at once. */
  problems: GardenError[];
  /** Whether the session's memory cache may now forget what this build did not use. */
  rotateCache: boolean;
  /** Set when only the bodies of these entries changed (body-edits.ts): no other page shows anything new. */
  edited: ContentEntry[] | undefined;
}

export async function renderChangedContent(input: ContentInput): Promise<ChangedContent> {
  const { last, config, files } = input;
  if (last && files === last.files) return { ...keptContent(last), problems: [...last.contentWarnings], rotateCache: false, edited: [] };
  const edits = last && collectBodyEdits(last, files, input.changed, config, input.frontMatter.parse);
  let collection: Collection;
  let collectWarnings: GardenError[];
  if (edits) {
    collection = edits.collection;
    collectWarnings = last.collectWarnings;
  } else {
    collection = await collectContent(files, config, input.siteRoot, input.lastUpdated, input.frontMatter.parse);
    input.frontMatter.rotate();
    collectWarnings = collection.problems;
  }
  const entries = [...collection.docs, ...collection.posts, ...collection.pages];
  // Body edits keep every code language (body-edits.ts), so the options stay the same object.
  const markdownOptions = edits ? last.markdownOptions : markdownOptionsFor(config, entries, input.siteRoot);
  const assets = new AssetRegistry({ siteRoot: input.siteRoot, maxBytes: config.limits.assetFileBytes });
  const markdown = new Map<string, KeptMarkdown>();
  // After body edits the session's cache is not rotated (rotateCache: false): what the last
  // full collect used stays in it, and only the edited pages' blocks need looking up.
  const problems = await renderMarkdown({ entries, options: markdownOptions, assets, cache: input.cache, executors: input.executors, kept: last?.markdown, keep: markdown, lookUpKeptBlocks: !edits });
  input.cache.save();
  for (const entry of edits?.edited ?? []) {
    const before = last?.markdown.get(entry.source.absolutePath);
    if (before) input.cache.forgetMarkdown(before.job, before.options);
  }
  const found = [...collectWarnings, ...problems];
  return { collection, assets, collectWarnings, contentWarnings: found, markdown, markdownOptions, problems: [...found], rotateCache: !edits, edited: edits?.edited };
}

function keptContent(last: GoodBuild): RenderedContent {
  const { collection, assets, collectWarnings, contentWarnings, markdown, markdownOptions } = last;
  return { collection, assets, collectWarnings, contentWarnings, markdown, markdownOptions };
}

export interface TemplatesInput {
  siteRoot: string;
  config: SiteConfig;
  files: ContentFiles;
  previous: GoodBuild | undefined;
  templatesChanged: boolean;
}

export async function loadTemplates(input: TemplatesInput): Promise<{ theme: LoadedTheme; client: ClientBundle }> {
  const { siteRoot, config, files, previous } = input;
  const pageFiles = files.pageComponents.map((file) => file.absolutePath);
  // A React page is part of the theme: a new, removed or edited one reloads it.
  const pagesChanged = !previous || previous.files.pageComponents.length !== files.pageComponents.length || files.pageComponents.some((file, index) => previous.files.pageComponents[index] !== file);
  const client = !previous || input.templatesChanged ? bundleClient(siteRoot, config.templatesDir) : Promise.resolve(previous.client);
  const theme = !previous || input.templatesChanged || pagesChanged ? loadTheme(siteRoot, config.templatesDir, pageFiles) : Promise.resolve(previous.theme);
  client.catch(() => {}); // awaited together below; a theme error may come first
  return { theme: await theme, client: await client };
}
