// The heavy stages as one kind of task: a stage, its setup (plain data) and a batch of items.
// Every thread, the main one or a worker, prepares a stage from its setup once (markdown-it,
// shiki or React and the theme) and then runs batches through the same function: that is what
// keeps the output byte-identical wherever a batch runs.
import type { SiteBundle } from '../bundle/import-module.js';
import type { SiteConfig } from '../config/schema.js';
import type { FenceRequest } from '../markdown/fences.js';
import type { AssetLookup, MarkdownOptions } from '../markdown/types.js';
import type { Route } from '../routes/route.js';
import type { AssetRules } from '../write/assets.js';
import type { AssetManifest } from './document.js';
import type { MarkdownJob, MarkdownJobResult } from './markdown-job.js';
import type { PageOutput, PageSink, RenderedPage } from './page-output.js';
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

export interface HighlightSetup {
  themes: MarkdownOptions['themes'];
  languages: string[];
}

/** Where the theme comes from: a worker loads it for itself. */
export interface ThemeSource {
  siteRoot: string;
  templatesDir: string;
  pageFiles: string[];
  /** Where the pages' styles and images are published, and the static folder. */
  site: SiteBundle;
}

/** What a thread needs to load the theme and wrap pages, all plain data. */
export interface PageSetup extends ThemeSource, PageOutput {
  config: SiteConfig;
  assets: AssetManifest;
  headLinks: RenderContext['headLinks'];
}

export interface StageTypes {
  markdown: { setup: MarkdownSetup; item: MarkdownJob; result: MarkdownJobResult };
  /** Every highlighter loads all the site's languages, as one highlighter for the whole site would: grammars that embed others lazily highlight what is loaded. */
  highlight: { setup: HighlightSetup; item: FenceRequest; result: [key: string, html: string] };
  /** Pages are written out (see PageSetup.writeTo) and come back as what the link check needs. */
  pages: { setup: PageSetup; item: Route; result: RenderedPage };
  /** Only prepared: loads React and the theme ahead of the pages, while the thread has other work. */
  theme: { setup: ThemeSource; item: never; result: never };
  /** Only prepared: loads shiki and its WebAssembly before the site's languages are known. */
  shiki: { setup: Record<string, never>; item: never; result: never };
}

export type Stage = keyof StageTypes;
export type Setup<S extends Stage> = StageTypes[S]['setup'];
export type Item<S extends Stage> = StageTypes[S]['item'];
export type Result<S extends Stage> = StageTypes[S]['result'];

/** A stage prepared in this thread: runs one batch of items. */
export type RunBatch<S extends Stage> = (items: Array<Item<S>>) => Array<Result<S>>;

/** What the main thread lends its own stages; a worker makes its own. */
export interface ThreadParts {
  /** The build's asset registry (a worker hashes images in one of its own; the build registers them again). */
  registerAsset?: (file: string) => AssetLookup;
  /** The theme the main thread has loaded already. */
  theme?: Promise<LoadedTheme>;
  /** Where the main thread's pages go: the build's writer (a worker writes its pages itself). */
  pageSink?: PageSink;
}

type Preparers = { [S in Stage]: (setup: Setup<S>, parts: ThreadParts) => Promise<RunBatch<S>> };

const preparers: Preparers = {
  async markdown(setup, parts) {
    const [{ createMarkdownRenderer }, { renderMarkdownJob }, { AssetRegistry }] = await Promise.all([import('../markdown/renderer.js'), import('./markdown-job.js'), import('../write/assets.js')]);
    const registerAsset = parts.registerAsset ?? ((registry) => (file: string) => registry.register(file))(new AssetRegistry(setup.assets));
    const renderer = await createMarkdownRenderer(setup.options);
    const resolveLink = (file: string): string | undefined => setup.routeByFile.get(file);
    return (jobs) => jobs.map((job) => renderMarkdownJob(renderer, job, resolveLink, registerAsset));
  },
  async highlight(setup) {
    const { createCodeHighlighter } = await import('../markdown/highlighter.js');
    const highlighter = await createCodeHighlighter(setup);
    return (blocks) => blocks.map((block) => [block.key, highlighter.renderFence(block.content, block.info)]);
  },
  async pages(setup, parts) {
    // React's server renderer is loaded by whichever thread renders pages, and only then.
    const [{ renderPage }, theme] = await Promise.all([import('./page-output.js'), parts.theme ?? themeOf(setup)]);
    const { config, assets, headLinks } = setup;
    const context: RenderContext = { siteRoot: setup.siteRoot, config, theme, assets, headLinks };
    return (routes) => routes.map((route) => renderPage(route, context, setup, parts.pageSink));
  },
  async theme(source) {
    await Promise.all([import('./page-output.js'), themeOf(source)]);
    return () => [];
  },
  async shiki() {
    const { preloadShiki } = await import('../markdown/highlighter.js');
    await preloadShiki();
    return () => [];
  },
};

let loaded: { key: string; theme: Promise<LoadedTheme> } | undefined;

/** This thread's theme, loaded once per source. */
function themeOf({ siteRoot, templatesDir, pageFiles, site }: ThemeSource): Promise<LoadedTheme> {
  const key = JSON.stringify([siteRoot, templatesDir, pageFiles, site]);
  if (loaded?.key !== key) loaded = { key, theme: import('./theme.js').then(({ loadTheme }) => loadTheme(siteRoot, templatesDir, pageFiles, site)) };
  return loaded.theme;
}

export function prepareStage<S extends Stage>(stage: S, setup: Setup<S>, parts: ThreadParts = {}): Promise<RunBatch<S>> {
  return (preparers[stage] as Preparers[S])(setup, parts);
}
