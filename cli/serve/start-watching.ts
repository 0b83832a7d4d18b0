// Wires the watcher to the build and the browsers: a failed build shows its problems in the
// terminal (buildAndReport) and as an overlay in every open page; a good build reloads the
// pages, or swaps their stylesheets when only CSS changed.
import path from 'node:path';
import { buildAndReport } from '../commands/build-command.js';
import type { ServeOptions } from '../commands/serve.js';
import type { GardenError } from '../diagnostics/error.js';
import { formatProblem, paint, type Terminal } from '../diagnostics/report.js';
import type { LiveReload } from './live-reload.js';
import type { BuiltSources } from './source-snapshot.js';
import { readStylesheetHrefs } from './stylesheets.js';
import type { WatchBuilds } from './watch-builds.js';
import { isCssOnly, watchedSources, watchSite } from './watch.js';
import { findWatchTargets, type WatchTargets } from './watch-targets.js';

/** What a watch session watches, and those files as they are before the first build reads them. */
export interface WatchPlan {
  targets: WatchTargets;
  sources: BuiltSources;
}

/** Called before the first build of `serve --watch`, so that whatever is saved after it is built. */
export async function planWatching(siteRoot: string, outDir: string, configFile: string): Promise<WatchPlan> {
  const targets = await findWatchTargets(siteRoot, configFile);
  return { targets, sources: watchedSources(targets.paths, outDir) };
}

export interface StartWatchingInput {
  siteRoot: string;
  outDir: string;
  options: ServeOptions;
  liveReload: LiveReload;
  terminal: Terminal;
  /** Rebuilds only what each change affects, keeping the last good build in memory. */
  builds: WatchBuilds;
  plan: WatchPlan;
}

export async function startWatching(input: StartWatchingInput): Promise<() => Promise<void>> {
  const { siteRoot, outDir, options, liveReload, terminal, builds, plan } = input;
  const { targets } = plan;
  let lastFailed = false;
  let announced = false;
  // A good build reloads the pages, or swaps their stylesheets when only CSS changed.
  const announce = async (changed: string[]): Promise<void> => {
    announced = true;
    const hrefs = !lastFailed && isCssOnly(changed, targets.stylesDir) ? await readStylesheetHrefs(outDir) : [];
    lastFailed = false;
    liveReload.send(hrefs.length ? { event: 'css', data: { hrefs } } : { event: 'reload' });
  };
  return watchSite({
    sources: plan.sources,
    build: (changed) => {
      const first = path.relative(siteRoot, changed[0] ?? '') || '.';
      terminal.write(`${paint(terminal, 'dim', '↻')} rebuilding: ${first}${changed.length > 1 ? ` and ${changed.length - 1} more` : ''}\n`);
      announced = false;
      // Browsers reload as soon as the pages are written; the search index follows (served-writer.ts).
      return buildAndReport(options, (onProgress, onNotice) => builds.build(changed, { onProgress, onNotice, onPagesWritten: () => void announce(changed) }));
    },
    onBuilt: async (outcome, changed) => {
      if (outcome.code !== 0) {
        lastFailed = true;
        liveReload.send({ event: 'build-error', data: { messages: overlayMessages(outcome.problems) } });
        return;
      }
      if (!announced) await announce(changed);
    },
  });
}

/** The problems as the terminal shows them, uncoloured, for the browser overlay. */
export function overlayMessages(problems: readonly GardenError[]): string[] {
  const plain: Terminal = { isTTY: false, write: () => {} };
  return problems.map((problem) => formatProblem(problem, plain).trimEnd());
}
