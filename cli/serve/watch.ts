// Watches the site's sources and rebuilds on change. Changes are debounced (an editor's burst
// of writes is one build), builds never overlap (changes during a build queue exactly one more
// build, which starts when it ends), and a failing build never stops the watcher.
// File events only say when to look: what changed is judged from the files themselves
// (source-snapshot.ts). Each build notes the state of the files it was asked to read; once the
// events are drained, and again a moment later, the sources on disk are compared with what the
// builds read, and anything an event missed is built (with the files that changed while a build
// ran), so a quiet watcher has built the sources as they are. A build waits for its files to
// hold still, so a file being written is not read half-way.
import { watch } from 'chokidar';
import path from 'node:path';
import type { BuildOutcome } from '../commands/build-command.js';
import { sameItems } from '../same-items.js';
import { BuiltSources, ignoredByWatcher, signatureOf } from './source-snapshot.js';

export interface WatchInput {
  /** The watched sources as the first build read them: taken before it started (watchedSources). */
  sources: BuiltSources;
  /** Runs one build; never called while the previous one runs. */
  build: (changed: string[]) => Promise<BuildOutcome>;
  onBuilt: (outcome: BuildOutcome, changed: string[]) => void | Promise<void>;
  debounceMs?: number;
}

/**
 * How long after the last build the sources are compared once more: past chokidar's windows
 * for dropping a repeated delete (100 ms) or write (50 ms), whose events never come.
 */
const SETTLE_CHECK_MS = 250;

/**
 * When, after the watcher reports ready, the sources are compared once more: on a busy machine
 * chokidar can attach a folder's watcher after it reports ready, and a save there in between
 * sends no event.
 */
const READY_CHECKS_MS = [1_000, 4_000];

/**
 * A build starts once its files have held still this long (at most STILL_LIMIT_MS, for a file
 * rewritten without end): a file being written (truncated, then filled) or flickering in and out
 * is read once it has settled, not half-way.
 */
const STILL_MS = 25;
const STILL_LIMIT_MS = 2_000;

async function untilStill(files: () => string[]): Promise<void> {
  const started = Date.now();
  let before = files().map(signatureOf);
  while (Date.now() - started < STILL_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, STILL_MS));
    const now = files().map(signatureOf);
    if (sameItems(now, before)) return;
    before = now;
  }
}

/**
 * The sources of a watch session as they are now: taken before the first build reads them, so
 * a file saved while that build runs, or before the watcher is ready, differs from it afterwards.
 */
export function watchedSources(paths: readonly string[], outDir: string): BuiltSources {
  return new BuiltSources(paths, ignoredByWatcher(path.resolve(outDir)));
}

/**
 * Starts watching; resolves, once the watcher is ready, to a function that stops it. Then the
 * sources on disk are compared with what the first build read, and built again if they differ.
 */
export async function watchSite(input: WatchInput): Promise<() => Promise<void>> {
  const built = input.sources;
  const watcher = watch([...built.paths], {
    ignoreInitial: true,
    ignored: built.ignored,
    // No awaitWriteFinish: a file created and deleted within its polling stays in its table of
    // pending writes, and every later event of that file is swallowed. A build that reads a
    // half-written file is followed by another once the write ends (the comparison with the disk).
  });
  const changed = new Set<string>();
  // Files with events while a build ran: that build may have read any of their states (one
  // deleted and created again reads as unchanged afterwards), so they are built once more.
  const touchedWhileBuilding = new Set<string>();
  let building = false;
  let timer: NodeJS.Timeout | undefined;
  let settleTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const buildQueued = async (): Promise<void> => {
    await untilStill(() => [...changed]);
    const batch = [...changed];
    changed.clear();
    // Noted before the build reads them: a file that changes while it runs differs afterwards.
    for (const file of batch) built.note(file, signatureOf(file));
    building = true;
    try {
      const outcome = await input.build(batch);
      await input.onBuilt(outcome, batch);
    } catch (error) {
      // buildAndReport already turns build errors into problems; this is a last guard.
      process.stderr.write(`garden-site: rebuild failed unexpectedly: ${error instanceof Error ? error.message : String(error)}\n`);
    } finally {
      building = false;
    }
  };
  /** Builds until no event is queued and the sources on disk are the ones the builds read. */
  const rebuild = async (): Promise<void> => {
    let builds = 0;
    while (!stopped) {
      if (changed.size === 0) for (const file of built.changedOnDisk()) changed.add(file);
      if (changed.size === 0) break;
      await buildQueued();
      builds++;
    }
    clearTimeout(settleTimer);
    if (builds > 0 && !stopped) settleTimer = setTimeout(settle, SETTLE_CHECK_MS);
  };
  const settle = (): void => {
    for (const file of touchedWhileBuilding) changed.add(file);
    touchedWhileBuilding.clear();
    start();
  };
  const start = (): void => {
    if (running) return; // the running loop picks the queued changes up when its build ends
    running = rebuild().finally(() => (running = undefined));
  };
  const schedule = (): void => {
    clearTimeout(timer);
    timer = setTimeout(start, input.debounceMs ?? 5);
  };
  watcher.on('all', (_event, file) => {
    changed.add(path.resolve(file));
    if (building) touchedWhileBuilding.add(path.resolve(file));
    schedule();
  });
  watcher.on('error', (error) => process.stderr.write(`garden-site: watcher: ${error instanceof Error ? error.message : String(error)}\n`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  // Saves made before the watcher was ready sent no event: only the comparison sees them.
  start();
  const readyChecks = READY_CHECKS_MS.map((delay) => setTimeout(start, delay));
  return async () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(settleTimer);
    for (const check of readyChecks) clearTimeout(check);
    await watcher.close();
    await running;
  };
}

/** True when every change is a stylesheet under the theme's styles folder. */
export function isCssOnly(changed: readonly string[], stylesDir: string): boolean {
  return changed.length > 0 && changed.every((file) => file.startsWith(stylesDir + path.sep) && file.endsWith('.css'));
}
