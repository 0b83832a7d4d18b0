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
import { spend, type OutputBudget } from './output-budget.js';
import { StagedDiskWriter, type Writer } from './writer.js';

/** A file's content, or the source a copy comes from with its size and time when recorded. */
export type OutputFile = { content: string | Uint8Array } | { source: string; stamp: string };

/**
 * The served folder's files as a build recorded them, in order (a file recorded twice is listed
 * twice, and the later record counts), and where the files recorded after the pages (the search
 * index) start. Lists rather than maps: a build records the same files in the same order unless
 * the site changed, so the next one compares them place by place and makes no map of the site.
 */
export interface ServedOutput {
  names: readonly string[];
  records: readonly OutputFile[];
  lateFrom: number;
}

/**
 * The index is computed on the thread that also serves the pages: the browser's reload gets a
 * head start, so its requests are answered before the index holds the thread.
 */
const RELOAD_HEAD_START_MS = 150;

export class ServedFolderWriter implements Writer {
  private readonly names: string[] = [];
  private readonly records: OutputFile[] = [];
  /** Set by pagesWritten: how many files were recorded before it. */
  private lateFrom: number | undefined;
  /** What pagesWritten left in the folder, when the files did not line up with the last build's. */
  private shown: ReadonlyMap<string, OutputFile> | undefined;
  private readonly changed: string[] = [];

  constructor(
    private readonly outDir: string,
    private readonly previous: ServedOutput | undefined,
    private readonly onPagesWritten: () => void,
    /** The output's size limit: every file recorded counts, changed or not, as the whole folder is the output. */
    readonly budget?: OutputBudget,
  ) {}

  write(relativePath: string, content: string | Uint8Array): void {
    spend(this.budget, typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength);
    // The same content as last time keeps its record: an edit makes no new one for every file.
    const before = this.previousAt(this.names.length, relativePath);
    this.record(relativePath, before && 'content' in before && before.content === content ? before : { content });
  }

  copy(absoluteSource: string, relativePath: string): void {
    const stats = statSync(absoluteSource);
    spend(this.budget, stats.size);
    const stamp = `${stats.size}:${stats.mtimeMs}`;
    const before = this.previousAt(this.names.length, relativePath);
    this.record(relativePath, before && 'source' in before && before.source === absoluteSource && before.stamp === stamp ? before : { source: absoluteSource, stamp });
  }

  async pagesWritten(): Promise<void> {
    const early = (this.lateFrom = this.names.length);
    // The first build is swapped in whole, at commit.
    if (!this.previous) return;
    if (early === this.previous.lateFrom && this.linedUp(0, early)) {
      this.changed.push(...writeChanges(this.outDir, this.placed(0, early), []));
    } else {
      const before = recordsByName(this.previous);
      const shown = this.shownAfterPages(this.previous, early);
      this.changed.push(...writeChanges(this.outDir, mapped(shown, before), gone(before, shown)));
      this.shown = shown;
    }
    this.onPagesWritten();
    await new Promise((resolve) => setTimeout(resolve, RELOAD_HEAD_START_MS));
  }

  commit(): readonly string[] {
    if (!this.previous) {
      const files = recordsByName(this.output);
      swapIn(this.outDir, files);
      return [...files.keys()];
    }
    const { lateFrom, names } = this;
    if (lateFrom !== undefined && this.shown === undefined && names.length === this.previous.names.length && this.linedUp(lateFrom, names.length)) {
      this.changed.push(...writeChanges(this.outDir, this.placed(lateFrom, names.length), []).filter((file) => !this.changed.includes(file)));
      return this.changed;
    }
    // Files added or removed: compared by name with what is in the folder.
    const files = recordsByName(this.output);
    const shown = this.shown ?? (lateFrom === undefined ? recordsByName(this.previous) : this.shownAfterPages(this.previous, lateFrom));
    this.changed.push(...writeChanges(this.outDir, mapped(files, shown), gone(shown, files)).filter((file) => !this.changed.includes(file)));
    return this.changed;
  }

  writtenSizes(): Array<readonly [string, number]> {
    return this.names.map((name, index) => {
      const file = this.records[index] as OutputFile;
      return [name, 'content' in file ? (typeof file.content === 'string' ? Buffer.byteLength(file.content) : file.content.byteLength) : Number.parseInt(file.stamp, 10)] as const;
    });
  }

  /** The output as this build leaves it, for the next build to compare with. */
  get output(): ServedOutput {
    return { names: this.names, records: this.records, lateFrom: this.lateFrom ?? this.names.length };
  }

  /** What pagesWritten leaves in the folder: the first `early` files recorded, and the previous search index. */
  private shownAfterPages(previous: ServedOutput, early: number): Map<string, OutputFile> {
    const shown = recordsByName(this.output, 0, early);
    previous.names.forEach((name, index) => index >= previous.lateFrom && !shown.has(name) && shown.set(name, previous.records[index] as OutputFile));
    return shown;
  }

  private record(relativePath: string, file: OutputFile): void {
    this.names.push(relativePath);
    this.records.push(file);
  }

  private previousAt(index: number, name: string): OutputFile | undefined {
    return this.previous?.names[index] === name ? this.previous.records[index] : undefined;
  }

  /** Whether files `from` to `to` are the ones the last build recorded at the same places. */
  private linedUp(from: number, to: number): boolean {
    for (let index = from; index < to; index++) if (this.previousAt(index, this.names[index] as string) === undefined) return false;
    return true;
  }

  /** Files `from` to `to`, each with the last build's record at its place. */
  private *placed(from: number, to: number): Generator<Placed> {
    for (let index = from; index < to; index++) {
      const name = this.names[index] as string;
      const [now, before] = [this.records[index] as OutputFile, this.previousAt(index, name)];
      // A file recorded again further on is written as that later record says.
      if (now !== before && this.names.indexOf(name, index + 1) !== -1) continue;
      yield [name, now, before];
    }
  }
}

/** A file, its record now, and what the folder holds of it. */
type Placed = [name: string, now: OutputFile, before: OutputFile | undefined];

/** Records `from` to `to` by name (the later of two records of a name counts, in the first one's place). */
function recordsByName(output: Pick<ServedOutput, 'names' | 'records'>, from = 0, to = output.names.length): Map<string, OutputFile> {
  const map = new Map<string, OutputFile>();
  for (let index = from; index < to; index++) map.set(output.names[index] as string, output.records[index] as OutputFile);
  return map;
}

function* mapped(now: ReadonlyMap<string, OutputFile>, before: ReadonlyMap<string, OutputFile>): Generator<Placed> {
  for (const [name, file] of now) yield [name, file, before.get(name)];
}

function* gone(before: ReadonlyMap<string, OutputFile>, now: ReadonlyMap<string, OutputFile>): Generator<string> {
  for (const name of before.keys()) if (!now.has(name)) yield name;
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

/** Writes the files that differ from what `outDir` holds and removes the `gone` ones; returns the relative paths written or removed. */
function writeChanges(outDir: string, next: Iterable<Placed>, gone: Iterable<string>): string[] {
  const changed: string[] = [];
  const temp = `.garden-${process.pid}.tmp`;
  for (const [file, output, before] of next) {
    if (before === output || same(before, output)) continue;
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
