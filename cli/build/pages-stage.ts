// The pages stage: routes from the collection, then each page rendered, unless the last build
// kept it with its HTML and its route's data is unchanged (its digest, route-digest.ts), which is
// how a changed title reaches every sidebar and list that shows it and nothing else. When only
// bodies changed, only the routes that can show them are built again and digested
// (edited-routes.ts). A new theme, client bundle, config or set of feed links renders every page.
// Pages go straight to the writer's folder from the thread that renders them when it has one
// (their HTML is then not kept); each rendered page's share of the search index is taken on this
// thread meanwhile (search-shares.ts), a kept page keeps its own.
import type { ClientBundle } from '../client/bundle.js';
import type { SiteConfig } from '../config/schema.js';
import type { Collection } from '../content/collect.js';
import type { ContentEntry } from '../content/model.js';
import { themeFiles, type ContentFiles } from '../collections/registry.js';
import type { GardenError } from '../diagnostics/error.js';
import type { Executors } from '../render/executors.js';
import type { RenderedPage } from '../render/page-output.js';
import { fromPlainProblem } from '../render/transfer.js';
import { takeSearchShares } from '../render/search-shares.js';
import type { LoadedTheme } from '../render/theme.js';
import { buildRoutes } from '../routes/build-routes.js';
import type { Navigation } from '../routes/navigation.js';
import type { Route } from '../routes/route.js';
import type { Writer } from '../write/writer.js';
import { alignedLookup } from './aligned-lookup.js';
import { routesAfterBodyEdits } from './edited-routes.js';
import { digestRoutes } from './route-digest.js';
import type { MemoryCache } from './memory-cache.js';
import type { BuildState, KeptPage } from './state.js';

export interface PagesInput {
  siteRoot: string;
  config: SiteConfig;
  files: ContentFiles;
  collection: Collection;
  /** The navbar and footer, resolved against the collection's docs. */
  navigation: Navigation;
  theme: LoadedTheme;
  client: ClientBundle;
  executors: Executors;
  cache: MemoryCache;
  writer: Pick<Writer, 'directory' | 'reuseFrom' | 'budget' | 'write'>;
  /** The last good build, unless the config changed. */
  last: BuildState | undefined;
  /** Entries whose body alone changed since it (content-stage.ts), when that is all that changed. */
  edited: ContentEntry[] | undefined;
}

export interface RenderedPages {
  routes: Route[];
  headLinks: BuildState['headLinks'];
  routeProblems: GardenError[];
  /** Every page: its links and anchors, its search share, and its HTML unless it was written already. */
  pages: RenderedPage[];
  rendered: BuildState['rendered'];
  /** How many pages were rendered (the others kept their HTML). */
  renderedCount: number;
}

export async function renderPages(input: PagesInput): Promise<RenderedPages> {
  const { config, theme, client, last } = input;
  // Pages written straight to disk come back without their HTML: none is kept for a later build.
  const keepPages = input.writer.directory === undefined;
  const sameTheme = last !== undefined && last.theme === theme && last.client === client;
  const quick = sameTheme && input.edited ? routesAfterBodyEdits(last, input.edited, input.collection, config, input.navigation) : undefined;
  const { routes, problems, headLinks } = quick ?? buildRoutes(input.collection, config, input.navigation);
  const digests = keepPages ? routeDigests(routes, last, quick?.suspects) : [];
  const everyPage = !sameTheme || JSON.stringify(last.headLinks) !== JSON.stringify(headLinks);
  const lastRendered = last && alignedLookup(last.rendered, (entry) => entry.page.outFile);
  const keptEntries = routes.map((route, index) => {
    const before = everyPage ? undefined : lastRendered?.(route.outFile, index);
    return before && before.digest === digests[index] ? before : undefined;
  });
  const keptPages = keptEntries.map((entry) => entry?.page);
  const stale = routes.filter((_, index) => keptPages[index] === undefined);
  const setup = { siteRoot: input.siteRoot, templatesDir: config.templatesDir, site: { baseUrl: config.baseUrl, staticDir: config.staticDir }, pageFiles: themeFiles(input.files).map((file) => file.absolutePath), config, assets: client.manifest, headLinks, writeTo: input.writer.directory, reuseFrom: input.writer.reuseFrom, budget: input.writer.budget };
  const sink = (outFile: string, html: string): void => input.writer.write(outFile, html);
  const [rendered, shares] = await Promise.all([input.executors.for('pages', stale.length).renderPages(stale, setup, theme, sink), takeSearchShares(stale, config.search, input.cache.search)]);
  input.cache.search.save();
  let next = 0;
  const kept: BuildState['rendered'] = [];
  const pages = routes.map((route, index) => {
    const page = keptPages[index] ?? (rendered[next++] as RenderedPage);
    const share = shares.get(route.outFile);
    if (share) page.search = share;
    const before = keptEntries[index];
    if (keepPages) kept.push(before && before.page === page ? before : { digest: digests[index] as string, page: page as KeptPage });
    return page;
  });
  const pageProblems = (rendered as RenderedPage[]).flatMap((page) => (page.problems ?? []).map(fromPlainProblem));
  return { routes, headLinks, routeProblems: [...problems, ...pageProblems], pages, rendered: kept, renderedCount: stale.length };
}

/** Each route's digest: only the suspects' are computed, any other route renders as it did and keeps its last one. */
function routeDigests(routes: readonly Route[], last: BuildState | undefined, suspects: readonly number[] | undefined): Array<string | undefined> {
  const lastRendered = suspects && last && alignedLookup(last.rendered, (entry) => entry.page.outFile);
  const digests: Array<string | undefined> = routes.map((route, index) => lastRendered?.(route.outFile, index)?.digest);
  const indexes = suspects ?? routes.map((_, index) => index);
  const fresh = digestRoutes(indexes.map((index) => routes[index] as Route));
  indexes.forEach((index, n) => (digests[index] = fresh[n]));
  return digests;
}
