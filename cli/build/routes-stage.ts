// The routes stage: every route of the site, each with what its data read of the entries' bodies
// (routes/build-routes.ts). After body edits and nothing else (content-stage.ts), the last
// build's routes stand but for those whose record shows they read an edited body, whatever their
// template or the theme's data: those are made again, and are the pages to digest and perhaps
// render again (pages-stage.ts). Anything else makes every route again, and so do other words
// (the theme's table changed with its templates).
import type { ContentEntry } from '../content/model.js';
import type { PageLocale } from '../i18n/locales.js';
import { readsAny, SiteRoutes, type RouteRecord, type RouteSet, type RoutesInput } from '../routes/build-routes.js';
import type { Route } from '../routes/route.js';
import type { ThemeData } from '../routes/theme-data.js';

/** The routes, and the theme data and locale they were made with. */
export interface RoutesMemory extends RouteSet {
  themeData: ThemeData | undefined;
  locale: PageLocale;
}

export interface MadeRoutes {
  routes: RoutesMemory;
  /** Indexes of the routes made again after body edits; undefined when every route was made. */
  remade: number[] | undefined;
}

/**
 * `last`: the last good build's routes, unless the config changed since; `edited`: the entries
 * whose bodies alone changed since (undefined when anything else may have).
 */
export function routesStage(input: RoutesInput, last: RoutesMemory | undefined, edited: readonly ContentEntry[] | undefined): MadeRoutes {
  const themeData = input.theme?.data;
  const every = (): MadeRoutes => ({ routes: { ...new SiteRoutes(input).all(), themeData, locale: input.locale }, remade: undefined });
  if (!last || !edited || last.themeData !== themeData || !sameLocale(last.locale, input.locale)) return every();
  const byFile = new Map(edited.map((entry) => [entry.source.absolutePath, entry]));
  const remade: number[] = [];
  last.records.forEach((record, index) => {
    if (readsAny(record.reads, byFile) || readsAny(record.themeReads, byFile)) remade.push(index);
  });
  if (remade.length === 0) return { routes: last, remade };
  const site = new SiteRoutes(input);
  const routes = [...last.routes];
  const records = [...last.records];
  for (const index of remade) {
    const again = site.again(routes[index] as Route, records[index] as RouteRecord, byFile);
    if (!again) return every();
    routes[index] = again.route;
    records[index] = again.record;
  }
  return { routes: { ...last, routes, records }, remade };
}

/** The same settings and words: every page reads them (a new object each build, so compared by content). */
function sameLocale(a: PageLocale, b: PageLocale): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
