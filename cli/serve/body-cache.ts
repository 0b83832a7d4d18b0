// The bodies the preview server sends, made once per version of a file: read from disk, with the
// preview's script injected into HTML pages, then compressed for each encoding asked for. A
// version is the file's inode, size and modification time, so a file rewritten by a rebuild
// (in place, or replaced by a new one) is read again on its next request, and its old bodies are
// dropped then. Memory stays bounded: the least recently used bodies go first, and files too
// large to keep are streamed instead (the caller's job when `get` returns undefined).
import { readFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { compressBody, type Encoding } from './compress.js';

export type BodyEncoding = Encoding | 'identity';

export interface BodyCacheOptions {
  /** Added before `</body>` of HTML pages (the live-reload and analytics-off scripts). */
  injectScript?: string;
  /** Total bytes of bodies kept. */
  maxBytes?: number;
  /** Files larger than this are not kept at all. */
  maxFileBytes?: number;
}

interface Entry {
  version: string;
  body: Promise<Buffer>;
  bytes: number;
}

export class BodyCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxFileBytes: number;

  constructor(private readonly options: BodyCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxFileBytes = options.maxFileBytes ?? 2 * 1024 * 1024;
  }

  /** The body of `file` as sent with `encoding`; undefined when the file is too large to keep. */
  get(file: string, stats: Stats, encoding: BodyEncoding, isHtml: boolean): Promise<Buffer> | undefined {
    if (stats.size > this.maxFileBytes) {
      // Too large to keep; a page still needs its script, so it is made for this request only.
      return isHtml && this.options.injectScript ? this.make(file, encoding, isHtml) : undefined;
    }
    const version = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    const key = `${encoding}:${file}`;
    const known = this.entries.get(key);
    if (known?.version === version) {
      // Most recently used last: Map keeps insertion order, and eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.body;
    }
    if (known) this.remove(key, known);
    const body = encoding === 'identity' ? this.read(file, isHtml) : (this.get(file, stats, 'identity', isHtml) ?? this.read(file, isHtml)).then((raw) => compressBody(encoding, raw));
    const entry: Entry = { version, body, bytes: 0 };
    this.entries.set(key, entry);
    body.then(
      (buffer) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = buffer.length;
        this.bytes += buffer.length;
        this.evict();
      },
      // A file that vanished or could not be read: ask the disk again next time.
      () => this.entries.get(key) === entry && this.remove(key, entry),
    );
    return body;
  }

  /** Bytes of bodies held. */
  get size(): number {
    return this.bytes;
  }

  private async make(file: string, encoding: BodyEncoding, isHtml: boolean): Promise<Buffer> {
    const raw = await this.read(file, isHtml);
    return encoding === 'identity' ? raw : compressBody(encoding, raw);
  }

  private async read(file: string, isHtml: boolean): Promise<Buffer> {
    const content = await readFile(file);
    const script = this.options.injectScript;
    if (!isHtml || !script) return content;
    return Buffer.from(content.toString('utf8').replace('</body>', `${script}</body>`), 'utf8');
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key, entry);
    }
  }
}
