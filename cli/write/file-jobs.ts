// What writing the output is made of: one file written or copied into the staging folder at a
// time, linked from the previous output instead when its bytes are unchanged
// (reuse-output.ts), each folder made the first time a file goes into it. The same runner
// works on the main thread or on the writer thread (file-thread.ts).
import path from 'node:path';
import { folderMaker } from './folder-maker.js';
import type { OutputBudget } from './output-budget.js';
import { copyOrReuse, writeOrReuse } from './reuse-output.js';

/** An output file, by absolute path: its content, or the file it is a copy of; `previous` is the same file in the last output. */
export type FileJob = { target: string; previous: string | undefined } & ({ content: string | Uint8Array } | { source: string });

/** Runs file jobs in this thread, making each folder once, each file counted against `budget`. */
export function fileJobRunner(budget?: OutputBudget): (job: FileJob) => void {
  const makeFolder = folderMaker();
  return (job) => {
    makeFolder(path.dirname(job.target));
    if ('content' in job) writeOrReuse(job.target, job.content, job.previous, budget);
    else copyOrReuse(job.source, job.target, job.previous, budget);
  };
}

/** What a job holds in memory until it is written, in kilobytes (at least one: a copy holds only names). */
export function jobWeight(job: FileJob): number {
  return 'content' in job ? 1 + Math.ceil(job.content.length / 1024) : 1;
}
