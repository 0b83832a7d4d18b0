// The output's size as a whole is bounded (`limits.outputBytes`), so content that multiplies
// into pages (thousands of tags, a huge list on every page) fails the build rather than fill
// the disk. Every thread that writes output files (the main thread, the writer thread, the
// render workers writing pages) adds each file's bytes to one shared counter before writing
// it: the first file that would pass the limit is not written, nor is any after it, and the
// build fails with what made the output that large while the previous output stays as it was.
import { GardenError, GardenErrors, toGardenErrors } from '../diagnostics/error.js';
import { formatBytes } from '../diagnostics/format-bytes.js';
import { plural } from '../diagnostics/report.js';

/** Plain data, so it crosses to worker threads: the limit and the bytes counted so far (shared). */
export interface OutputBudget {
  readonly limit: number;
  readonly counted: BigInt64Array<SharedArrayBuffer>;
}

const CODE = 'limits/output-bytes';

export function outputBudget(limit: number): OutputBudget {
  return { limit, counted: new BigInt64Array(new SharedArrayBuffer(8)) };
}

/** Counts a file about to be written; throws, and it is not to be written, once the output would pass the limit. */
export function spend(budget: OutputBudget | undefined, bytes: number): void {
  if (budget === undefined) return;
  const total = Atomics.add(budget.counted, 0, BigInt(bytes)) + BigInt(bytes);
  if (total > BigInt(budget.limit)) throw limitReached(budget);
}

/** Throws when the limit has been reached already: work whose only purpose is a file to write stops. */
export function checkRoom(budget: OutputBudget | undefined): void {
  if (budget !== undefined && passed(budget)) throw limitReached(budget);
}

function passed(budget: OutputBudget): boolean {
  return Atomics.load(budget.counted, 0) > BigInt(budget.limit);
}

function limitReached(budget: OutputBudget): GardenError {
  return new GardenError(`the output reached limits.outputBytes (${formatBytes(budget.limit)})`, { code: CODE });
}

/**
 * What a failed build reports once the limit was reached: the limit's errors (one per thread
 * that met it) become one, which names the largest parts of what was written, `written` (each
 * output file's path and size); any other problem found meanwhile is kept.
 */
export function explainOverflow(thrown: unknown, budget: OutputBudget | undefined, written: () => Iterable<readonly [string, number]>): unknown {
  if (budget === undefined || !passed(budget)) return thrown;
  const others = toGardenErrors(thrown).filter((problem) => problem.code !== CODE);
  let files: Array<readonly [string, number]>;
  try {
    files = [...written()];
  } catch {
    files = []; // a folder removed while it was listed: the limit is reported all the same
  }
  const overflow = new GardenError(`the output reached limits.outputBytes (${formatBytes(budget.limit)}), so the build stopped ${largestParts(files)}`, {
    code: CODE,
    hint: 'a page repeated for each of many tags, or a long list on every page, makes most output; if a site this size is intended, raise limits.outputBytes in site.config.ts',
  });
  return others.length === 0 ? overflow : new GardenErrors([...others, overflow]);
}

/** `after writing 2.1 MB in 70 files; most of it: news/tags/ (1.9 MB in 60 files), docs/ (…)`, by folder two levels deep. */
export function largestParts(files: ReadonlyArray<readonly [string, number]>): string {
  const folders = new Map<string, { bytes: number; files: number }>();
  let total = 0;
  for (const [file, bytes] of files) {
    const parts = file.split('/').slice(0, -1).slice(0, 2);
    const folder = parts.length === 0 ? 'the top folder' : `${parts.join('/')}/`;
    const entry = folders.get(folder) ?? { bytes: 0, files: 0 };
    entry.bytes += bytes;
    entry.files += 1;
    folders.set(folder, entry);
    total += bytes;
  }
  const largest = [...folders].sort((a, b) => b[1].bytes - a[1].bytes || a[0].localeCompare(b[0])).slice(0, 3);
  const parts = largest.map(([folder, entry]) => `${folder} (${formatBytes(entry.bytes)} in ${plural(entry.files, 'file')})`);
  return `after writing ${formatBytes(total)} in ${plural(files.length, 'file')}${parts.length ? `; most of it: ${parts.join(', ')}` : ''}`;
}
