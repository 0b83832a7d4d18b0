// `garden-site clear`: removes the build cache (.garden-cache/) and the output folder, each only
// when garden-site made it: the output carries its marker and is apart from the sources (as a
// build requires), the cache holds only cache stores. A folder holding anything else is left
// whole and named, so nothing someone wrote is lost.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUNDLES_FOLDER, onlyBundleEntries } from '../bundle/bundle-cache.js';
import { CACHE_DIR } from '../cache/disk-cache.js';
import { GardenError, toGardenErrors } from '../diagnostics/error.js';
import { paint, reportProblems, stderrTerminal } from '../diagnostics/report.js';
import { acquireOutputLock } from '../write/output-lock.js';
import { hasOutputMarker, OUTPUT_MARKER } from '../write/output-marker.js';
import { assertOutputOfSite } from '../write/output-of-site.js';
import { realPath } from '../write/real-path.js';
import { DEFAULT_WAIT_MS } from '../write/wait-timeout.js';

/** A cache store (`markdown-<version>.jsonl`) or one being written (`….jsonl.<pid>-<time>.tmp`); esbuild's outputs are in their own folder (bundle-cache.ts). */
const CACHE_FILE = /^[\w.-]+\.jsonl(\.[\w-]+\.tmp)?$/;

export async function clearCommand(options: { out: string; config?: string; root: string; waitMs?: number | undefined }): Promise<number> {
  const terminal = stderrTerminal();
  const siteRoot = path.resolve(options.root);
  const outDir = path.resolve(siteRoot, options.out);
  const cacheDir = path.join(siteRoot, CACHE_DIR);
  const shown = (dir: string): string => path.relative(process.cwd(), dir) || '.';
  const removed: string[] = [];
  const problems: GardenError[] = [];
  try {
    if (existsSync(outDir)) {
      // The rule a build follows: never a source folder or the site root, whatever it carries.
      await assertOutputOfSite(siteRoot, outDir, options.config);
      // The folder a build replaces: the output folder, or the one it links to (writer.ts).
      const target = realPath(outDir);
      // A build writing this folder right now finishes first.
      const lock = await acquireOutputLock({ outDir: target, shownOut: shown(outDir), waitMs: options.waitMs ?? DEFAULT_WAIT_MS, onNotice: (text) => terminal.write(`${text}\n`) });
      try {
        if (hasOutputMarker(target)) {
          rmSync(target, { recursive: true, force: true });
          removed.push(shown(outDir));
        } else {
          problems.push(new GardenError(`${shown(outDir)} was not made by garden-site (it has no ${OUTPUT_MARKER} file), so it was left as it is`, { code: 'clear/not-ours', hint: `check what it holds and delete it yourself if nothing there is needed, or name the output folder with --out` }));
        }
      } finally {
        lock.release();
      }
    }
  } catch (error) {
    problems.push(...toGardenErrors(error));
  }
  try {
    if (existsSync(cacheDir)) {
      const foreign = readdirSync(cacheDir).filter((name) => !CACHE_FILE.test(name) && !(name === BUNDLES_FOLDER && onlyBundleEntries(path.join(cacheDir, name))));
      if (foreign.length === 0) {
        rmSync(cacheDir, { recursive: true, force: true });
        removed.push(shown(cacheDir));
      } else {
        problems.push(new GardenError(`${shown(cacheDir)} holds files garden-site did not write (${foreign.slice(0, 3).join(', ')}), so it was left as it is`, { code: 'clear/not-ours', hint: 'move those files elsewhere, then run garden-site clear again' }));
      }
    }
  } catch (error) {
    problems.push(...toGardenErrors(error));
  }
  reportProblems(problems, terminal);
  const what = removed.length ? `removed ${removed.join(' and ')}` : 'nothing removed';
  if (problems.length) {
    terminal.write(`${paint(terminal, 'red', '✖')} clear: ${what}\n`);
    return 1;
  }
  terminal.write(`${paint(terminal, 'green', '✔')} ${removed.length ? what : `nothing to clear: no ${shown(outDir)} and no ${shown(cacheDir)}`}\n`);
  return 0;
}
