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
  /** Files recorded before the pages were put in place and recorded again after: what was put in place. */
  private readonly replacedLate = new Map<string, OutputFile>();
  private readonly changed: string[] = [];
  private pagesDone = false;

  constructor(
    private readonly outDir: string,
    private readonly previous: ServedOutput | undefined,
    private readonly onPagesWritten: () => void,
  ) {}

  write(relativePath: string, content: string | Uint8Array): void {
    // The same content as last time keeps its record: an edit makes no new one for every file.
    const before = this.previous?.files.get(relativePath);
    this.record(relativePath, before && 'content' in before && before.content === content ? before : { content });
  }

  copy(absoluteSource: string, relativePath: string): void {
    const stats = statSync(absoluteSource);
    this.record(relativePath, { source: absoluteSource, stamp: `${stats.size}:${stats.mtimeMs}` });
  }

  async pagesWritten(): Promise<void> {
    this.pagesDone = true;
    // The first build is swapped in whole, at commit.
    if (!this.previous) return;
    // Every file recorded so far, and the previous search index left in place (files of the
    // whole site: looked up, not copied into a map of what is shown).
    const { files, lateFiles } = this.previous;
    const gone = filter(files.keys(), (file) => !this.files.has(file) && !lateFiles.has(file));
    this.changed.push(...writeChanges(this.outDir, (file) => files.get(file), this.files, gone));
    this.onPagesWritten();
    await new Promise((resolve) => setTimeout(resolve, RELOAD_HEAD_START_MS));
  }

  commit(): readonly string[] {
    if (!this.previous) {
      swapIn(this.outDir, this.files);
      return [...this.files.keys()];
    }
    const { files, lateFiles } = this.previous;
    if (!this.pagesDone) return writeChanges(this.outDir, (file) => files.get(file), this.files, filter(files.keys(), (file) => !this.files.has(file)));
    // The files recorded since, against what pagesWritten left in the folder.
    const shown = (file: string): OutputFile | undefined => this.replacedLate.get(file) ?? (lateFiles.has(file) ? files.get(file) : undefined);
    const late = filter(this.files, ([file]) => this.lateFiles.has(file));
    const gone = filter(lateFiles, (file) => !this.files.has(file));
    this.changed.push(...writeChanges(this.outDir, shown, late, gone).filter((file) => !this.changed.includes(file)));
    return this.changed;
  }

  /** The output as this build leaves it, for the next build to compare with. */
  get output(): ServedOutput {
    return { files: this.files, lateFiles: this.lateFiles };
  }

  private record(relativePath: string, file: OutputFile): void {
    const early = this.files.get(relativePath);
    if (this.pagesDone && early && !this.lateFiles.has(relativePath)) this.replacedLate.set(relativePath, early);
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
    writer.abort();
    throw error;
  }
}

/** Writes the `next` files that differ from what `outDir` holds (`before`) and removes the `gone` ones; returns the relative paths written or removed. */
function writeChanges(outDir: string, before: (file: string) => OutputFile | undefined, next: Iterable<[string, OutputFile]>, gone: Iterable<string>): string[] {
  const changed: string[] = [];
  const temp = `.garden-${process.pid}.tmp`;
  for (const [file, output] of next) {
    if (same(before(file), output)) continue;
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    replay({ write: (_, content) => writeFileSync(target + temp, content), copy: (source) => copyFileSync(source, target + temp) }, file, output);
    renameSync(target + temp, target);
    changed.push(file);
  }
  for (const file of gone) {
    rmSync(path.join(outDir, file), { force: true });
    removeEmptyFolders(outDir, path.dirname(path.join(outDir, file)));
    changed.push(file);
  }
  return changed;
}

function* filter<T>(items: Iterable<T>, keep: (item: T) => boolean): Generator<T> {
  for (const item of items) if (keep(item)) yield item;
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
