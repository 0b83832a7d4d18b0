// What a build leaves for the next one (`serve --watch` hands it back to runBuild with the files
// changed since): each stage's results with what they were made from, so a stage whose inputs
// did not change keeps them, and the caches that outlive one build. Each stage is handed its
// own part, and nothing of the others'.
import type { LinkCheckState } from './link-stage.js';
import type { LoadedConfig } from './config-stage.js';
import type { ContentSources } from './content-files.js';
import type { RenderedContent } from './content-stage.js';
import type { MemoryCache } from './memory-cache.js';
import type { PagesMemory } from './pages-stage.js';
import type { FrontMatterMemo } from './parse-memo.js';
import type { RoutesMemory } from './routes-stage.js';
import type { LoadedTemplates } from './templates.js';
import type { ServedOutput } from '../write/served-writer.js';
import type { WriteMemory } from '../write/write-memory.js';
import type { RenderedPage } from '../render/page-output.js';

/** A rendered page with its HTML: the only kind a later build can keep. */
export type KeptPage = RenderedPage & { html: string };

export interface BuildState {
  config: LoadedConfig;
  sources: ContentSources;
  content: RenderedContent;
  templates: LoadedTemplates;
  routes: RoutesMemory;
  pages: PagesMemory;
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
