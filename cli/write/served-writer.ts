// How `serve --watch` writes into the folder it serves. Each build's files are first recorded in
// memory; then only the files that differ from the last good build's are written, each
// atomically (temp file + rename), and files the build no longer makes are removed. The first
// build swaps a whole staged folder in, as `build` does, so nothing stale survives from before
// the session.
// The browser reloads as early as it can: once every file but the search index is recorded
// (pagesWritten), those are put in place and the reload hook runs; the search index, computed
// over every page of the site, follows (commit). Until then the previous index is served: its
// entries for the edited page may be stale for those moments, never broken.
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StagedDiskWriter, type Writer } from './writer.js';

/** A file's content, or the source a copy comes from with its size and time when recorded. */
export type OutputFile = { content: string | Uint8Array } | { source: string; stamp: string };

/** The served folder's files as a build left them, and which of them came after the pages (the search index). */
export interface ServedOutput {
  files: ReadonlyMap<string, OutputFile>;
  lateFiles: ReadonlySet<string>;
}

/**
 * The index is computed on the thread that also serves the pages: the browser's reload gets a
 * head start, so its requests are answered before the index holds the thread.
 */
const RELOAD_HEAD_START_MS = 150;

export class ServedFolderWriter implements Writer {
  private readonly files = new Map<string, OutputFile>();
  private readonly lateFiles = new Set<string>();
  /** What is in the served folder once the pages are in place (the previous search index kept). */
  private shown: ReadonlyMap<string, OutputFile> | undefined;
  private readonly changed: string[] = [];
  private pagesDone = false;

  constructor(
    private readonly outDir: string,
    private readonly previous: ServedOutput | undefined,
    private readonly onPagesWritten: () => void,
  ) {}

  write(relativePath: string, content: string | Uint8Array): void {
    this.record(relativePath, { content });
  }

  copy(absoluteSource: string, relativePath: string): void {
    const stats = statSync(absoluteSource);
    this.record(relativePath, { source: absoluteSource, stamp: `${stats.size}:${stats.mtimeMs}` });
  }

  async pagesWritten(): Promise<void> {
    this.pagesDone = true;
    // The first build is swapped in whole, at commit.
    if (!this.previous) return;
    const shown = new Map(this.files);
    for (const file of this.previous.lateFiles) {
      const kept = this.previous.files.get(file);
      if (kept && !shown.has(file)) shown.set(file, kept);
    }
    this.changed.push(...writeChanges(this.outDir, this.previous.files, shown));
    this.shown = shown;
    this.onPagesWritten();
    await new Promise((resolve) => setTimeout(resolve, RELOAD_HEAD_START_MS));
  }

  commit(): readonly string[] {
    if (!this.previous) {
      swapIn(this.outDir, this.files);
      return [...this.files.keys()];
    }
    const late = writeChanges(this.outDir, this.shown ?? this.previous.files, this.files);
    this.changed.push(...late.filter((file) => !this.changed.includes(file)));
    return this.changed;
  }

  /** The output as this build leaves it, for the next build to compare with. */
  get output(): ServedOutput {
    return { files: this.files, lateFiles: this.lateFiles };
  }

  private record(relativePath: string, file: OutputFile): void {
    this.files.set(relativePath, file);
    if (this.pagesDone) this.lateFiles.add(relativePath);
  }
}

function swapIn(outDir: string, files: ReadonlyMap<string, OutputFile>): void {
  const writer = new StagedDiskWriter(outDir);
  try {
    for (const [file, output] of files) replay(writer, file, output);
    writer.commit();
  } catch (error) {
    void writer.abort();
    throw error;
  }
}

/** Writes `next` into `outDir` over `previous`; returns the relative paths written or removed. */
function writeChanges(outDir: string, previous: ReadonlyMap<string, OutputFile>, next: ReadonlyMap<string, OutputFile>): string[] {
  const changed: string[] = [];
  const temp = `.garden-${process.pid}.tmp`;
  for (const [file, output] of next) {
    if (same(previous.get(file), output)) continue;
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    replay({ write: (_, content) => writeFileSync(target + temp, content), copy: (source) => copyFileSync(source, target + temp) }, file, output);
    renameSync(target + temp, target);
    changed.push(file);
  }
  for (const file of previous.keys()) {
    if (next.has(file)) continue;
    rmSync(path.join(outDir, file), { force: true });
    removeEmptyFolders(outDir, path.dirname(path.join(outDir, file)));
    changed.push(file);
  }
  return changed;
}

function replay(writer: Pick<Writer, 'write' | 'copy'>, file: string, output: OutputFile): void {
  if ('content' in output) writer.write(file, output.content);
  else writer.copy(output.source, file);
}

function same(before: OutputFile | undefined, after: OutputFile): boolean {
  if (!before) return false;
  if ('source' in after) return 'source' in before && before.source === after.source && before.stamp === after.stamp;
  if (!('content' in before)) return false;
  const [a, b] = [before.content, after.content];
  // Pages kept from the last build are the same string object: no need to compare their text.
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  return toBuffer(a).equals(toBuffer(b));
}

function toBuffer(content: string | Uint8Array): Buffer {
  return typeof content === 'string' ? Buffer.from(content) : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
}

function removeEmptyFolders(outDir: string, folder: string): void {
  try {
    for (let dir = folder; dir.startsWith(outDir + path.sep); dir = path.dirname(dir)) {
      if (readdirSync(dir).length > 0) return;
      rmdirSync(dir);
    }
  } catch {
    // Already gone, or not empty after all: a full build would not have it either way.
  }
}
