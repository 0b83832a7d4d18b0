// The pages stage: each route rendered, unless the last build kept its page with its HTML and its
// route's data is unchanged (its digest, route-digest.ts), which is how a changed title reaches
// every sidebar and list that shows it and nothing else. When the routes stage made only some
// routes again (after body edits: routes-stage.ts), only those are digested. A new theme, client
// bundle, config or set of feed links renders every page.
// Pages go straight to the writer's folder from the thread that renders them when it has one
// (their HTML is then not kept); each rendered page's share of the search index is taken on this
// thread meanwhile (search-shares.ts), a kept page keeps its own.
import type { ClientBundle } from '../client/bundle.js';
import type { SiteConfig } from '../config/schema.js';
import { themeFiles, type ContentFiles } from '../collections/registry.js';
import type { GardenError } from '../diagnostics/error.js';
import type { Executors } from '../render/executors.js';
import type { RenderedPage } from '../render/page-output.js';
import { fromPlainProblem } from '../render/transfer.js';
import { takeSearchShares } from '../render/search-shares.js';
import type { LoadedTheme } from '../render/theme.js';
import type { HeadLink } from '../collections/kind.js';
import type { Route } from '../routes/route.js';
import type { Writer } from '../write/writer.js';
import { alignedLookup } from './aligned-lookup.js';
import { digestRoutes } from './route-digest.js';
import { pageContextKey, storedPageKeys, takeStoredPages, type StoredPagesUse } from './stored-pages.js';
import { themeSite } from './templates.js';
import type { MemoryCache } from './memory-cache.js';
import type { MadeRoutes } from './routes-stage.js';
import type { KeptPage } from './state.js';

/** Each page kept with its HTML and its route's digest (route-digest.ts), in route order. */
export type KeptPages = Array<{ digest: string; page: KeptPage }>;

/** What the pages stage keeps for the next build. */
export interface PagesMemory {
  theme: LoadedTheme;
  client: ClientBundle;
  headLinks: HeadLink[];
  /** None when the pages went straight to disk. */
  pages: KeptPages;
}

export interface PagesInput {
  siteRoot: string;
  config: SiteConfig;
  files: ContentFiles;
  made: MadeRoutes;
  theme: LoadedTheme;
  client: ClientBundle;
  executors: Executors;
  cache: MemoryCache;
  writer: Pick<Writer, 'directory' | 'reuseFrom' | 'budget' | 'write'>;
  /** What the last good build's pages stage kept, unless the config changed. */
  last: PagesMemory | undefined;
  /** The config file and the local files it imports, a part of each page's key in the disk cache (build/stored-pages.ts). */
  configInputs: readonly string[];
}

export interface RenderedPages {
  /** Every page: its links and anchors, its search share, and its HTML unless it was written already. */
  pages: RenderedPage[];
  problems: GardenError[];
  memory: PagesMemory;
  /** How many pages were rendered (the others kept their HTML). */
  renderedCount: number;
  /** How the disk cache was used, when it was (a build writing to disk, with nothing in memory). */
  stored?: StoredPagesUse;
}

export async function renderPages(input: PagesInput): Promise<RenderedPages> {
  const { config, theme, client, last } = input;
  const { routes, headLinks } = input.made.routes;
  // Pages written straight to disk come back without their HTML: none is kept for a later build.
  const keepPages = input.writer.directory === undefined;
  const digests = keepPages ? routeDigests(routes, last?.pages, input.made.remade) : [];
  const everyPage = !last || last.theme !== theme || last.client !== client || JSON.stringify(last.headLinks) !== JSON.stringify(headLinks);
  const lastRendered = last && alignedLookup(last.pages, (entry) => entry.page.outFile);
  const keptEntries = routes.map((route, index) => {
    const before = everyPage ? undefined : lastRendered?.(route.outFile, index);
    return before && before.digest === digests[index] ? before : undefined;
  });
  const keptPages = keptEntries.map((entry) => entry?.page);
  // A build with nothing in memory finds the pages it would render alike in the disk cache.
  const { directory: writeTo, reuseFrom, budget } = input.writer;
  const contextKey = !last && writeTo !== undefined && input.cache.pages.enabled ? pageContextKey({ config, configInputs: input.configInputs, theme, assets: client.manifest, headLinks }) : undefined;
  const takeFrom = contextKey !== undefined && writeTo !== undefined && reuseFrom !== undefined ? { writeTo, reuseFrom, budget } : undefined;
  // With no previous output the keys are only kept for the next build: worked out once the pages are written (build.ts).
  const keys = takeFrom && contextKey !== undefined ? await storedPageKeys(routes, contextKey) : undefined;
  const storedPages = takeFrom && keys ? takeStoredPages(routes, keys, input.cache.pages, takeFrom) : [];
  const stale = routes.filter((_, index) => keptPages[index] === undefined && storedPages[index] === undefined);
  const unshared = routes.filter((_, index) => keptPages[index] === undefined);
  const setup = { siteRoot: input.siteRoot, templatesDir: config.templatesDir, site: themeSite(config), pageFiles: themeFiles(input.files).map((file) => file.absolutePath), config, assets: client.manifest, headLinks, writeTo, reuseFrom, budget };
  const sink = (outFile: string, html: string): void => input.writer.write(outFile, html);
  const [rendered, shares] = await Promise.all([
    input.executors.for('pages', stale.length).renderPages(stale, setup, theme, sink),
    takeSearchShares(unshared, config.search, input.cache.search),
  ]);
  const stored = contextKey !== undefined && writeTo !== undefined ? { contextKey, keys, taken: new Set(storedPages.flatMap((page) => (page ? [page.outFile] : []))), folder: writeTo } : undefined;
  let next = 0;
  const kept: KeptPages = [];
  const pages = routes.map((route, index) => {
    const page = keptPages[index] ?? storedPages[index] ?? (rendered[next++] as RenderedPage);
    const share = shares.get(route.outFile);
    if (share) page.search = share;
    const before = keptEntries[index];
    if (keepPages) kept.push(before && before.page === page ? before : { digest: digests[index] as string, page: page as KeptPage });
    return page;
  });
  const pageProblems = (rendered as RenderedPage[]).flatMap((page) => (page.problems ?? []).map(fromPlainProblem));
  return { pages, problems: pageProblems, memory: { theme, client, headLinks, pages: kept }, renderedCount: stale.length, ...(stored ? { stored } : {}) };
}

/** Each route's digest: only the remade routes' are computed, any other route renders as it did and keeps its last one. */
function routeDigests(routes: readonly Route[], last: KeptPages | undefined, remade: readonly number[] | undefined): Array<string | undefined> {
  const lastRendered = remade && last && alignedLookup(last, (entry) => entry.page.outFile);
  const digests: Array<string | undefined> = routes.map((route, index) => lastRendered?.(route.outFile, index)?.digest);
  const indexes = remade ?? routes.map((_, index) => index);
  const fresh = digestRoutes(indexes.map((index) => routes[index] as Route));
  indexes.forEach((index, n) => (digests[index] = fresh[n]));
  return digests;
}
