// Watches the site's sources and rebuilds on change. Changes are debounced (an editor's burst
// of writes is one build), builds never overlap (changes during a build queue exactly one more
// build, which starts when it ends), and a failing build never stops the watcher.
import { watch } from 'chokidar';
import path from 'node:path';
import type { BuildOutcome } from '../commands/build-command.js';

export interface WatchInput {
  siteRoot: string;
  outDir: string;
  paths: string[];
  /** Runs one build; never called while the previous one runs. */
  build: (changed: string[]) => Promise<BuildOutcome>;
  onBuilt: (outcome: BuildOutcome, changed: string[]) => void | Promise<void>;
  debounceMs?: number;
}

/** Starts watching; resolves, once the watcher is ready, to a function that stops it. */
export async function watchSite(input: WatchInput): Promise<() => Promise<void>> {
  const outDir = path.resolve(input.outDir);
  const watcher = watch(input.paths, {
    ignoreInitial: true,
    // Dotfiles and dot-folders are editors' swap and temp files; the output and cache are ours.
    ignored: (file) => file === outDir || file.startsWith(outDir + path.sep) || path.basename(file).startsWith('.') || /[/\\](node_modules|\.garden-cache)([/\\]|$)/.test(file),
    // A file must keep its size this long before it counts as written: long enough for an
    // editor's save, short enough to stay a small part of the edit-to-reload time (issue 7).
    awaitWriteFinish: { stabilityThreshold: 10, pollInterval: 5 },
  });
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const rebuild = async (): Promise<void> => {
    while (changed.size > 0 && !stopped) {
      const batch = [...changed];
      changed.clear();
      try {
        const outcome = await input.build(batch);
        await input.onBuilt(outcome, batch);
      } catch (error) {
        // buildAndReport already turns build errors into problems; this is a last guard.
        process.stderr.write(`garden-site: rebuild failed unexpectedly: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
  };
  const schedule = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) return; // the running loop picks the queued changes up when its build ends
      running = rebuild().finally(() => (running = undefined));
    }, input.debounceMs ?? 5);
  };
  watcher.on('all', (_event, file) => {
    changed.add(path.resolve(file));
    schedule();
  });
  watcher.on('error', (error) => process.stderr.write(`garden-site: watcher: ${error instanceof Error ? error.message : String(error)}\n`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await watcher.close();
    await running;
  };
}

/** True when every change is a stylesheet under the theme's styles folder. */
export function isCssOnly(changed: readonly string[], stylesDir: string): boolean {
  return changed.length > 0 && changed.every((file) => file.startsWith(stylesDir + path.sep) && file.endsWith('.css'));
}
