// All output goes through a Writer. The disk writer builds into a staging folder beside the
// output folder and swaps it in at the end, so a failed or interrupted build leaves the
// previous output whole; `serve --watch` writes into the folder it serves, changing only the
// files that differ (served-writer.ts). The memory writer keeps files in a Map for tests.
import { lstatSync, mkdirSync, renameSync, rmdirSync, rmSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { onExit } from './exit-cleanup.js';
import { fileJobRunner, type FileJob } from './file-jobs.js';
import { FileThread } from './file-thread.js';
import { checkRoom, type OutputBudget } from './output-budget.js';
import { hasOutputMarker, markOutput } from './output-marker.js';
import { siblingDirFor, siblingOf, stagingDirFor, type Sibling } from './output-siblings.js';
import { processIsAlive } from './process-alive.js';
import { realPath } from './real-path.js';
import { removeInBackground } from './remove-later.js';
import { pathInside } from './output-path.js';

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
  /**
   * The folder swapped: the output folder, or the folder it links to. Replacing the link with a
   * folder would leave its target (a web server's root, another disk) stale while builds
   * report success, so the target is built and swapped, its staging folder beside it.
   */
  readonly outDir: string;
  readonly stagingDir: string;
  readonly reuseFrom: string | undefined;
  readonly budget: OutputBudget | undefined;
  private readonly thread: FileThread | undefined;
  /** Writes or copies one file: on the writer thread, or here. */
  private readonly run: (job: FileJob) => void;
  /** Removes the staging folder if the process ends before commit or abort (Ctrl-C, say). */
  private readonly cancelExitCleanup: () => void;

  constructor(outDir: string, options: StagedDiskWriterOptions = {}) {
    this.outDir = realPath(outDir);
    mkdirSync(path.dirname(this.outDir), { recursive: true });
    const leftovers = leftoversOf(this.outDir);
    restoreInterrupted(this.outDir, leftovers);
    removeLeftovers(leftovers);
    this.stagingDir = stagingDirFor(this.outDir);
    mkdirSync(this.stagingDir, { recursive: true });
    this.cancelExitCleanup = onExit(() => removeInBackground([this.stagingDir]));
    markOutput(this.stagingDir);
    this.reuseFrom = statSync(this.outDir, { throwIfNoEntry: false })?.isDirectory() ? this.outDir : undefined;
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

  /**
   * Swaps the staged output in (after `flush`): the old output is moved aside, the new one moved
   * in, and only then is the old one named for deletion and removed in the background. A build
   * killed between the first two renames leaves the old output under its `.previous-` name,
   * which the next build puts back before anything else (restoreInterrupted).
   */
  commit(): undefined {
    if (this.thread && !this.thread.idle) throw new Error('the output was committed before its files were flushed to disk');
    this.cancelExitCleanup();
    void this.thread?.close();
    const previous = siblingDirFor(this.outDir, 'previous');
    const hadPrevious = existsSync(this.outDir);
    if (hadPrevious) renameSync(this.outDir, previous);
    try {
      renameSync(this.stagingDir, this.outDir);
    } catch (error) {
      if (hadPrevious) renameSync(previous, this.outDir);
      throw error;
    }
    if (hadPrevious) {
      const removing = siblingDirFor(this.outDir, 'removing');
      renameSync(previous, removing);
      removeInBackground([removing]);
    }
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

interface Leftover extends Sibling {
  dir: string;
}

/** The folders beside the output folder that builds no longer running left (output-siblings.ts). */
function leftoversOf(outDir: string): Leftover[] {
  const parent = path.dirname(outDir);
  return readdirSync(parent, { withFileTypes: true }).flatMap((entry) => {
    const sibling = entry.isDirectory() ? siblingOf(path.basename(outDir), entry.name) : undefined;
    // A live build's folders are its own: a build that did not take the lock (an older
    // garden-site) may be writing its staging folder, or be between the swap's renames.
    return sibling && !processIsAlive(sibling.pid) ? [{ ...sibling, dir: path.join(parent, entry.name) }] : [];
  });
}

/** A build killed between the swap's renames left no output folder and the old output aside: it is put back. */
function restoreInterrupted(outDir: string, leftovers: Leftover[]): void {
  if (existsSync(outDir)) return;
  const previous = leftovers.filter((leftover) => leftover.kind === 'previous' && hasOutputMarker(leftover.dir)).sort((a, b) => b.time - a.time)[0];
  if (!previous) return;
  renameSync(previous.dir, outDir);
  leftovers.splice(leftovers.indexOf(previous), 1);
}

/**
 * Removes what killed builds left: staging folders, old outputs moved aside, deletions cut
 * short. Only a folder with a build's own name that also carries the output marker is deleted
 * (an empty one is removed as it is): a folder someone named `dist.previous-release` stays.
 */
function removeLeftovers(leftovers: Leftover[]): void {
  const marked: string[] = [];
  for (const { dir } of leftovers) {
    if (hasOutputMarker(dir)) marked.push(dir);
    else if (readdirSync(dir).length === 0) rmdirSync(dir);
  }
  removeInBackground(marked);
}
