// The routes after body edits (body-edits.ts), and which of them can render differently. A doc's
// or markdown page's body shows only on its own pages (the docs root repeats the home doc): those
// routes are refreshed in place, and the site's other 4,000 routes are neither built again nor
// digested. A post's body also shows in the news lists, tag, author and archive pages and the
// React pages' latest posts (excerpts, reading time): then every route is built again, and the
// doc pages, which never show a post, keep their HTML without being digested.
import type { SiteConfig } from '../config/schema.js';
import type { Collection } from '../content/collect.js';
import type { ContentEntry } from '../content/model.js';
import type { GardenError } from '../diagnostics/error.js';
import { buildRoutes } from '../routes/build-routes.js';
import type { Navigation } from '../routes/navigation.js';
import { refreshBody } from '../routes/refresh-body.js';
import type { Route } from '../routes/route.js';
import type { BuildState } from './state.js';

export interface EditedRoutes {
  routes: Route[];
  headLinks: BuildState['headLinks'];
  problems: GardenError[];
  /** Indexes of the routes that may render differently; every other one renders as it did. */
  suspects: number[];
}

const NEVER_SHOWS_A_POST = new Set<Route['template']>(['doc', 'docCategory']);

export function routesAfterBodyEdits(last: BuildState, edited: readonly ContentEntry[], collection: Collection, config: SiteConfig, navigation: Navigation): EditedRoutes | undefined {
  const bySource = new Map(edited.map((entry) => [entry.source.sourcePath, entry]));
  const suspects: number[] = [];
  if (!edited.some((entry) => entry.kind === 'post')) {
    const routes: Route[] = [];
    for (const [index, route] of last.routes.entries()) {
      const entry = route.sourcePath === undefined ? undefined : bySource.get(route.sourcePath);
      const refreshed = entry && refreshBody(route, entry);
      if (entry && !refreshed) return undefined;
      if (refreshed) suspects.push(index);
      routes.push(refreshed ?? route);
    }
    return { routes, headLinks: last.headLinks, problems: last.routeProblems, suspects };
  }
  const { routes, problems, headLinks } = buildRoutes(collection, config, navigation);
  // The same entries with the same listing fields make the same routes; if not, digest them all.
  if (routes.length !== last.routes.length || routes.some((route, index) => route.outFile !== last.routes[index]?.outFile)) return undefined;
  routes.forEach((route, index) => {
    if ((route.sourcePath !== undefined && bySource.has(route.sourcePath)) || !NEVER_SHOWS_A_POST.has(route.template)) suspects.push(index);
  });
  return { routes, headLinks, problems, suspects };
}
