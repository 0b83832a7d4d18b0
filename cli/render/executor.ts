// Where the heavy stages run. The build asks an executor to render markdown, highlight code
// blocks and render pages; the in-process executor does it on the main thread, the worker
// pool (workers.ts) spreads it over the cores. Both call the same functions, which is what
// keeps the output byte-identical either way.
import type { SiteConfig } from '../config/schema.js';
import type { FenceRequest } from '../markdown/fences.js';
import { createCodeHighlighter } from '../markdown/highlighter.js';
import { createMarkdownRenderer } from '../markdown/renderer.js';
import type { AssetLookup, MarkdownOptions, MarkdownRenderer } from '../markdown/types.js';
import type { AssetRules } from '../write/assets.js';
import type { Route } from '../routes/route.js';
import type { AssetManifest } from './document.js';
import { pageInterner } from './page-interner.js';
import { renderMarkdownJob, type MarkdownJob, type MarkdownJobResult } from './markdown-job.js';
import type { PageOutput, RenderedPage } from './page-output.js';
import type { RenderContext } from './render-route.js';
import type { LoadedTheme } from './theme.js';

export interface MarkdownSetup {
  /** Renderer options; highlighting is always deferred (see markdown/fences.ts). */
  options: MarkdownOptions;
  /** Absolute source path → route, for `.md` links. */
  routeByFile: ReadonlyMap<string, string>;
  /** Which images may be published (inside the site, regular files, up to a size). */
  assets: AssetRules;
}

/** Where the theme comes from: a worker loads it for itself. */
export interface ThemeSource {
  siteRoot: string;
  templatesDir: string;
  pageFiles: string[];
}

/** What a worker needs to load the theme and wrap pages, all plain data. */
export interface PageSetup extends ThemeSource, PageOutput {
  config: SiteConfig;
  assets: AssetManifest;
  headLinks: RenderContext['headLinks'];
}

export interface HighlightSetup {
  themes: MarkdownOptions['themes'];
  languages: string[];
}

export interface StageExecutor {
  renderMarkdown(jobs: MarkdownJob[], setup: MarkdownSetup, registerAsset: (file: string) => AssetLookup): Promise<MarkdownJobResult[]>;
  /**
   * The HTML of each distinct block, by key. Every highlighter loads all the site's languages,
   * as one highlighter for the whole site would: grammars that embed others lazily (markdown
   * fences inside a markdown block) highlight what is loaded, so a smaller set could change a block.
   */
  highlight(blocks: FenceRequest[], options: HighlightSetup): Promise<Map<string, string>>;
  /** One page per route, in order: written out (see PageSetup.writeTo) and scanned for links. */
  renderPages(routes: Route[], setup: PageSetup, theme: LoadedTheme): Promise<RenderedPage[]>;
  close(): Promise<void>;
}

export async function highlightBlocks(blocks: readonly FenceRequest[], setup: HighlightSetup): Promise<Map<string, string>> {
  const highlighter = await createCodeHighlighter(setup);
  return new Map(blocks.map((block) => [block.key, highlighter.renderFence(block.content, block.info)]));
}

export function deferredRenderer(options: MarkdownOptions): Promise<MarkdownRenderer> {
  return createMarkdownRenderer(options);
}

export class InProcessExecutor implements StageExecutor {
  private renderer: Promise<MarkdownRenderer> | undefined;

  async renderMarkdown(jobs: MarkdownJob[], setup: MarkdownSetup, registerAsset: (file: string) => AssetLookup): Promise<MarkdownJobResult[]> {
    const renderer = await (this.renderer ??= deferredRenderer(setup.options));
    return jobs.map((job) => renderMarkdownJob(renderer, job, (file) => setup.routeByFile.get(file), registerAsset));
  }

  highlight(blocks: FenceRequest[], setup: HighlightSetup): Promise<Map<string, string>> {
    return highlightBlocks(blocks, setup);
  }

  async renderPages(routes: Route[], setup: PageSetup, theme: LoadedTheme): Promise<RenderedPage[]> {
    // React's server renderer is loaded by whichever thread renders pages, and only then.
    const { renderPage } = await import('./page-output.js');
    const context: RenderContext = { config: setup.config, theme, assets: setup.assets, headLinks: setup.headLinks };
    const intern = pageInterner();
    return routes.map((route) => {
      // A link or anchor cut from the HTML would keep the whole page alive (V8 slices strings);
      // a copy lets the page go, as the copy a worker sends back does.
      const page = setup.writeTo === undefined ? renderPage(route, context, setup) : structuredClone(renderPage(route, context, setup));
      intern(page);
      return page;
    });
  }

  async close(): Promise<void> {}
}
