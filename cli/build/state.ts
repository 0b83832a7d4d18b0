// What a build leaves for the next one (`serve --watch` hands it back to runBuild with the files
// changed since): each stage's results, so a stage whose inputs did not change keeps them, and
// the caches that outlive one build.
import type { PublishedFile } from '../bundle/import-module.js';
import type { ClientBundle } from '../client/bundle.js';
import type { SiteConfig } from '../config/schema.js';
import type { Collection } from '../content/collect.js';
import type { ContentFiles } from '../collections/registry.js';
import type { GardenError } from '../diagnostics/error.js';
import type { MarkdownOptions } from '../markdown/types.js';
import type { KeptMarkdown } from '../render/markdown-stage.js';
import type { RenderedPage } from '../render/page-output.js';
import type { LoadedTheme } from '../render/theme.js';
import type { Route } from '../routes/route.js';
import type { AssetRegistry } from '../write/assets.js';
import type { WriteMemory } from '../write/write-memory.js';
import type { ServedOutput } from '../write/served-writer.js';
import type { LinkCheckState } from './link-stage.js';
import type { MemoryCache } from './memory-cache.js';
import type { FrontMatterMemo } from './parse-memo.js';

/** A rendered page with its HTML: the only kind a later build can keep. */
export type KeptPage = RenderedPage & { html: string };

/** What the content stage (content-stage.ts) gives a build, and the state keeps. */
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

export interface BuildState extends RenderedContent {
  config: SiteConfig;
  configPath: string;
  /** The config file and every local file it imports. */
  configInputs: string[];
  files: ContentFiles;
  lastUpdated: ReadonlyMap<string, Date>;
  theme: LoadedTheme;
  client: ClientBundle;
  routes: Route[];
  headLinks: Array<{ rel: string; type: string; href: string; title: string }>;
  /** What building the routes reported (duplicate routes, as warnings), reported again while the routes stand. */
  routeProblems: GardenError[];
  /** Each page kept with its HTML and digest (route-digest.ts), in route order: none when pages went straight to disk. */
  rendered: Array<{ digest: string; page: KeptPage }>;
  /** The link check's memory (link-stage.ts), when the pages were kept. */
  links: LinkCheckState | undefined;
  /** The served folder's files (a build into a staging folder keeps none). */
  output: ServedOutput | undefined;
  /** What the write stage keeps for the next build: the search index, updated page by page, and the site-wide files (write-memory.ts). */
  written: WriteMemory;
  /** Rendered markdown and code blocks, in memory over the disk cache (memory-cache.ts). */
  cache: MemoryCache;
  frontMatter: FrontMatterMemo;
}
