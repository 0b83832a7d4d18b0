// Whether a build starts with nothing cached, so that every code block will be highlighted: the
// build then starts a worker loading shiki at once (render/executors.ts, startEarly), and the
// launcher boots that worker's thread before it loads the engine (cli/startup.ts). Apart from
// the caches themselves, so that the launcher loads nothing else to ask.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR } from './disk-cache.js';

/** GARDEN_SITE_CACHE=0 turns the cache off; anything else leaves it on. */
export function cachingFromEnvironment(value = process.env.GARDEN_SITE_CACHE): boolean {
  return value !== '0';
}

/** Caching is off, or the site has no `.garden-cache/` folder (whatever one would hold): a first build. */
export function nothingCached(siteRoot: string, caching: boolean): boolean {
  return !caching || !existsSync(path.join(siteRoot, CACHE_DIR));
}
