// The served output of a `serve --watch` session. Each build's files are first recorded in
// memory (the write stage runs unchanged against a recording writer); then only the files that
// differ from the last good build are written into the served folder, each atomically (temp
// file + rename), and files the build no longer makes are removed. The first build swaps a
// whole staged folder in, as `build` does, so nothing stale survives from before the session.
import { renameSync, rmSync, statSync, writeFileSync, mkdirSync, copyFileSync, readdirSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { StagedDiskWriter, type Writer } from '../../write/writer.js';

/** A file's content, or the source a copy comes from with its size and time when recorded. */
export type OutputFile = { content: string | Uint8Array } | { source: string; stamp: string };

export class RecordingWriter implements Writer {
  readonly files = new Map<string, OutputFile>();
  write(relativePath: string, content: string | Uint8Array): void {
    this.files.set(relativePath, { content });
  }
  copy(absoluteSource: string, relativePath: string): void {
    const stats = statSync(absoluteSource);
    this.files.set(relativePath, { source: absoluteSource, stamp: `${stats.size}:${stats.mtimeMs}` });
  }
}

/** Writes `next` into `outDir`; returns the relative paths written or removed. */
export function writeChanges(outDir: string, previous: ReadonlyMap<string, OutputFile> | undefined, next: ReadonlyMap<string, OutputFile>): string[] {
  if (!previous) {
    const writer = new StagedDiskWriter(outDir);
    try {
      for (const [file, output] of next) replay(writer, file, output);
      writer.commit();
    } catch (error) {
      writer.abort();
      throw error;
    }
    return [...next.keys()];
  }
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

function replay(writer: Writer, file: string, output: OutputFile): void {
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
