// The pages half of an incremental build: every route is built again (it is how a changed title
// reaches every sidebar and list that shows it), and only the routes whose data changed are
// rendered; the others keep their HTML from the last good build. When only bodies changed, only
// the routes that can show them are built and digested (edited-routes.ts). A new theme, client
// bundle, config or set of feed links renders every page.
import type { ClientBundle } from '../../client/bundle.js';
import type { SiteConfig } from '../../config/schema.js';
import type { Collection } from '../../content/collect.js';
import type { ContentEntry } from '../../content/model.js';
import type { ContentFiles } from '../../content/read.js';
import type { GardenError } from '../../diagnostics/error.js';
import type { Executors } from '../../render/executors.js';
import type { RenderedPage } from '../../render/page-output.js';
import type { LoadedTheme } from '../../render/theme.js';
import { buildRoutes } from '../../routes/build-routes.js';
import type { Route } from '../../routes/route.js';
import { routesAfterBodyEdits } from './edited-routes.js';
import { fingerprintRoutes } from './fingerprint.js';
import type { GoodBuild, KeptPage } from './state.js';

export interface PagesInput {
  siteRoot: string;
  config: SiteConfig;
  files: ContentFiles;
  collection: Collection;
  theme: LoadedTheme;
  client: ClientBundle;
  executors: Executors;
  /** The last good build, unless the config changed. */
  previous: GoodBuild | undefined;
  /** Entries whose body alone changed since it (content-stage.ts), when that is all that changed. */
  edited: ContentEntry[] | undefined;
}

export interface RenderedPages {
  routes: Route[];
  headLinks: GoodBuild['headLinks'];
  routeProblems: GardenError[];
  /** Every page with its HTML (kept in memory: the served folder is written file by file, output.ts). */
  pages: KeptPage[];
  rendered: GoodBuild['rendered'];
  /** How many pages were rendered (the others kept their HTML). */
  renderedCount: number;
  /** Route problems, errors too: the session settles them with the others. */
  problems: GardenError[];
}

export async function renderChangedPages(input: PagesInput): Promise<RenderedPages> {
  const { config, theme, client, previous } = input;
  const sameTheme = previous !== undefined && previous.theme === theme && previous.client === client;
  const quick = sameTheme && input.edited ? routesAfterBodyEdits(previous, input.edited, input.collection, input.files.pageComponents, config) : undefined;
  const { routes, problems, headLinks } = quick ?? buildRoutes(input.collection, input.files.pageComponents, config);
  const everyPage = !sameTheme || JSON.stringify(previous.headLinks) !== JSON.stringify(headLinks);
  // Only the suspects are digested; any other route renders as it did, so it keeps its page.
  const suspects = quick?.suspects ?? routes.map((_, index) => index);
  const digests: Array<string | undefined> = routes.map((route) => (quick ? previous?.rendered.get(route.outFile)?.digest : undefined));
  const fresh = fingerprintRoutes(suspects.map((index) => routes[index] as Route));
  suspects.forEach((index, n) => (digests[index] = fresh[n]));
  const kept = (route: Route, index: number): KeptPage | undefined => {
    const before = everyPage ? undefined : previous.rendered.get(route.outFile);
    return before && before.digest === digests[index] ? before.page : undefined;
  };
  const keptPages = routes.map(kept);
  const stale = routes.filter((_, index) => keptPages[index] === undefined);
  // No staging folder: the pages come back with their HTML, to be compared with what is served.
  const setup = { siteRoot: input.siteRoot, templatesDir: config.templatesDir, pageFiles: input.files.pageComponents.map((file) => file.absolutePath), config, assets: client.manifest, headLinks, writeTo: undefined };
  const rendered = await input.executors.for('pages', stale.length).renderPages(stale, setup, theme);
  let next = 0;
  const byFile: GoodBuild['rendered'] = new Map();
  const pages = routes.map((route, index) => {
    const page = keptPages[index] ?? withHtml(rendered[next++]);
    byFile.set(route.outFile, { digest: digests[index] as string, page });
    return page;
  });
  return { routes, headLinks, routeProblems: problems, pages, rendered: byFile, renderedCount: stale.length, problems: [...problems] };
}

function withHtml(page: RenderedPage | undefined): KeptPage {
  if (page?.html === undefined) throw new Error('a page rendered without a staging folder came back without its HTML');
  return page as KeptPage;
}
