// Every output folder garden-site writes carries a small marker file. A build replaces the
// whole output folder, so it replaces only a folder that carries the marker (or an empty one):
// a folder without it may hold someone's work, and is left alone unless the user says --force.
// The marker is a dotfile, so the preview server never serves it and check-links never reads it.
import { lstatSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GardenError } from '../diagnostics/error.js';

export const OUTPUT_MARKER = '.garden-site-output';

const MARKER_TEXT = 'This folder is the output of garden-site. Every build replaces it whole: keep nothing else here.\n';

export function markOutput(dir: string): void {
  writeFileSync(path.join(dir, OUTPUT_MARKER), MARKER_TEXT);
}

/** Whether `dir` carries the marker (a regular file: a link named like it proves nothing). */
export function hasOutputMarker(dir: string): boolean {
  return lstatSync(path.join(dir, OUTPUT_MARKER), { throwIfNoEntry: false })?.isFile() ?? false;
}

/** Throws unless `outDir` is missing, empty or marked as garden-site's; `force` accepts any folder. */
export function assertReplaceable(outDir: string, shown: string, force: boolean): void {
  const stats = statSync(outDir, { throwIfNoEntry: false });
  if (!stats) return;
  if (!stats.isDirectory()) {
    throw new GardenError(`output folder ${shown} is a file, not a folder`, { code: 'output/not-a-folder', hint: `build into a folder of its own: delete ${shown} or choose another with --out` });
  }
  if (force) return;
  const entries = readdirSync(outDir);
  if (entries.length === 0 || hasOutputMarker(outDir)) return;
  throw new GardenError(`output folder ${shown} is not empty and was not made by garden-site (it has no ${OUTPUT_MARKER} file)`, {
    code: 'output/not-ours',
    hint: `a build replaces its output folder whole, so garden-site replaces only folders it made. If nothing in ${shown} is needed (an output of a garden-site from before output folders were marked, say), delete it or build once with --force; otherwise choose another folder with --out`,
  });
}
