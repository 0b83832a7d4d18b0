// All output goes through a Writer. The disk writer builds into a staging folder beside the
// output folder and swaps it in at the end, so a failed or interrupted build leaves the
// previous output whole; `serve --watch` writes into the folder it serves, changing only the
// files that differ (served-writer.ts). The memory writer keeps files in a Map for tests.
import { mkdirSync, renameSync, rmSync, existsSync, readdirSync, statSync, lstatSync } from 'node:fs';
import path from 'node:path';
import { onExit } from './exit-cleanup.js';
import { fileJobRunner, type FileJob } from './file-jobs.js';
import { FileThread } from './file-thread.js';
import { checkRoom, type OutputBudget } from './output-budget.js';
import { markOutput } from './output-marker.js';
import { processIsAlive } from './process-alive.js';
import { removeInBackground } from './remove-later.js';
import { pathInside } from './output-path.js';
import { stagingDirFor } from './staging-name.js';

export interface Writer {
  /** A folder on disk the output may also be written to directly (page rendering does). */
  readonly directory?: string;
  /** The previous build's output, whose unchanged files are linked rather than written again (reuse-output.ts). */
  readonly reuseFrom?: string | undefined;
  /** The output's size limit, which whoever writes into `directory` counts its files against too (output-budget.ts). */
  readonly budget?: OutputBudget | undefined;
  write(relativePath: string, content: string | Uint8Array): void;
  copy(absoluteSource: string, relativePath: string): void;
  /** Resolves once every file handed over is on disk (a writer that writes later, on another thread); throws what failed. */
  flush?(): Promise<void>;
  /** Everything but the search index is written (write-site.ts): a writer that can show the pages before the index is computed does. */
  pagesWritten?(): Promise<void>;
  /** Puts the output in place once the build has succeeded; returns the files changed, when it changes only those. */
  commit?(): readonly string[] | undefined;
  /** Throws what was written away: the previous output stays as it was. */
  abort?(): void | Promise<void>;
  /** Each file written so far and its size, before `abort`: to say what made an output too large. */
  writtenSizes?(): Iterable<readonly [string, number]>;
}

export class MemoryWriter implements Writer {
  readonly files = new Map<string, string | Uint8Array>();
  write(relativePath: string, content: string | Uint8Array): void {
    this.files.set(relativePath, content);
  }
  copy(absoluteSource: string, relativePath: string): void {
    this.files.set(relativePath, `copy of ${absoluteSource}`);
  }
  text(relativePath: string): string | undefined {
    const content = this.files.get(relativePath);
    return typeof content === 'string' ? content : content && Buffer.from(content).toString('utf8');
  }
}

export interface StagedDiskWriterOptions {
  /** Write on a thread of its own (file-thread.ts): `flush` before `commit`. */
  offThread?: boolean;
  /** The output's size limit (limits.outputBytes). */
  budget?: OutputBudget | undefined;
}

export class StagedDiskWriter implements Writer {
  readonly stagingDir: string;
  readonly reuseFrom: string | undefined;
  readonly budget: OutputBudget | undefined;
  private readonly thread: FileThread | undefined;
  /** Writes or copies one file: on the writer thread, or here. */
  private readonly run: (job: FileJob) => void;
  /** Removes the staging folder if the process ends before commit or abort (Ctrl-C, say). */
  private readonly cancelExitCleanup: () => void;

  constructor(
    readonly outDir: string,
    options: StagedDiskWriterOptions = {},
  ) {
    const parent = path.dirname(outDir);
    mkdirSync(parent, { recursive: true });
    removeLeftovers(outDir);
    this.stagingDir = stagingDirFor(outDir);
    mkdirSync(this.stagingDir, { recursive: true });
    this.cancelExitCleanup = onExit(() => removeInBackground([this.stagingDir]));
    markOutput(this.stagingDir);
    this.reuseFrom = statSync(outDir, { throwIfNoEntry: false })?.isDirectory() ? outDir : undefined;
    this.budget = options.budget;
    const thread = options.offThread ? new FileThread(options.budget) : undefined;
    this.thread = thread;
    this.run = thread ? (job) => thread.run(job) : fileJobRunner(options.budget);
  }

  get directory(): string {
    return this.stagingDir;
  }

  write(relativePath: string, content: string | Uint8Array): void {
    checkRoom(this.budget); // the writer thread counts the files; once it refuses them, so does this thread
    this.run({ target: pathInside(this.stagingDir, relativePath), previous: this.previous(relativePath), content });
  }

  copy(absoluteSource: string, relativePath: string): void {
    checkRoom(this.budget);
    this.run({ target: pathInside(this.stagingDir, relativePath), previous: this.previous(relativePath), source: absoluteSource });
  }

  async flush(): Promise<void> {
    await this.thread?.settled();
  }

  /** Swaps the staged output in (after `flush`): the old output is moved aside, then removed in the background. */
  commit(): undefined {
    if (this.thread && !this.thread.idle) throw new Error('the output was committed before its files were flushed to disk');
    this.cancelExitCleanup();
    void this.thread?.close();
    const previous = `${this.outDir}.previous-${process.pid}-${Date.now().toString(36)}`;
    const hadPrevious = existsSync(this.outDir);
    if (hadPrevious) renameSync(this.outDir, previous);
    try {
      renameSync(this.stagingDir, this.outDir);
    } catch (error) {
      if (hadPrevious) renameSync(previous, this.outDir);
      throw error;
    }
    if (hadPrevious) removeInBackground([previous]);
    return undefined;
  }

  /** Throws the staged output away, once the writer thread has stopped; the previous output is untouched. */
  abort(): Promise<void> {
    this.cancelExitCleanup();
    const remove = (): void => rmSync(this.stagingDir, { recursive: true, force: true });
    if (!this.thread) return Promise.resolve(remove());
    return this.thread.close().then(remove);
  }

  writtenSizes(): Array<readonly [string, number]> {
    const files: Array<readonly [string, number]> = [];
    const walk = (folder: string, prefix: string): void => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const name = `${prefix}${entry.name}`;
        if (entry.isDirectory()) walk(path.join(folder, entry.name), `${name}/`);
        else if (entry.isFile()) files.push([name, lstatSync(path.join(folder, entry.name)).size]);
      }
    };
    walk(this.stagingDir, '');
    return files;
  }

  private previous(relativePath: string): string | undefined {
    return this.reuseFrom === undefined ? undefined : path.join(this.reuseFrom, relativePath);
  }
}

/**
 * Staging folders of builds that were killed mid-way, and previous outputs not yet deleted. A
 * staging folder is named after its build's pid and removed only once that process has ended:
 * another build running at the same time (one that did not take the lock, an older garden-site)
 * keeps its own.
 */
function removeLeftovers(outDir: string): void {
  const parent = path.dirname(outDir);
  const prefix = path.basename(outDir);
  const leftovers = readdirSync(parent).filter((name) => {
    if (name.startsWith(`${prefix}.previous-`)) return true;
    const staging = name.startsWith(prefix) ? /^\.staging-(\d+)-/.exec(name.slice(prefix.length)) : null;
    return staging !== null && !processIsAlive(Number(staging[1]));
  });
  removeInBackground(leftovers.map((name) => path.join(parent, name)));
}
