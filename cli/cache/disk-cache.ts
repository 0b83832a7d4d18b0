// A persistent key → value store in the site's `.garden-cache/` folder: one file per store,
// read once when a build starts and written once when it ends, one JSON line per entry (a
// site's cache can pass the size of the longest string V8 allows, so it is never one string).
// JSON rather than v8 serialization: v8 writes strings as they sit in memory, often two bytes
// a character, and reads them back more slowly. Values must be JSON data (undefined inside
// arrays comes back as null). Only the entries a build used are written back, so the cache holds what the site
// is now and does not grow with every edit. A missing, unreadable or out-of-date file is an
// empty cache: the cache can only ever make a build faster.
import { closeSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const CACHE_DIR = '.garden-cache';


export class DiskCache<V> {
  private readonly kept = new Map<string, V>();
  private written = false;

  private constructor(
    private readonly name: string,
    private readonly file: string | undefined,
    private readonly version: string,
    private readonly previous: Map<string, V>,
  ) {}

  /** A cache that stores nothing (caching turned off). */
  static disabled<V>(): DiskCache<V> {
    return new DiskCache<V>('', undefined, '', new Map());
  }

  /**
   * Opens `.garden-cache/<name>-<version>.jsonl` under `siteRoot`. One file per version, so two
   * engines building the same site (compiled and from source, say) do not wipe each other's cache.
   */
  static async open<V>(siteRoot: string, name: string, version: string): Promise<DiskCache<V>> {
    const file = path.join(siteRoot, CACHE_DIR, `${name}-${version}.jsonl`);
    let previous = new Map<string, V>();
    try {
      previous = readLines<V>(await readFile(file), version);
    } catch {
      // No cache yet, or one this version cannot read: start empty.
    }
    return new DiskCache(name, file, version, previous);
  }

  get enabled(): boolean {
    return this.file !== undefined;
  }

  /** Whether this build looked anything up or stored anything. */
  get used(): boolean {
    return this.kept.size > 0 || this.written;
  }

  get(key: string): V | undefined {
    const value = this.kept.get(key) ?? this.previous.get(key);
    if (value !== undefined) this.kept.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    if (!this.enabled) return;
    this.kept.set(key, value);
    this.written = true;
  }

  /** Writes the entries this build used, when anything was added or dropped; atomic (temp file + rename). */
  save(): void {
    if (!this.file || (!this.written && this.kept.size === this.previous.size)) return;
    const temp = `${this.file}.${process.pid}-${Date.now().toString(36)}.tmp`;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeLines(temp, this.version, this.kept);
      renameSync(temp, this.file);
      pruneOtherVersions(this.file, this.name);
    } catch {
      // A read-only checkout or a full disk only costs speed next time.
      rmSync(temp, { force: true });
    }
  }
}

/** Keeps the files of the two most recently written other versions of a store; older ones go. */
function pruneOtherVersions(file: string, store: string): void {
  const dir = path.dirname(file);
  const others = readdirSync(dir)
    .filter((name) => name.startsWith(`${store}-`) && name.endsWith('.jsonl') && path.join(dir, name) !== file)
    .map((name) => ({ name, time: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of others.slice(2)) rmSync(path.join(dir, name), { force: true });
}

/** First line: the version as a JSON string; then one `[key, value]` per line. */
function writeLines<V>(file: string, version: string, entries: ReadonlyMap<string, V>): void {
  const fd = openSync(file, 'w');
  try {
    let batch = JSON.stringify(version) + '\n';
    for (const entry of entries) {
      batch += JSON.stringify(entry) + '\n';
      if (batch.length > 1 << 20) {
        writeSync(fd, batch);
        batch = '';
      }
    }
    writeSync(fd, batch);
  } finally {
    closeSync(fd);
  }
}

function readLines<V>(buffer: Buffer, version: string): Map<string, V> {
  const entries = new Map<string, V>();
  let start = buffer.indexOf(10);
  if (start < 0 || JSON.parse(buffer.toString('utf8', 0, start)) !== version) return entries;
  for (let end = buffer.indexOf(10, ++start); end !== -1; start = end + 1, end = buffer.indexOf(10, start)) {
    const [key, value] = JSON.parse(buffer.toString('utf8', start, end)) as [string, V];
    entries.set(key, value);
  }
  return entries;
}
