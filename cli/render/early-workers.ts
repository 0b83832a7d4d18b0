// A cold build's render workers, started by the CLI before it imports the build command. The
// engine's modules take ~200 ms to load on the main thread while the second core idles; the
// workers load shiki meanwhile, so they are ready when the first code blocks come (they were
// still loading it when started by the build itself, and TypeScript's grammar, the last block
// to finish, waited for them). Only this and workers.ts are loaded that early.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { CACHE_DIR } from '../cache/disk-cache.js';
import { WorkerPool } from './workers.js';

/** `0`: everything on the main thread; a number: that many workers for every stage; 'auto': by the amount of work. */
export type WorkersSetting = number | 'auto';

/** `GARDEN_SITE_WORKERS=0|N|auto`, read once by the build; anything else is 'auto'. */
export function workersFromEnvironment(value = process.env.GARDEN_SITE_WORKERS): WorkersSetting {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 ? count : 'auto';
}

/** One worker per core, up to 4; none on a single core. */
export function autoSize(): number {
  const size = Math.min(availableParallelism(), 4);
  return size < 2 ? 0 : size;
}

/** Whether a build will highlight every code block: no cache to take them from. */
export function buildsCold(siteRoot: string, caching: boolean): boolean {
  return !caching || !existsSync(path.join(siteRoot, CACHE_DIR));
}

/** A cold build's pool, loading shiki: the workers this setting gives, or none. */
export function warmPool(setting: WorkersSetting): WorkerPool | undefined {
  const size = setting === 'auto' ? autoSize() : setting;
  if (size === 0) return undefined;
  const pool = new WorkerPool(size);
  pool.warmUpHighlighting();
  return pool;
}

let early: { siteRoot: string; pool: WorkerPool } | undefined;

/** `garden-site build` calls this first; the build then takes the pool (takeEarlyWorkers). */
export function startWorkersEarly(siteRoot: string): void {
  if (!buildsCold(siteRoot, process.env.GARDEN_SITE_CACHE !== '0')) return;
  const pool = warmPool(workersFromEnvironment());
  // Unreferenced until a build takes it, so nothing keeps the process alive if none does.
  pool?.hold(false);
  if (pool) early = { siteRoot, pool };
}

/** The pool started for this site by startWorkersEarly, if any; the caller closes it. */
export function takeEarlyWorkers(siteRoot: string): WorkerPool | undefined {
  const taken = early?.siteRoot === siteRoot ? early.pool : undefined;
  early = undefined;
  taken?.hold(true);
  return taken;
}
