// The middle of the build: markdown → routes → pages. Markdown comes from `.garden-cache/`
// when a page is unchanged; the heavy work runs on worker threads when there is enough of it
// (executors.ts); esbuild bundles the theme and the browser code meanwhile, in its own process.
import './react-env.js'; // before the theme loads React
import type { ClientBundle } from '../client/bundle.js';
import { bundleClient } from '../client/bundle.js';
import type { BuildCache } from '../cache/build-cache.js';
import type { SiteConfig } from '../config/schema.js';
import type { Collection } from '../content/collect.js';
import type { ContentFiles } from '../content/read.js';
import type { GardenError } from '../diagnostics/error.js';
import { buildRoutes } from '../routes/build-routes.js';
import type { Route } from '../routes/route.js';
import { AssetRegistry } from '../write/assets.js';
import type { Executors } from './executors.js';
import { markdownOptionsFor } from './markdown-options.js';
import { renderMarkdown } from './markdown-stage.js';
import type { RenderedPage } from './page-output.js';
import { takeSearchShares } from './search-shares.js';
import { loadTheme } from './theme.js';

export interface SiteInput {
  siteRoot: string;
  config: SiteConfig;
  files: ContentFiles;
  collection: Collection;
  cache: Promise<BuildCache>;
  /** The build's executors (started before the config was read, see Executors.warmUpHighlighting); closed here when done. */
  executors: Executors;
  progress: (stage: string) => void;
  /** The staging folder pages go to as they are rendered (none: their HTML is kept, for a writer in memory). */
  writeTo: string | undefined;
  /** The previous output, whose unchanged files are linked rather than written again. */
  reuseFrom: string | undefined;
}

export interface RenderedSite {
  routes: Route[];
  headLinks: Array<{ rel: string; type: string; href: string; title: string }>;
  /** Every page's links and anchors, and its HTML when it was not written yet. */
  pages: RenderedPage[];
  client: ClientBundle;
  assets: AssetRegistry;
  /** Markdown and route problems: pages are rendered anyway, so their links are checked in the same build. */
  problems: GardenError[];
}

export async function renderSite(input: SiteInput): Promise<RenderedSite> {
  const { siteRoot, config, files, collection } = input;
  const entries = [...collection.docs, ...collection.posts, ...collection.pages];
  const markdownOptions = markdownOptionsFor(config, entries, siteRoot);
  const themeSource = { siteRoot, templatesDir: config.templatesDir, pageFiles: files.pageComponents.map((file) => file.absolutePath) };
  const { executors } = input;
  executors.preloadTheme(entries.length, themeSource);
  const themeLoading = loadTheme(siteRoot, config.templatesDir, themeSource.pageFiles);
  const clientBundling = bundleClient(siteRoot, config.templatesDir);
  for (const pending of [themeLoading, clientBundling]) pending.catch(() => {}); // awaited below; a markdown error may come first
  try {
    const assets = new AssetRegistry({ siteRoot, maxBytes: config.limits.assetFileBytes });
    const cache = await input.cache;
    const markdownProblems = await renderMarkdown({ entries, options: markdownOptions, assets, cache, executors });
    cache.save();
    const [theme, client] = await Promise.all([themeLoading, clientBundling]);
    const problems = [...markdownProblems];

    input.progress('rendering pages');
    const { routes, problems: routeProblems, headLinks } = buildRoutes(collection, files.pageComponents, config);
    problems.push(...routeProblems);
    const setup = { ...themeSource, config, assets: client.manifest, headLinks, writeTo: input.writeTo, reuseFrom: input.reuseFrom, searchShares: false };
    const [pages, shares] = await Promise.all([executors.for('pages', routes.length).renderPages(routes, setup, theme), takeSearchShares(routes, config.search, cache.search)]);
    cache.search.save();
    for (const page of pages) {
      const share = shares.get(page.outFile);
      if (share) page.search = share;
    }
    return { routes, headLinks, pages, client, assets, problems };
  } finally {
    // The workers' memory goes before the link check and the writes (a second close is harmless).
    await executors.close();
  }
}
