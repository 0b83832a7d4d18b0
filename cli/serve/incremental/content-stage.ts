// The content half of an incremental build: the collection from the files in memory, and
// markdown rendered only for pages whose text changed (markdown-stage.ts finds the others in
// the session's memory cache). The theme and client bundle are loaded again only when a
// template or a React page changed.
import type { ClientBundle } from '../../client/bundle.js';
import { bundleClient } from '../../client/bundle.js';
import type { BuildCache } from '../../cache/build-cache.js';
import type { SiteConfig } from '../../config/schema.js';
import { collectContent, type Collection } from '../../content/collect.js';
import type { ContentFiles } from '../../content/read.js';
import { throwIfErrors, type GardenError } from '../../diagnostics/error.js';
import type { Executors } from '../../render/executors.js';
import { markdownOptionsFor } from '../../render/markdown-options.js';
import { renderMarkdown } from '../../render/markdown-stage.js';
import { loadTheme, type LoadedTheme } from '../../render/theme.js';
import { AssetRegistry } from '../../write/assets.js';
import type { FrontMatterMemo } from './parse-memo.js';
import type { GoodBuild } from './state.js';

export interface ContentInput {
  siteRoot: string;
  config: SiteConfig;
  files: ContentFiles;
  lastUpdated: ReadonlyMap<string, Date>;
  cache: BuildCache;
  frontMatter: FrontMatterMemo;
  executors: Executors;
  /** The last good build, when no content file changed since. */
  previous: GoodBuild | undefined;
}

export interface RenderedContent {
  collection: Collection;
  assets: AssetRegistry;
  contentWarnings: GardenError[];
  markdownRendered: boolean;
}

export async function renderChangedContent(input: ContentInput): Promise<RenderedContent & { warnings: GardenError[] }> {
  const { previous } = input;
  if (previous) return { collection: previous.collection, assets: previous.assets, contentWarnings: previous.contentWarnings, warnings: [...previous.contentWarnings], markdownRendered: false };
  const { config, files } = input;
  const collection = await collectContent(files, config, input.siteRoot, input.lastUpdated, input.frontMatter.parse);
  input.frontMatter.rotate();
  const warnings = throwIfErrors(collection.problems);
  const entries = [...collection.docs, ...collection.posts, ...collection.pages];
  const options = markdownOptionsFor(config, entries);
  const assets = new AssetRegistry();
  const problems = await renderMarkdown({ entries, options, assets, cache: input.cache, executors: input.executors });
  input.cache.save();
  warnings.push(...throwIfErrors(problems));
  return { collection, assets, contentWarnings: warnings, warnings: [...warnings], markdownRendered: true };
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
